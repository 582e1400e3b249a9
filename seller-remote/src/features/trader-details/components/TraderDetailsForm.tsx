import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Select, TextField } from '@craft/shared';
import { LEGAL_FORMS, REGISTER_TYPES, type TraderProfile } from '@craft/shared/company';
import { SettingsSection } from '../../../components/lists';
import { Failed, Pending } from '../../../components/status';
import { useSellerTexts } from '../../../texts';
import { useTraderForm, useTraderProfile } from '../hooks/use-trader-details';

/** Postcode and city side by side where there is room; one under the other on a phone. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(3)};
  > * {
    flex: 1 1 200px;
    min-width: 0;
  }
  > :first-child {
    flex: 0 1 140px;
  }
`;

const Certify = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  input {
    margin-top: 0.3em;
    width: 1.25em;
    height: 1.25em;
    flex: none;
  }
`;

/** The status in words (never colour alone), and the operator's message when he asked for more. */
function StatusLine({ profile }: { profile: TraderProfile }) {
  const t = useSellerTexts('trader');
  return (
    <>
      <p role="status">
        <strong>{t('statusLabel')}:</strong> {t(`status.${profile.status}`)}
      </p>
      {profile.status === 'more_info_requested' && profile.message && <Alert tone="info">{t('operatorMessage', { message: profile.message })}</Alert>}
      {profile.status === 'verified' && <p>{t('editVerified')}</p>}
    </>
  );
}

function Fields({ profile }: { profile: TraderProfile }) {
  const t = useSellerTexts('trader');
  const [done, setDone] = useState<TraderProfile['status'] | null>(null);
  const { form, submit } = useTraderForm(profile, (saved) => setDone(saved.status));
  const { errors } = form.formState;
  const legalForms = LEGAL_FORMS.map((value) => ({ value, label: value }));
  const registers = REGISTER_TYPES.map((value) => ({ value, label: t(`registerTypes.${value}`) }));
  return (
    <>
      <form
        aria-label={t('heading')}
        noValidate
        onSubmit={(event) => {
          setDone(null);
          submit(event);
        }}
      >
        <TextField label={t('legalName')} autoComplete="organization" error={errors.legal_name?.message} {...form.register('legal_name')} />
        <Select label={t('legalForm')} placeholder={t('chooseLegalForm')} options={legalForms} error={errors.legal_form?.message} {...form.register('legal_form')} />
        <TextField label={t('street')} autoComplete="street-address" error={errors.street?.message} {...form.register('street')} />
        <Row>
          <TextField label={t('postcode')} inputMode="numeric" maxLength={5} autoComplete="postal-code" error={errors.postcode?.message} {...form.register('postcode')} />
          <TextField label={t('city')} autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
        </Row>
        <TextField label={t('phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        <TextField label={t('email')} type="email" autoComplete="email" hint={t('emailHint')} error={errors.email?.message} {...form.register('email')} />
        <Select label={t('registerType')} placeholder={t('chooseRegister')} options={registers} error={errors.register_type?.message} {...form.register('register_type')} />
        <TextField label={t('registerNumber')} hint={t('registerNumberHint')} autoComplete="off" error={errors.register_number?.message} {...form.register('register_number')} />
        <TextField label={t('registerCourt')} hint={t('registerCourtHint')} autoComplete="off" error={errors.register_court?.message} {...form.register('register_court')} />
        <TextField label={t('vatId')} hint={t('vatIdHint')} autoComplete="off" error={errors.vat_id?.message} {...form.register('vat_id')} />
        <Certify>
          <label>
            <input type="checkbox" aria-invalid={errors.self_certification ? true : undefined} aria-describedby={errors.self_certification ? 'trader-certify-error' : undefined} {...form.register('self_certification')} />
            <span>{t('certify')}</span>
          </label>
          {errors.self_certification?.message && (
            <Alert tone="error" id="trader-certify-error">
              {errors.self_certification.message}
            </Alert>
          )}
        </Certify>
        <Button type="submit" variant="seller" disabled={form.busy}>
          {t('save')}
        </Button>
      </form>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      {done && <Alert tone="success">{done === 'verified' ? t('savedVerified') : t('saved')}</Alert>}
    </>
  );
}

/** The craftsman's trader details (DSA Art. 30) on the dashboard: what consumers see as his legal business details. */
export function TraderDetailsForm() {
  const t = useSellerTexts('trader');
  const profile = useTraderProfile();
  return (
    <SettingsSection aria-labelledby="trader-details-heading">
      <h2 id="trader-details-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {profile.status === 'pending' ? (
        <Pending />
      ) : profile.status === 'error' ? (
        <Failed onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <StatusLine profile={profile.data} />
          <Fields profile={profile.data} />
        </>
      )}
    </SettingsSection>
  );
}
