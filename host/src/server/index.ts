/**
 * The host's server build (@craft/platform webpack.cjs, defineServerConfig): the web server loads it and
 * calls renderPage for each server-rendered page. The import is the federation's async boundary:
 * the shared singletons (React, the router, @craft/shared, ...) are negotiated before any of them runs.
 */
import type { RenderRequest, RenderResult } from './render-page';

export type { RenderRequest, RenderResult };

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}
