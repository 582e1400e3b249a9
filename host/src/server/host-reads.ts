import { matchPath } from 'react-router-dom';
import { categoryQueries, hostPaths, serviceQueries } from '@craft/shared';
import { RESULTS_PAGE_SIZE, readResultsUrl, searchParamsOf } from '../features/search/lib/results-url';
import { lightQueryFetch, lightQueryKey, type LightQueryOptions } from '../hooks/use-light-query';
import { requestOnServer } from '../lib/server-data';

/**
 * What the host's own server-rendered pages read, by path: the same query options as the pages'
 * useLightQuery calls, asked for before the first render so the page renders once with its data.
 * A read missing here is still found by the render (one more pass); one that differs is harmless.
 */
const HOST_READS: readonly (readonly [path: string, reads: (search: URLSearchParams) => LightQueryOptions<unknown>[]])[] = [
  [hostPaths.root, () => [categoryQueries.list()]],
  [hostPaths.results, (search) => [categoryQueries.list(), serviceQueries.find(searchParamsOf(readResultsUrl(search), RESULTS_PAGE_SIZE))]],
];

/** Asks for the reads of the host page at `url` (path and query); the render's server-data fetches them. */
export function requestHostReads(url: string): void {
  const { pathname, searchParams } = new URL(url, 'http://server');
  const entry = HOST_READS.find(([path]) => matchPath(path, pathname));
  for (const options of entry?.[1](searchParams) ?? []) requestOnServer(lightQueryKey(options), lightQueryFetch(options));
}
