import type { FormEvent } from 'react';
import { apiErrorMessage, errorStatus, reportError, unreachableMessage } from '@craft/shared';
import { getTraderProfile, saveTraderDetails, type TraderDetailsWrite, type TraderProfile } from '@craft/shared/company';
import { useSchemaForm } from '@craft/shared/forms';
import { queryClient, useQuery } from '@craft/shared/query';
import { selfKey, traderKey } from '../../../lib/self-queries';
import { useSellerTexts } from '../../../texts';

/** The form's fields as typed; the API's names, so its schema's errors land on them. */
export interface TraderValues {
  legal_name: string;
  legal_form: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  register_type: string;
  register_number: string;
  register_court: string;
  vat_id: string;
  self_certification: boolean;
}

export function toTraderValues(profile: TraderProfile): TraderValues {
  const d = profile.details;
  return {
    legal_name: d?.legal_name ?? '',
    legal_form: d?.legal_form ?? '',
    street: d?.street ?? '',
    postcode: d?.postcode ?? '',
    city: d?.city ?? '',
    phone: d?.phone ?? '',
    email: d?.email ?? '',
    register_type: d?.register_type ?? '',
    register_number: d?.register_number ?? '',
    register_court: d?.register_court ?? '',
    vat_id: d?.vat_id ?? '',
    // The self-certification is given anew with every submission.
    self_certification: false,
  };
}

/** The request body: the values as typed (the schema trims and checks them); the enums' '' is refused by the schema. */
export function toTraderBody(values: TraderValues): TraderDetailsWrite {
  return { ...values, legal_form: values.legal_form as TraderDetailsWrite['legal_form'], register_type: values.register_type as TraderDetailsWrite['register_type'], self_certification: values.self_certification as true };
}

/** GET /sellers/me/trader */
export const useTraderProfile = () => useQuery({ queryKey: traderKey, queryFn: getTraderProfile });

/** PUT /sellers/me/trader with the API's own schema (traderDetailsSchema) checking the form first. */
export function useTraderForm(profile: TraderProfile, onSaved: (saved: TraderProfile) => void) {
  const t = useSellerTexts('trader');
  const form = useSchemaForm<TraderValues>({
    defaultValues: toTraderValues(profile),
    resolver: (schemas) =>
      schemas.formResolver<TraderValues>(schemas.traderDetailsSchema, {
        labels: {
          legal_name: t('legalName'),
          legal_form: t('legalForm'),
          street: t('street'),
          postcode: t('postcode'),
          city: t('city'),
          phone: t('phone'),
          email: t('email'),
          register_type: t('registerType'),
          register_number: t('registerNumber'),
          register_court: t('registerCourt'),
          vat_id: t('vatId'),
          self_certification: t('certify'),
        },
        required: t('required'),
        toInput: toTraderBody,
        overrides: {
          legal_form: { invalid_value: t('chooseLegalForm') },
          register_type: { invalid_value: t('chooseRegister') },
          postcode: { invalid_format: t('postcodeFormat') },
          phone: { invalid_format: t('phoneFormat'), custom: t('phoneFormat') },
          email: { invalid_format: t('emailFormat') },
          register_number: { custom: t('registerNumberFormat') },
          vat_id: { custom: t('vatFormat') },
          self_certification: { invalid_value: t('certifyRequired') },
        },
      }),
    loadFailedText: t('failed'),
    app: 'seller',
    action: 'Saving the trader details',
  });

  const save = async (values: TraderValues) => {
    try {
      const saved = await saveTraderDetails(toTraderBody(values));
      queryClient.setQueryData(traderKey, saved);
      // The onboarding checklist is the server's: read it again.
      void queryClient.invalidateQueries({ queryKey: selfKey });
      form.setValue('self_certification', false);
      onSaved(saved);
    } catch (error) {
      reportError(error, { action: 'Saving the trader details', app: 'seller' });
      const message = errorStatus(error) === 400 ? apiErrorMessage(error) : null;
      form.setError('root', { message: message ?? unreachableMessage(error) ?? t('failed') });
    }
  };

  return { form, submit: (event: FormEvent) => form.submitWith(save)(event) };
}
