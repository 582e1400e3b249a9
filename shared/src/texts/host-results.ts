/**
 * Texts of the results screen (/results, #16), imported from '@craft/shared/texts/host-results'
 * by its lazily loaded chunk only: hostTexts ships in the shared singleton on the landing page,
 * whose script budget (150 KB compressed) the filters' words must not grow.
 */
export const hostResultsTexts = {
  title: 'Result',
  all: 'All',
  tabsLabel: 'Categories',
  count: (total: number) => `${total} ${total === 1 ? 'service' : 'services'} found`,
  none: 'No services found',
  noneBody: 'Try another word or look through all categories.',
  browseCategories: 'Browse all categories',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagination: 'Result pages',
  // #16: filters, postcode distance and sorting; everything stays in the URL.
  filters: 'Filter results',
  postcode: 'Your postcode',
  postcodeHint: '5 digits; shows craftsmen who work there, nearest first',
  radius: 'Distance',
  anyDistance: 'Any distance',
  radiusOption: (km: number) => `up to ${km} km`,
  minPrice: 'Price from (€)',
  maxPrice: 'Price up to (€)',
  sort: 'Sort by',
  sorts: { relevance: 'Best match', distance: 'Nearest first', price_asc: 'Price: low to high', price_desc: 'Price: high to low', newest: 'Newest first' },
  apply: 'Show results',
  clear: 'Clear filters',
  distance: (km: number) => `${km.toLocaleString('en', { maximumFractionDigits: 1 })} km away`,
  failed: 'The results could not be loaded. Please try again.',
  retry: 'Try again',
  };
