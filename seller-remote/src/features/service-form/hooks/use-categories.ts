import { categoryQueries } from '@craft/shared';
import { useQuery } from '@craft/shared/query';

/** Categories for the picker; a failure leaves the default category and shows the spec's text. */
export function useCategories() {
  return useQuery(categoryQueries.list());
}
