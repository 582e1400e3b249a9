import type { FormEvent } from 'react';
import { apiErrorCode, apiErrorMessage, errorStatus, getServiceArea, reportError, updateServiceArea, type Schemas, type ServiceArea, unreachableMessage } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { queryClient, useQuery } from '@craft/shared/query';
import { onboardingKey } from '../../../lib/self-queries';
import { sellerText, useSellerTexts } from '../../../texts';

const areaKey = ['sellers', 'me', 'service-area'] as const;

export interface AreaValues {
  post_number: string;
  radius_km: string;
}

/** The API's own schema (serviceAreaSchema): five digits, 1–200 km. */
const areaResolver = (schemas: Schemas) =>
  schemas.formResolver<AreaValues>(schemas.serviceAreaSchema, {
    labels: { post_number: sellerText('serviceArea.postNumber'), radius_km: sellerText('serviceArea.radius') },
    required: sellerText('form.required'),
    overrides: { post_number: { invalid_format: sellerText('serviceArea.postNumberFormat') }, radius_km: { invalid_type: sellerText('form.wholeNumber') } },
  });

/** GET /sellers/me/service-area */
export const useServiceArea = () => useQuery({ queryKey: areaKey, queryFn: getServiceArea });

/** PUT /sellers/me/service-area; an unknown post number comes back as the API says it, on its field. */
export function useServiceAreaForm(area: ServiceArea, onSaved: (saved: ServiceArea) => void) {
  const t = useSellerTexts('serviceArea');
  const form = useSchemaForm<AreaValues>({
    defaultValues: { post_number: area.post_number ?? '', radius_km: String(area.radius_km) },
    resolver: areaResolver,
    loadFailedText: t('failed'),
    app: 'seller',
    action: 'Saving the service area',
  });

  const save = async (values: AreaValues) => {
    try {
      const saved = await updateServiceArea({ post_number: values.post_number.trim(), radius_km: Number(values.radius_km) });
      queryClient.setQueryData(areaKey, saved);
      // The onboarding checklist is the server's: read it again.
      void queryClient.invalidateQueries({ queryKey: onboardingKey });
      onSaved(saved);
    } catch (error) {
      reportError(error, { action: 'Saving the service area', app: 'seller' });
      const message = errorStatus(error) === 400 ? apiErrorMessage(error) : null;
      if (message && (apiErrorCode(error) === 'postcode.unknown' || message.startsWith('Unknown postcode'))) form.setError('post_number', { message });
      else form.setError('root', { message: message ?? unreachableMessage(error) ?? t('failed') });
    }
  };

  return { form, submit: (event: FormEvent) => form.submitWith(save)(event) };
}
