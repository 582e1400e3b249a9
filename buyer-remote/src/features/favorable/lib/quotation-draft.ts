/**
 * The quotation draft kept for the browser session between /favorable/document and the contact
 * form: the category plus the uploaded document's URL and/or a description.
 */
export interface QuotationDraft {
  category_id: number;
  document_url?: string;
  /** Shown back to the buyer; the file itself is already uploaded. */
  document_name?: string;
  description?: string;
}

const DRAFT_KEY = 'quotation_draft';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (private mode, sandboxed frame): the draft simply is not kept.
    return null;
  }
}

/** A draft is usable with a category and either a document or a description; else null. */
export function readDraft(): QuotationDraft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<QuotationDraft>;
    const categoryOk = Number.isInteger(draft.category_id) && (draft.category_id ?? 0) > 0;
    const hasDocument = typeof draft.document_url === 'string' && draft.document_url.length > 0;
    const hasDescription = typeof draft.description === 'string' && draft.description.trim().length > 0;
    return categoryOk && (hasDocument || hasDescription) ? (draft as QuotationDraft) : null;
  } catch {
    // A corrupt draft counts as none; the buyer starts the request again.
    return null;
  }
}

export function saveDraft(draft: QuotationDraft): void {
  storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}
