import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { categoryQueries } from '@craft/shared';
import { useQuery } from '@craft/shared/query';
import { buyerPaths } from '../../../config/paths';
import { uploadDocument } from '../../../lib/upload-document';
import { useDocumentFile } from '../../../lib/use-document-file';
import { saveDraft } from '../lib/quotation-draft';
import { parseCategory, validateDescription, validateUpload } from '../lib/validate-draft';
import { buyerTexts } from '@craft/shared/texts/buyer';

/** A message handed over by the contact form when it found no draft. */
export interface DraftNotice {
  notice?: string;
}

/**
 * /favorable/document: a category plus an uploaded earlier offer, or a description. Either one
 * becomes the session draft and leads to the contact form.
 */
export function useDraftForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const categories = useQuery(categoryQueries.list());
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const document = useDocumentFile();
  const [message, setMessage] = useState<string | null>((location.state as DraftNotice | null)?.notice ?? null);
  const [busy, setBusy] = useState(false);

  // The notice is read once: drop it from the history entry so a reload does not show it again.
  useEffect(() => {
    if ((location.state as DraftNotice | null)?.notice) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location.state, location.pathname, location.search, navigate]);

  const continueWithUpload = async () => {
    const problem = validateUpload(category, document.file);
    setMessage(problem);
    if (problem || !document.file) return;
    setBusy(true);
    try {
      const documentUrl = await uploadDocument(document.file);
      saveDraft({ category_id: parseCategory(category) ?? 0, document_url: documentUrl, document_name: document.file.name });
      navigate(buyerPaths.favorableDocumentProfile);
    } catch {
      // uploadDocument has reported the failure; the page says it and keeps the chosen file.
      setMessage(buyerTexts.quotationDraft.uploadFailed);
      setBusy(false);
    }
  };

  const continueWithDescription = () => {
    const problem = validateDescription(category, description);
    setMessage(problem);
    if (problem) return;
    saveDraft({ category_id: parseCategory(category) ?? 0, description: description.trim() });
    navigate(buyerPaths.favorableDocumentProfile);
  };

  return {
    categories,
    category,
    setCategory,
    description,
    setDescription,
    document,
    message,
    busy,
    continueWithUpload,
    continueWithDescription,
  };
}
