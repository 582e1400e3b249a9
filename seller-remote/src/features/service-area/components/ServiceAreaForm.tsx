import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, TextField, type ServiceArea } from '@craft/shared';
import { sellerTexts } from '@craft/shared/texts/seller';
import { Failed, Pending } from '../../../components/status';
import { useServiceArea, useServiceAreaForm } from '../hooks/use-service-area';

const t = sellerTexts.serviceArea;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
`;

const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  align-items: end;
`;

function Fields({ area }: { area: ServiceArea }) {
  const [saved, setSaved] = useState<ServiceArea | null>(null);
  const { form, submit } = useServiceAreaForm(area, setSaved);
  const { errors } = form.formState;
  const current = saved ?? area;
  return (
    <>
      <p>{current.post_number ? t.current(current.post_number, current.place, current.radius_km) : t.notSet}</p>
      <Row aria-label={t.heading} noValidate onSubmit={(event) => {
        setSaved(null);
        submit(event);
      }}>
        <TextField label={t.postNumber} inputMode="numeric" autoComplete="postal-code" maxLength={5} error={errors.post_number?.message} {...form.register('post_number')} />
        <TextField label={t.radius} hint={t.radiusHint} inputMode="numeric" error={errors.radius_km?.message} {...form.register('radius_km')} />
        <Button type="submit" variant="seller" disabled={form.busy}>
          {t.save}
        </Button>
      </Row>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      {saved && <Alert tone="success">{t.saved(saved.place, saved.radius_km)}</Alert>}
    </>
  );
}

/** The craftsman's service area on the dashboard (#16): post number and radius, used by postcode searches. */
export function ServiceAreaForm() {
  const area = useServiceArea();
  return (
    <Section aria-labelledby="service-area-heading">
      <h2 id="service-area-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {area.status === 'pending' ? <Pending /> : area.status === 'error' ? <Failed onRetry={() => void area.refetch()} /> : <Fields area={area.data} />}
    </Section>
  );
}
