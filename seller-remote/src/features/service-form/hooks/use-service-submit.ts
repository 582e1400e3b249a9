import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  apiErrorCode,
  apiErrorMessage,
  authStore,
  createService,
  deleteOneServicePhoto,
  errorStatus,
  errorStatusText,
  orderServicePhotos,
  reportError,
  unreachableMessage,
  updateService,
  uploadServicePhoto,
  type Service,
} from '@craft/shared';
import { formatPriceInput } from '@craft/shared/i18n';
import { parseMoneyText } from '@craft/shared/lib/money';
import { useSchemaForm } from '@craft/shared/forms';
import { links, sellerPaths } from '../../../config/paths';
import { sellerText, useSellerTexts } from '../../../texts';
import { preparePhoto } from '../lib/downscale';
import { type PhotoItem, storedPhotoItems } from '../photo-items';

/** The success message stays 3 seconds; the redirect comes after 2. */
export const SUCCESS_VISIBLE_MS = 3_000;
export const REDIRECT_AFTER_MS = 2_000;

export type SubmitFeedback =
  | { kind: 'idle' }
  | { kind: 'success'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'photo-error'; text: string };

/**
 * Why a photo failed: the API's sentence for a refusal it explains (a HEIC photo, a file too
 * large), in the page's language; else the HTTP status text, which the English form's
 * message 'Error saving photo: {statusText}' has always named ('Error saving photo: Bad Request').
 */
function statusText(error: unknown): string {
  return (
    (apiErrorCode(error) ? apiErrorMessage(error) : null) ??
    errorStatusText(error) ??
    apiErrorMessage(error) ??
    (error instanceof Error && error.message ? error.message : sellerText('form.unexpected'))
  );
}

/** Deleting a photo that is already gone is done. */
const unlessGone = (error: unknown) => {
  if (errorStatus(error) !== 404) throw error;
};

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
 * Create: POST the service, then its photos; edit: PUT the service, then the photo changes (the
 * removed ones deleted, the new ones uploaded one after another with their progress, the order
 * stored when it differs from the server's).
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
  const [photos, setPhotos] = useState<PhotoItem[]>(() => storedPhotoItems(service));
  const [progress, setProgress] = useState<Record<string, number>>({});
  // The ids the server holds, in its order, kept step by step: a retry after a failure sends only the rest.
  const serverIds = useRef<number[]>(storedPhotoItems(service).flatMap((p) => (p.id === null ? [] : [p.id])));
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

  const save = async (values: ServiceFormValues, wanted: PhotoItem[]) => {
    setSending(true);
    try {
      await send(values, wanted);
    } finally {
      setSending(false);
    }
  };

  /** Brings the server's photos to `wanted`: deletes, uploads (with progress), then the order. */
  const syncPhotos = async (id: number, wanted: PhotoItem[]) => {
    const keep = new Set(wanted.flatMap((p) => (p.id === null ? [] : [p.id])));
    for (const photoId of serverIds.current.filter((stored) => !keep.has(stored))) {
      await deleteOneServicePhoto(id, photoId).catch(unlessGone);
      serverIds.current = serverIds.current.filter((stored) => stored !== photoId);
    }
    const ids: (number | null)[] = [];
    for (const item of wanted) {
      if (item.id !== null || !item.file) {
        ids.push(item.id);
        continue;
      }
      const { key } = item;
      setProgress((current) => ({ ...current, [key]: 0 }));
      const file = await preparePhoto(item.file);
      const stored = await uploadServicePhoto(id, file, (share) => setProgress((current) => ({ ...current, [key]: share })));
      setProgress((current) => ({ ...current, [key]: 1 }));
      const storedId = stored.id ?? null;
      if (storedId !== null) serverIds.current = [...serverIds.current, storedId];
      setPhotos((current) => current.map((p) => (p.key === key ? { ...p, id: storedId, url: stored.photo_url, file: null } : p)));
      ids.push(storedId);
    }
    const known = ids.filter((photoId): photoId is number => photoId !== null);
    if (known.length === ids.length && known.length > 1 && known.join() !== serverIds.current.join()) {
      await orderServicePhotos(id, known);
      serverIds.current = known;
    }
  };

  const send = async (values: ServiceFormValues, wanted: PhotoItem[]) => {
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

    if (wanted.length || serverIds.current.length) {
      setProgress({});
      try {
        await syncPhotos(id, wanted);
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
  const submit = (event: FormEvent) => {
    const { token, user } = authStore.getSession();
    if (!token || !user?.id) {
      event.preventDefault();
      navigate(links.login(location.pathname));
      return;
    }
    // A new attempt: the last attempt's failure goes.
    if (!form.busy) setFeedback((current) => (current.kind === 'success' ? current : { kind: 'idle' }));
    form.submitWith((values) => save(values, photos))(event);
  };

  return { form, submit, feedback, busy: form.busy, sending, saved, photos, setPhotos, progress };
}
