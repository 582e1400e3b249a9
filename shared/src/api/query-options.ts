import type { queryOptions as tanstackQueryOptions } from '@tanstack/react-query';

/**
 * TanStack Query's `queryOptions` (it returns its argument; the types tag the key with the data
 * type), without importing the library at run time: a page that only needs the API functions does
 * not load TanStack Query through @craft/shared.
 */
export const queryOptions = ((options: unknown) => options) as typeof tanstackQueryOptions;
