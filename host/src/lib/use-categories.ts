import { getCategories, type Category } from '@craft/shared';
import { useResource, type Resource } from './use-resource';

/** GET /categories for the landing, home, menu and results pages. */
export function useCategories(): Resource<Category[]> {
  return useResource(getCategories, 'categories');
}
