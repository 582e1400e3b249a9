import { useState, type FormEvent } from 'react';
import { apiErrorMessage, errorStatus, reportError, unreachableMessage } from '@craft/shared';
import { getCompanyProfile, saveCompanyProfile, uploadCompanyLogo, type CompanyProfile, type CompanyProfileWrite } from '@craft/shared/company';
import { useSchemaForm } from '@craft/shared/forms';
import { queryClient, useQuery } from '@craft/shared/query';
import { companyKey, selfKey } from '../../../lib/self-queries';
import { useSellerTexts } from '../../../texts';

/** The form's fields as typed; the API's names, so its schema's errors land on them. */
export interface CompanyValues {
  description: string;
  /** The radio's value: 'yes', 'no' or '' (not answered). */
  master_business: string;
  founding_year: string;
}

function toValues(profile: CompanyProfile): CompanyValues {
  return {
    description: profile.description ?? '',
    master_business: profile.master_business === null ? '' : profile.master_business ? 'yes' : 'no',
    founding_year: profile.founding_year === null ? '' : String(profile.founding_year),
  };
}

/** The request body; a year that is not a number stays one the schema refuses (NaN). */
export function toCompanyBody(values: CompanyValues): CompanyProfileWrite {
  const year = values.founding_year.trim();
  return {
    description: values.description.trim(),
    master_business: values.master_business === '' ? null : values.master_business === 'yes',
    founding_year: year === '' ? null : /^\d+$/.test(year) ? Number(year) : Number.NaN,
  };
}

/** GET /sellers/me/company */
export const useCompanyProfile = () => useQuery({ queryKey: companyKey, queryFn: getCompanyProfile });

function saved(profile: CompanyProfile) {
  queryClient.setQueryData(companyKey, profile);
  // The onboarding checklist is the server's: read it again.
  void queryClient.invalidateQueries({ queryKey: selfKey });
}

/** PUT /sellers/me/company with the API's own schema (companyProfileSchema) checking the form first. */
export function useCompanyProfileForm(profile: CompanyProfile, onSaved: () => void) {
  const t = useSellerTexts('company');
  const form = useSchemaForm<CompanyValues>({
    defaultValues: toValues(profile),
    resolver: (schemas) =>
      schemas.formResolver<CompanyValues>(schemas.companyProfileSchema, {
        labels: { description: t('description'), master_business: t('masterBusiness'), founding_year: t('foundingYear') },
        required: t('required'),
        toInput: (values) => toCompanyBody(values),
        overrides: { founding_year: { invalid_type: t('yearFormat'), too_small: t('yearTooEarly'), custom: t('yearInFuture'), too_big: t('yearInFuture') } },
      }),
    loadFailedText: t('failed'),
    app: 'seller',
    action: 'Saving the company profile',
  });

  const save = async (values: CompanyValues) => {
    try {
      saved(await saveCompanyProfile(toCompanyBody(values)));
      onSaved();
    } catch (error) {
      reportError(error, { action: 'Saving the company profile', app: 'seller' });
      const message = errorStatus(error) === 400 ? apiErrorMessage(error) : null;
      form.setError('root', { message: message ?? unreachableMessage(error) ?? t('failed') });
    }
  };

  return { form, submit: (event: FormEvent) => form.submitWith(save)(event) };
}

/** PUT /sellers/me/logo as soon as a file is picked. */
export function useLogoUpload() {
  const t = useSellerTexts('company');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    setFailure(null);
    try {
      const profile = await uploadCompanyLogo(file);
      setLogoUrl(profile.logo_url);
      saved(profile);
    } catch (error) {
      reportError(error, { action: 'Uploading the company logo', app: 'seller' });
      setFailure(errorStatus(error) === 400 || errorStatus(error) === 415 ? t('logoInvalid') : (unreachableMessage(error) ?? t('logoFailed')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, upload, logoUrl };
}
