import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { categoryQueries, type Schemas } from '@craft/shared';
import { useSchemaForm } from '@craft/shared/forms';
import { useQuery } from '@craft/shared/query';
import { buyerPaths } from '../../../config/paths';
import { UploadFailedError, uploadDocument } from '../../../lib/upload-document';
import { useDocumentFile } from '../../../hooks/use-document-file';
import { readDraft, saveDraft } from '../lib/quotation-draft';
import { buyerText, useBuyerTexts } from '../../../texts';
/** A message handed over by the contact form when it found no draft. */
export interface DraftNotice {
  notice?: string;
}

/** Named like the quotation request, so quotationDraftSchema's errors land on them. */
export interface DraftValues {
  category_id: string;
  description: string;
}

type DraftPath = 'upload' | 'describe';

/**
 * quotationDraftSchema (the API's quotation request without the contact part), said the way each
 * path of the page says it. The upload path checks before uploading, so the chosen file's
 * name stands in for the URL its upload will return.
 */
const draftResolver = (path: { current: DraftPath }, file: { current: File | null }) => (schemas: Schemas) => {
  const t = (id: 'category' | 'description' | 'invalidCategory' | 'categoryAndDocument' | 'categoryRequired' | 'descriptionRequired') =>
    buyerText(`quotationDraft.${id}`);
  // Whatever idParam refuses in a category value that is not blank, the page says it one way.
  const invalidCategory = { invalid_union: t('invalidCategory'), invalid_format: t('invalidCategory'), invalid_type: t('invalidCategory'), too_big: t('invalidCategory'), too_small: t('invalidCategory') };
  const labels = { category_id: t('category'), description: t('description') };
  const upload = schemas.formResolver<DraftValues>(schemas.quotationDraftSchema, {
    labels,
    required: { category_id: t('categoryAndDocument') },
    overrides: { category_id: invalidCategory, description: { custom: t('categoryAndDocument') } },
    toInput: (values) => ({ category_id: values.category_id, document_url: file.current?.name }),
  });
  const describe = schemas.formResolver<DraftValues>(schemas.quotationDraftSchema, {
    labels,
    required: { category_id: t('categoryRequired') },
    overrides: { category_id: invalidCategory, description: { custom: t('descriptionRequired') } },
  });
  return ((values, context, options) => (path.current === 'upload' ? upload : describe)(values, context, options)) as typeof upload;
};

/**
 * /favorable/document: a category plus an uploaded earlier offer, or a description. Either one
 * becomes the session draft and leads to the contact form.
 */
export function useDraftForm() {
  const t = useBuyerTexts('quotationDraft');
  const navigate = useNavigate();
  const location = useLocation();
  const categories = useQuery(categoryQueries.list());
  const document = useDocumentFile();
  const path = useRef<DraftPath>('describe');
  const file = useRef<File | null>(null);
  file.current = document.file;
  // Back from the contact form, the page shows the draft as it was left.
  const [saved] = useState(readDraft);
  const form = useSchemaForm<DraftValues>({
    defaultValues: { category_id: saved ? String(saved.category_id) : '', description: saved?.description ?? '' },
    resolver: draftResolver(path, file),
    app: 'buyer',
    action: 'Saving the quotation draft',
  });
  const [failure, setFailure] = useState<string | null>((location.state as DraftNotice | null)?.notice ?? null);

  // The notice is read once: drop it from the history entry so a reload does not show it again.
  useEffect(() => {
    if ((location.state as DraftNotice | null)?.notice) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location.state, location.pathname, location.search, navigate]);

  const continueWithUpload = async (values: DraftValues) => {
    if (!document.file) return;
    try {
      const documentUrl = await uploadDocument(document.file);
      saveDraft({ category_id: Number(values.category_id), document_url: documentUrl, document_name: document.file.name });
      navigate(buyerPaths.favorableDocumentProfile);
    } catch (error) {
      // uploadDocument has reported the failure; the page says it and keeps the chosen file.
      if (!(error instanceof UploadFailedError)) throw error;
      setFailure(t('uploadFailed'));
    }
  };

  const continueWithDescription = (values: DraftValues) => {
    saveDraft({ category_id: Number(values.category_id), description: values.description.trim() });
    navigate(buyerPaths.favorableDocumentProfile);
  };

  const submit = (which: DraftPath) => (event: FormEvent) => {
    // A new attempt: the last attempt's message goes.
    setFailure(null);
    path.current = which;
    form.submitWith(which === 'upload' ? continueWithUpload : continueWithDescription)(event);
  };

  // One message at a time, in the order each path checks its fields.
  const { errors } = form.formState;
  const fieldError = path.current === 'upload' ? (errors.category_id ?? errors.description) : (errors.description ?? errors.category_id);
  const message = failure ?? fieldError?.message ?? errors.root?.message ?? null;

  return { categories, form, document, message, busy: form.busy, submitUpload: submit('upload'), submitDescription: submit('describe') };
}
