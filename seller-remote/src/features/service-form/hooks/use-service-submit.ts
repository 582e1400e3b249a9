import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AxiosError } from 'axios';
import { apiErrorMessage, authStore, createService, errorStatus, prefetchSchemas, replaceServicePhoto, schemasForSubmit, updateService, uploadServicePhoto } from '@craft/shared';
import { links, sellerPaths } from '../../../config/paths';
import { validateService, type ServiceFormErrors, type ServiceFormValues } from './validate-service';
import { sellerTexts } from '@craft/shared/texts/seller';

const t = sellerTexts.form;

/** SPEC §9: the success message stays 3 seconds; the redirect comes after 2. */
export const SUCCESS_VISIBLE_MS = 3_000;
export const REDIRECT_AFTER_MS = 2_000;

export type SubmitFeedback =
  | { kind: 'idle' }
  | { kind: 'success'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'photo-error'; text: string };

/** The status text of a failed photo upload, as the spec shows it ('Error saving photo: Bad Request'). */
function statusText(error: unknown): string {
  if (error instanceof AxiosError && error.response?.statusText) return error.response.statusText;
  return apiErrorMessage(error) ?? (error instanceof Error && error.message ? error.message : t.unexpected);
}

interface Options {
  /** The service being edited; undefined on create-product. */
  serviceId?: number;
}

/**
 * Create: POST the service, then its photo; edit: PUT the service, then the new photo.
 * Without a stored token and user id nothing is sent and the user goes to log in (SPEC §5).
 */
export function useServiceSubmit({ serviceId }: Options) {
  const navigate = useNavigate();
  const location = useLocation();
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [feedback, setFeedback] = useState<SubmitFeedback>({ kind: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  // Once saved, the form stays locked until the redirect, even after the message is dismissed.
  const [saved, setSaved] = useState(false);
  // After a failed photo on create the service exists: the next save edits it, never a second copy.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  // The form's schema loads with the page, not when Save is pressed.
  useEffect(prefetchSchemas, []);

  const succeed = useCallback(
    (text: string, dismissAfter: number | null) => {
      setSaved(true);
      setFeedback({ kind: 'success', text });
      if (dismissAfter !== null) {
        timers.current.push(setTimeout(() => setFeedback({ kind: 'idle' }), dismissAfter));
      }
      timers.current.push(setTimeout(() => navigate(sellerPaths.dashboard), REDIRECT_AFTER_MS));
    },
    [navigate],
  );

  const submit = useCallback(
    async (values: ServiceFormValues, photo: File | null) => {
      const { token, user } = authStore.getSession();
      if (!token || !user?.id) {
        navigate(links.login(location.pathname));
        return;
      }
      const schemas = await schemasForSubmit();
      if (!schemas) {
        setFeedback({ kind: 'error', text: t.unexpected });
        return;
      }
      const result = validateService(values, user.id, schemas);
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) return;

      setSubmitting(true);
      setFeedback({ kind: 'idle' });
      const existingId = serviceId ?? createdId;
      let id: number;
      try {
        if (existingId !== null && existingId !== undefined) {
          await updateService(existingId, result.body);
          id = existingId;
        } else {
          id = (await createService(result.body)).id;
        }
      } catch (error) {
        console.error('Saving the service failed', error);
        setSubmitting(false);
        if (serviceId !== undefined) setFeedback({ kind: 'error', text: errorStatus(error) === 403 ? sellerTexts.services.notYours : t.updateFailed });
        else setFeedback({ kind: 'error', text: errorStatus(error) === null ? t.unexpected : t.addFailed });
        return;
      }

      if (photo) {
        try {
          // An edited service replaces its photos; a new one (or one kept after a failed photo) gets its first.
          if (serviceId !== undefined) await replaceServicePhoto(id, photo);
          else await uploadServicePhoto(id, photo);
        } catch (error) {
          console.error('Saving the photo failed', error);
          if (serviceId === undefined) setCreatedId(id);
          setSubmitting(false);
          setFeedback({ kind: 'photo-error', text: t.photoError(statusText(error)) });
          return;
        }
      }
      setSubmitting(false);
      if (serviceId === undefined) succeed(t.added, SUCCESS_VISIBLE_MS);
      else succeed(t.edited, null);
    },
    [createdId, location.pathname, navigate, serviceId, succeed],
  );

  return { submit, errors, feedback, submitting, saved };
}
