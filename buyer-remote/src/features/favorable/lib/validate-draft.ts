import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.quotationDraft;

/** The category select's value as an id, or null when it is not one ('Invalid category selected.'). */
export function parseCategory(value: string): number | null {
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Upload path (SPEC §5): category and file both required, the category numeric. */
export function validateUpload(category: string, file: File | null): string | null {
  if (!category || !file) return texts.categoryAndDocument;
  if (parseCategory(category) === null) return texts.invalidCategory;
  return null;
}

/** Description path: a non-blank description, and (unlike the spec) a category too. */
export function validateDescription(category: string, description: string): string | null {
  if (!description.trim()) return texts.descriptionRequired;
  if (!category) return texts.categoryRequired;
  if (parseCategory(category) === null) return texts.invalidCategory;
  return null;
}
