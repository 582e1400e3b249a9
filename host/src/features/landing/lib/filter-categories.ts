import type { Category } from '@craft/shared';

/**
 * The spec's landing search: case-insensitive; a category stays when its name contains the text
 * or any of its services has a title or description containing it. Blank text keeps all.
 * `label` gives a category's name in the page's language, which matches as well.
 */
export function filterCategories(categories: readonly Category[], query: string, label: (name: string) => string = (name) => name): Category[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...categories];
  const has = (text: string | null | undefined) => (text ?? '').toLowerCase().includes(needle);
  return categories.filter(
    (category) => has(category.name) || has(label(category.name)) || category.services.some((service) => has(service.title) || has(service.description)),
  );
}
