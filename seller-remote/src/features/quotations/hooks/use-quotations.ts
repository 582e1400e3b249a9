import { categoryQueries, quotationQueries, reportError, type Quotation } from '@craft/shared';
import { queryClient, useQuery } from '@craft/shared/query';

export interface OpenQuotations {
  quotations: Quotation[];
  /** Category names by id; empty when the category list failed (the rows then say so). */
  categoryNames: Map<number, string>;
}

/** The open quotation requests, newest first, with their category names. */
export function useOpenQuotations() {
  return useQuery({
    queryKey: [...quotationQueries.open().queryKey, 'with-categories'],
    queryFn: async (): Promise<OpenQuotations> => {
      const [quotations, categories] = await Promise.all([
        queryClient.fetchQuery(quotationQueries.open()),
        queryClient.fetchQuery(categoryQueries.list()).catch((error: unknown) => {
          reportError(error, { action: 'Loading the category names of quotations', app: 'seller' });
          return [];
        }),
      ]);
      return {
        quotations: quotations.filter((q) => q.status === 'open').sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
        categoryNames: new Map(categories.map((c) => [c.id, c.name])),
      };
    },
  });
}
