import type { Category } from '@craft/shared';

/** The spec's result tabs come first, in this order; the other categories follow as the API lists them. */
const FIRST = ['painter', 'drywall', 'surface treatment'];

export function orderCategoryTabs(categories: readonly Category[]): Category[] {
  const rank = (category: Category) => {
    const index = FIRST.indexOf(category.name.trim().toLowerCase());
    return index === -1 ? FIRST.length : index;
  };
  // Array.prototype.sort is stable, so equal ranks keep the API's order.
  return [...categories].sort((a, b) => rank(a) - rank(b));
}
