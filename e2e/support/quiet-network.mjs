/**
 * Waits until the page has loaded and no request has finished for `quietMs`: Playwright's
 * 'networkidle' minus the live stream. A signed-in page keeps GET /live open as long as it is
 * shown, so 'networkidle' (no request in flight) would never come. Finished requests are read from
 * the page's resource timing, which a stream that never ends does not enter.
 *
 * @param {import('@playwright/test').Page} page
 * @param {number} [quietMs]
 * @param {number} [timeout]
 * @returns {Promise<void>}
 */
export async function waitForQuietNetwork(page, quietMs = 500, timeout = 30_000) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    (quiet) => {
      // Runs in the page: globalThis is its window.
      const state = (globalThis.__quietNetwork ??= { count: -1, since: 0 });
      const count = performance.getEntriesByType('resource').length;
      const now = performance.now();
      if (count !== state.count) {
        state.count = count;
        state.since = now;
        return false;
      }
      return now - state.since >= quiet;
    },
    quietMs,
    { polling: 100, timeout },
  );
}
