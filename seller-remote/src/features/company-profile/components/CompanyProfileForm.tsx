import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, TextField, Textarea } from '@craft/shared';
import type { CompanyProfile } from '@craft/shared/company';
import { FileField, SettingsSection } from '../../../components/lists';
import { Failed, Pending } from '../../../components/status';
import { useSellerTexts } from '../../../texts';
import { useCompanyProfile, useCompanyProfileForm, useLogoUpload } from '../hooks/use-company-profile';

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
    padding: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin-right: ${({ theme }) => theme.space(4)};
    min-height: 44px;
  }
`;

const Logo = styled.img`
  display: block;
  width: 96px;
  height: 96px;
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

function LogoField({ stored }: { stored: string | null }) {
  const t = useSellerTexts('company');
  const id = useId();
  const { busy, failure, upload, logoUrl: uploaded } = useLogoUpload();
  const logoUrl = uploaded ?? stored;
  return (
    <FileField>
      <label htmlFor={id}>{t('logo')}</label>
      {logoUrl ? <Logo src={logoUrl} alt={t('logoAlt')} /> : <p>{t('noLogo')}</p>}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
          event.currentTarget.value = '';
        }}
      />
      {busy && <p role="status">{t('logoUploading')}</p>}
      {failure && <Alert tone="error">{failure}</Alert>}
    </FileField>
  );
}

function Fields({ profile }: { profile: CompanyProfile }) {
  const t = useSellerTexts('company');
  const [done, setDone] = useState(false);
  const { form, submit } = useCompanyProfileForm(profile, () => setDone(true));
  const { errors } = form.formState;
  const yearError = errors.founding_year?.message;
  return (
    <>
      <LogoField stored={profile.logo_url} />
      <form aria-label={t('heading')} noValidate onSubmit={(event) => {
        setDone(false);
        submit(event);
      }}>
        <Textarea label={t('description')} hint={t('descriptionHint')} rows={5} error={errors.description?.message} {...form.register('description')} />
        <Choices aria-describedby={errors.master_business ? 'master-business-error' : undefined}>
          <legend>{t('masterBusiness')}</legend>
          <label>
            <input type="radio" value="yes" {...form.register('master_business')} />
            {t('yes')}
          </label>
          <label>
            <input type="radio" value="no" {...form.register('master_business')} />
            {t('no')}
          </label>
          {errors.master_business?.message && <Alert tone="error" id="master-business-error">{errors.master_business.message}</Alert>}
        </Choices>
        <TextField label={t('foundingYear')} inputMode="numeric" maxLength={4} autoComplete="off" error={yearError} {...form.register('founding_year')} />
        <Button type="submit" variant="seller" disabled={form.busy}>
          {t('save')}
        </Button>
      </form>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      {done && <Alert tone="success">{t('saved')}</Alert>}
    </>
  );
}

/** The craftsman's company profile on the dashboard: what his public page shows about the company. */
export function CompanyProfileForm() {
  const t = useSellerTexts('company');
  const profile = useCompanyProfile();
  return (
    <SettingsSection aria-labelledby="company-profile-heading">
      <h2 id="company-profile-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {profile.status === 'pending' ? <Pending /> : profile.status === 'error' ? <Failed onRetry={() => void profile.refetch()} /> : <Fields profile={profile.data} />}
    </SettingsSection>
  );
}
