import { getCategories, type Category } from '@craft/shared';
import { useResource } from '../../../lib/use-resource';

/** Categories for the picker; a failure leaves the default category and shows the spec's text. */
export function useCategories() {
  return useResource<Category[]>(getCategories);
}
