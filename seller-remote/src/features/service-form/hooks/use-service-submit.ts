import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiErrorMessage, authStore, createService, errorStatus, errorStatusText, replaceServicePhoto, reportError, unreachableMessage, updateService, uploadServicePhoto, type Service } from '@craft/shared';
import { formatPriceInput } from '@craft/shared/i18n';
import { parseMoneyText } from '@craft/shared/lib/money';
import { useSchemaForm } from '@craft/shared/forms';
import { links, sellerPaths } from '../../../config/paths';
import { sellerText, useSellerTexts } from '../../../texts';

/** The success message stays 3 seconds; the redirect comes after 2. */
export const SUCCESS_VISIBLE_MS = 3_000;
export const REDIRECT_AFTER_MS = 2_000;

export type SubmitFeedback =
  | { kind: 'idle' }
  | { kind: 'success'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'photo-error'; text: string };

/** The status text of a failed photo upload, as the spec shows it ('Error saving photo: Bad Request'). */
function statusText(error: unknown): string {
  return errorStatusText(error) ?? apiErrorMessage(error) ?? (error instanceof Error && error.message ? error.message : sellerText('form.unexpected'));
}

export interface ServiceFormValues {
  title: string;
  description: string;
  price: string;
  categoryId: string;
}

/** A new service is in category 1 unless the seller picks another. */
const DEFAULT_CATEGORY = '1';

/** The fields' names in the page's language, at the moment a check needs them. */
const labels = () => ({ title: sellerText('form.title'), description: sellerText('form.description'), price: sellerText('form.price'), categoryId: sellerText('form.category') });

/** What the API's serviceWriteSchema checks: a blank price is missing (not the spec's 0, which would hide typos). */
function toRequest(values: ServiceFormValues, sellerId: number) {
  const price = values.price.trim();
  return {
    seller_id: sellerId,
    category_id: values.categoryId || DEFAULT_CATEGORY,
    title: values.title,
    description: values.description,
    price: price === '' ? undefined : price,
  };
}

interface Options {
  /** The service being edited; undefined on create-product. */
  service?: Service;
}

/**
 * Create: POST the service, then its photo; edit: PUT the service, then the new photo.
 * Without a stored token and user id nothing is sent and the user goes to log in.
 */
export function useServiceSubmit({ service }: Options) {
  const t = useSellerTexts('form');
  const serviceId = service?.id;
  const navigate = useNavigate();
  const location = useLocation();
  const [feedback, setFeedback] = useState<SubmitFeedback>({ kind: 'idle' });
  // Once saved, the form stays locked until the redirect, even after the message is dismissed.
  const [saved, setSaved] = useState(false);
  // The fields lock while the service is being sent; the button already from the first click.
  const [sending, setSending] = useState(false);
  // After a failed photo on create the service exists: the next save edits it, never a second copy.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const form = useSchemaForm<ServiceFormValues>({
    defaultValues: {
      title: service?.title ?? '',
      description: service?.description ?? '',
      price: service ? formatPriceInput(service.price) : '',
      categoryId: service ? String(service.category_id) : DEFAULT_CATEGORY,
    },
    resolver: (schemas) =>
      schemas.formResolver<ServiceFormValues>(schemas.serviceWriteSchema, {
        labels: labels(),
        required: t('required'),
        overrides: { price: { invalid_type: t('wholeNumber'), too_small: t('wholeNumber') } },
        toInput: (values) => toRequest(values, authStore.getSession().user?.id ?? 0),
      }),
    loadFailedText: t('unexpected'),
    app: 'seller',
    action: 'Saving the service',
  });

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const succeed = useCallback(
    (text: string, dismissAfter: number | null) => {
      setSaved(true);
      setFeedback({ kind: 'success', text });
      if (dismissAfter !== null) {
        timers.current.push(setTimeout(() => setFeedback({ kind: 'idle' }), dismissAfter));
      }
      timers.current.push(setTimeout(() => { navigate(sellerPaths.dashboard); }, REDIRECT_AFTER_MS));
    },
    [navigate],
  );

  const save = async (values: ServiceFormValues, photo: File | null) => {
    setSending(true);
    try {
      await send(values, photo);
    } finally {
      setSending(false);
    }
  };

  const send = async (values: ServiceFormValues, photo: File | null) => {
    const body = {
      seller_id: authStore.getSession().user?.id ?? 0,
      category_id: Number(values.categoryId || DEFAULT_CATEGORY),
      title: values.title.trim(),
      description: values.description.trim(),
      // The schema accepted what was typed ("2.100" is 2100), so this is its number.
      price: parseMoneyText(values.price) ?? Number.NaN,
    };
    const existingId = serviceId ?? createdId;
    let id: number;
    try {
      if (existingId !== null && existingId !== undefined) {
        await updateService(existingId, body);
        id = existingId;
      } else {
        id = (await createService(body)).id;
      }
    } catch (error) {
      reportError(error, { action: 'Saving the service', app: 'seller' });
      const unreachable = unreachableMessage(error);
      if (serviceId !== undefined) setFeedback({ kind: 'error', text: unreachable ?? (errorStatus(error) === 403 ? sellerText('services.notYours') : t('updateFailed')) });
      else {
        // The spec's sentences stay; when the marketplace failed, the page also says so.
        const spec = errorStatus(error) === null ? t('unexpected') : t('addFailed');
        setFeedback({ kind: 'error', text: unreachable ? `${spec} ${unreachable}` : spec });
      }
      return;
    }

    if (photo) {
      try {
        // An edited service replaces its photos; a new one (or one kept after a failed photo) gets its first.
        if (serviceId !== undefined) await replaceServicePhoto(id, photo);
        else await uploadServicePhoto(id, photo);
      } catch (error) {
        reportError(error, { action: 'Saving the service photo', app: 'seller' });
        if (serviceId === undefined) setCreatedId(id);
        setFeedback({ kind: 'photo-error', text: t('photoError', { statusText: statusText(error) }) });
        return;
      }
    }
    if (serviceId === undefined) succeed(t('added'), SUCCESS_VISIBLE_MS);
    else succeed(t('edited'), null);
  };

  /**
   * The form's onSubmit. Without a stored token and user id nothing is sent and the user goes to
   * log in; otherwise the form locks at once, is checked, and saved.
   */
  const submit = (photo: File | null) => (event: FormEvent) => {
    const { token, user } = authStore.getSession();
    if (!token || !user?.id) {
      event.preventDefault();
      navigate(links.login(location.pathname));
      return;
    }
    // A new attempt: the last attempt's failure goes.
    if (!form.busy) setFeedback((current) => (current.kind === 'success' ? current : { kind: 'idle' }));
    form.submitWith((values) => save(values, photo))(event);
  };

  return { form, submit, feedback, busy: form.busy, sending, saved };
}
