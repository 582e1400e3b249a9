import { getCategories, listQuotations, type Quotation } from '@craft/shared';
import { useResource } from '../../../lib/use-resource';

export interface OpenQuotations {
  quotations: Quotation[];
  /** Category names by id; empty when the category list failed (the rows then say so). */
  categoryNames: Map<number, string>;
}

/** The open quotation requests, newest first, with their category names. */
export function useOpenQuotations() {
  return useResource<OpenQuotations>(async () => {
    const [quotations, categories] = await Promise.all([listQuotations(), getCategories().catch(() => [])]);
    return {
      quotations: quotations.filter((q) => q.status === 'open').sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      categoryNames: new Map(categories.map((c) => [c.id, c.name])),
    };
  });
}
