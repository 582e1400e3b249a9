import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, TextField, type ServiceArea } from '@craft/shared';
import { useSellerTexts } from '../../../texts';
import { Failed, Pending } from '../../../components/status';
import { useServiceArea, useServiceAreaForm } from '../hooks/use-service-area';
import { SettingsSection } from '../../../components/lists';

const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  align-items: end;
`;

function Fields({ area }: { area: ServiceArea }) {
  const t = useSellerTexts('serviceArea');
  const [saved, setSaved] = useState<ServiceArea | null>(null);
  const { form, submit } = useServiceAreaForm(area, setSaved);
  const { errors } = form.formState;
  const current = saved ?? area;
  let currentText = t('notSet');
  if (current.post_number) {
    currentText = current.place
      ? t('current', { km: current.radius_km, postNumber: current.post_number, place: current.place })
      : t('currentNoPlace', { km: current.radius_km, postNumber: current.post_number });
  }
  return (
    <>
      <p>{currentText}</p>
      <Row aria-label={t('heading')} noValidate onSubmit={(event) => {
        setSaved(null);
        submit(event);
      }}>
        <TextField label={t('postNumber')} inputMode="numeric" autoComplete="postal-code" maxLength={5} error={errors.post_number?.message} {...form.register('post_number')} />
        <TextField label={t('radius')} hint={t('radiusHint')} inputMode="numeric" error={errors.radius_km?.message} {...form.register('radius_km')} />
        <Button type="submit" variant="seller" disabled={form.busy}>
          {t('save')}
        </Button>
      </Row>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      {saved && <Alert tone="success">{saved.place ? t('saved', { km: saved.radius_km, place: saved.place }) : t('savedNoPlace', { km: saved.radius_km })}</Alert>}
    </>
  );
}

/** The craftsman's service area on the dashboard: post number and radius, used by postcode searches. */
export function ServiceAreaForm() {
  const t = useSellerTexts('serviceArea');
  const area = useServiceArea();
  return (
    <SettingsSection aria-labelledby="service-area-heading">
      <h2 id="service-area-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {area.status === 'pending' ? <Pending /> : area.status === 'error' ? <Failed onRetry={() => void area.refetch()} /> : <Fields area={area.data} />}
    </SettingsSection>
  );
}
