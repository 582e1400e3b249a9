import { searchQuerySchema } from '@craft/shared/schemas';

/** GET /services/search: the shared schema (the results page keeps the same parameters in its URL). */
export const searchQuery = searchQuerySchema;
