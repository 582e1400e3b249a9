import type { FormEvent } from 'react';
import { apiErrorMessage, errorStatus, reportError, type Schemas, unreachableMessage } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { getPaymentDetails, savePaymentDetails, type PaymentDetails, type TaxStatus } from '@craft/shared/payments';
import { queryClient, useQuery } from '@craft/shared/query';
import { sellerText, useSellerTexts } from '../../../texts';

const detailsKey = ['users', 'me', 'payment-details'] as const;

export interface DetailsValues {
  account_holder: string;
  iban: string;
  bic: string;
  tax_status: TaxStatus;
  vat_id: string;
  tax_number: string;
}

/** The API's own schema (paymentDetailsSchema): the IBAN's checksum, a VAT ID or tax number as the status asks. */
const detailsResolver = (schemas: Schemas) =>
  schemas.formResolver<DetailsValues>(schemas.paymentDetailsSchema, {
    labels: {
      account_holder: sellerText('paymentDetails.holder'),
      iban: sellerText('paymentDetails.iban'),
      bic: sellerText('paymentDetails.bic'),
      vat_id: sellerText('paymentDetails.vatId'),
      tax_number: sellerText('paymentDetails.taxNumber'),
    },
    required: sellerText('form.required'),
    overrides: {
      iban: { custom: sellerText('paymentDetails.ibanInvalid') },
      bic: { custom: sellerText('paymentDetails.bicInvalid') },
      vat_id: { custom: sellerText('paymentDetails.vatIdInvalid') },
      tax_number: { custom: sellerText('paymentDetails.taxNumberInvalid') },
    },
  });

/** GET /users/me/payment-details: null until saved. */
export const usePaymentDetails = () => useQuery({ queryKey: detailsKey, queryFn: getPaymentDetails });

/** PUT /users/me/payment-details. */
export function usePaymentDetailsForm(details: PaymentDetails | null, onSaved: (saved: PaymentDetails) => void) {
  const t = useSellerTexts('paymentDetails');
  const form = useSchemaForm<DetailsValues>({
    defaultValues: {
      account_holder: details?.account_holder ?? '',
      iban: details?.iban ?? '',
      bic: details?.bic ?? '',
      tax_status: details?.tax_status ?? 'vat',
      vat_id: details?.vat_id ?? '',
      tax_number: details?.tax_number ?? '',
    },
    resolver: detailsResolver,
    loadFailedText: t('failed'),
    app: 'seller',
    action: 'Saving the payment details',
  });

  const save = async (values: DetailsValues) => {
    try {
      const saved = await savePaymentDetails(values);
      queryClient.setQueryData(detailsKey, saved);
      onSaved(saved);
    } catch (error) {
      reportError(error, { action: 'Saving the payment details', app: 'seller' });
      form.setError('root', { message: (errorStatus(error) === 400 ? apiErrorMessage(error) : null) ?? unreachableMessage(error) ?? t('failed') });
    }
  };

  return { form, submit: (event: FormEvent) => form.submitWith(save)(event) };
}
