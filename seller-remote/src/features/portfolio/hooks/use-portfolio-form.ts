import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addPortfolioImage, createPortfolioProject, updatePortfolioProject, type PortfolioProject, type PortfolioWrite } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.portfolio;

export interface PortfolioValues {
  name: string;
  startDate: string;
  endDate: string;
  description: string;
}
export type PortfolioErrors = Partial<Record<keyof PortfolioValues, string>>;

export function toValues(project?: PortfolioProject): PortfolioValues {
  return {
    name: project?.name ?? '',
    startDate: project?.start_date?.slice(0, 10) ?? '',
    endDate: project?.end_date?.slice(0, 10) ?? '',
    description: project?.description ?? '',
  };
}

/** A name is needed; dates are optional but the end cannot come before the start. */
export function validatePortfolio(values: PortfolioValues): { ok: true; body: PortfolioWrite } | { ok: false; errors: PortfolioErrors } {
  const errors: PortfolioErrors = {};
  if (values.name.trim() === '') errors.name = t.required;
  if (values.startDate && values.endDate && values.endDate < values.startDate) errors.endDate = t.endBeforeStart;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      start_date: values.startDate || null,
      end_date: values.endDate || null,
      description: values.description.trim(),
    },
  };
}

/** Saves the project, then uploads each new image, then opens the project's detail page. */
export function usePortfolioForm(projectId?: number) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<PortfolioErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // After a failed image the project exists: the next save updates it rather than adding a copy.
  const [savedId, setSavedId] = useState<number | null>(projectId ?? null);

  const save = useCallback(
    async (values: PortfolioValues, images: File[]) => {
      const result = validatePortfolio(values);
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) return;
      setSaving(true);
      setFailure(null);
      let id: number;
      try {
        id = savedId !== null ? (await updatePortfolioProject(savedId, result.body)).id : (await createPortfolioProject(result.body)).id;
        setSavedId(id);
      } catch (error) {
        console.error('Saving the project failed', error);
        setFailure(t.saveFailed);
        setSaving(false);
        return;
      }
      try {
        // One at a time keeps the images in the order the seller chose them.
        for (const image of images) await addPortfolioImage(id, image);
      } catch (error) {
        console.error('Uploading an image failed', error);
        setFailure(t.imageFailed);
        setSaving(false);
        return;
      }
      navigate(links.withId(sellerPaths.portfolioDetail, id));
    },
    [navigate, savedId],
  );

  return { save, errors, failure, saving };
}
