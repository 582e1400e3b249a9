import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Select, TextField } from '@craft/shared';
import type { PaymentDetails } from '@craft/shared/payments';
import { useSellerTexts } from '../../../texts';
import { Failed, Pending } from '../../../components/status';
import { usePaymentDetails, usePaymentDetailsForm } from '../hooks/use-payment-details';
import { SettingsSection } from '../../../components/lists';

const Grid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  align-items: start;
`;

function Fields({ details }: { details: PaymentDetails | null }) {
  const t = useSellerTexts('paymentDetails');
  const [saved, setSaved] = useState(false);
  const { form, submit } = usePaymentDetailsForm(details, () => setSaved(true));
  const { errors } = form.formState;
  const status = form.watch('tax_status');
  return (
    <>
      <Grid
        aria-label={t('heading')}
        noValidate
        onSubmit={(event) => {
          setSaved(false);
          submit(event);
        }}
      >
        <TextField label={t('holder')} autoComplete="name" maxLength={70} error={errors.account_holder?.message} {...form.register('account_holder')} />
        <TextField label={t('iban')} hint={t('ibanHint')} autoComplete="off" spellCheck={false} maxLength={50} error={errors.iban?.message} {...form.register('iban')} />
        <TextField label={t('bic')} hint={t('bicHint')} autoComplete="off" spellCheck={false} maxLength={20} error={errors.bic?.message} {...form.register('bic')} />
        <Select
          label={t('taxStatus')}
          options={[
            { value: 'vat', label: t('taxStatusVat') },
            { value: 'small_business', label: t('taxStatusSmall') },
          ]}
          {...form.register('tax_status')}
        />
        <TextField label={t('vatId')} hint={status === 'vat' ? t('vatIdHint') : t('optional')} autoComplete="off" maxLength={20} error={errors.vat_id?.message} {...form.register('vat_id')} />
        <TextField label={t('taxNumber')} hint={status === 'vat' ? t('taxNumberHintVat') : undefined} autoComplete="off" maxLength={20} error={errors.tax_number?.message} {...form.register('tax_number')} />
        <Button type="submit" variant="seller" disabled={form.busy}>
          {t('save')}
        </Button>
      </Grid>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      {saved && <Alert tone="success">{t('saved')}</Alert>}
    </>
  );
}

/** The craftsman's bank and tax details: what his invoices print and his customers transfer to. */
export function PaymentDetailsForm() {
  const t = useSellerTexts('paymentDetails');
  const details = usePaymentDetails();
  return (
    <SettingsSection aria-labelledby="payment-details-heading">
      <h2 id="payment-details-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {details.status === 'pending' ? <Pending /> : details.status === 'error' ? <Failed onRetry={() => void details.refetch()} /> : <Fields details={details.data} />}
    </SettingsSection>
  );
}
