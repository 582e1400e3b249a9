import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { addPortfolioImage, createPortfolioProject, reportError, updatePortfolioProject, type PortfolioProject, type PortfolioWrite } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { links, sellerPaths } from '../../../config/paths';
import { useSellerTexts } from '../../../texts';

/** The form's fields carry the request's names, so the API schema's errors land on them. */
export interface PortfolioValues {
  name: string;
  start_date: string;
  end_date: string;
  description: string;
}

function toValues(project?: PortfolioProject): PortfolioValues {
  return {
    name: project?.name ?? '',
    start_date: project?.start_date?.slice(0, 10) ?? '',
    end_date: project?.end_date?.slice(0, 10) ?? '',
    description: project?.description ?? '',
  };
}

function toBody(values: PortfolioValues): PortfolioWrite {
  return {
    name: values.name.trim(),
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    description: values.description.trim(),
  };
}

/**
 * A name is needed; dates are optional but the end cannot come before the start (the API's
 * projectWriteSchema). Saves the project, then uploads each new image, then opens its detail page.
 */
export function usePortfolioForm(project?: PortfolioProject) {
  const t = useSellerTexts('portfolio');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // After a failed image the project exists: the next save updates it rather than adding a copy.
  const [savedId, setSavedId] = useState<number | null>(project?.id ?? null);
  const form = useSchemaForm<PortfolioValues>({
    defaultValues: toValues(project),
    resolver: (schemas) =>
      schemas.formResolver<PortfolioValues>(schemas.projectWriteSchema, {
        labels: { name: t('name'), start_date: t('startDate'), end_date: t('endDate'), description: t('description') },
        required: t('required'),
        overrides: { end_date: { custom: t('endBeforeStart') } },
      }),
    loadFailedText: t('saveFailed'),
    app: 'seller',
    action: 'Saving the portfolio project',
  });

  const save = async (values: PortfolioValues, images: File[]) => {
    setSaving(true);
    let id: number;
    try {
      const body = toBody(values);
      id = savedId !== null ? (await updatePortfolioProject(savedId, body)).id : (await createPortfolioProject(body)).id;
      setSavedId(id);
    } catch (error) {
      reportError(error, { action: 'Saving the portfolio project', app: 'seller' });
      setFailure(t('saveFailed'));
      setSaving(false);
      return;
    }
    try {
      // One at a time keeps the images in the order the seller chose them.
      for (const image of images) await addPortfolioImage(id, image);
    } catch (error) {
      reportError(error, { action: 'Uploading a portfolio image', app: 'seller' });
      setFailure(t('imageFailed'));
      setSaving(false);
      return;
    }
    navigate(links.withId(sellerPaths.portfolioDetail, id));
  };

  const submit = (images: File[]) => (event: FormEvent) => {
    // A new attempt: the last attempt's failure goes.
    setFailure(null);
    form.submitWith((values) => save(values, images))(event);
  };

  const { errors } = form.formState;
  return { form, submit, errors, failure: failure ?? errors.root?.message ?? null, saving, busy: form.busy };
}
