import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { errorStatus, onApiRequest, setErrorReporter, setRenderConfig, type RemoteName, type RuntimeConfig } from '@craft/shared';
import { I18nProvider, startServerLanguage, type I18n, type Language } from '@craft/shared/i18n';
import { activeQueryClient, fetchRequestedQueries, takeServerQueries } from '@craft/shared/query';
import { createRequestScope, setRequestScopeResolver, type RequestScope } from '@craft/shared/request-scope';
import { AppFrame, RoutedContent } from '../app/App';
import { remotePageForPath } from '../federation/preload-route';
import { initRemoteCatalog } from '../federation/remote-catalog';
import { loadRemotePage, prefetchRemotePage, registerServerRemotes } from '../federation/remotes';
import { collectServerRequests, fetchServerRequests, takeServerAnswers } from '../lib/server-data';
import { requestHostReads } from './host-reads';
import type { ServerState } from '../lib/server-state';
// Registers the host's catalogues, loaded by setLanguage below.
import '../texts';

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  language: Language;
  /** The run-time config the browser gets from /config.json. */
  config: RuntimeConfig;
  /** The site's public origin, for canonical URLs and JSON-LD (PUBLIC_BASE_URL; never the request's Host: pages are cached). */
  siteOrigin: string;
  /** Where the server's own reads go: the web server's /api, over loopback (which names the public address to the API). */
  apiUrl: string;
  /** Sent with those reads; nothing of the visitor's request goes here, as the page is cached for everyone. */
  apiHeaders: Record<string, string>;
  /** Each remote's server build: the absolute URL of its remoteEntry.js (from the live registry). */
  serverRemotes: Partial<Record<RemoteName, string>>;
}

export interface RenderResult {
  status: 200 | 404;
  /** The page's markup, for <div id="root">. */
  html: string;
  /** <title>, <meta> and <link> the page asked for, and the styles of its components, for <head>. */
  head: string;
  /** What the browser restores before it hydrates (ServerState). */
  state: ServerState;
  /**
   * False when the page shows less than it should: a read failed (not a missing record) or a
   * remote's unavailable notice is on it. Such a page is sent, but never cached.
   */
  complete: boolean;
  /** How many times the page was rendered: 1 when everything it reads was fetched before (prefetched or none). */
  renders: number;
}

/** Gives up on a page that takes longer than this (the web server then sends the browser-rendered shell). */
const RENDER_TIMEOUT_MS = 5_000;
/** Dependent reads (a page that needs one answer to ask the next) are followed this deep. */
const MAX_DATA_ROUNDS = 3;

// One line per failure in the web server's log; a page asked for a record that does not exist
// (a 404 page, often a crawler following an old link) is no failure.
setErrorReporter((error, context) => {
  if (errorStatus(error) === 404) return;
  console.warn(`Server rendering: ${context.action} failed: ${error instanceof Error ? error.message : String(error)}`);
});

/**
 * Each render's own state (language, run-time config, query cache, the host's reads, the API
 * headers), found through the async context the render runs in, so renders can run side by side:
 * code that asks @craft/shared/request-scope gets the scope of the render it works for.
 */
const renders = new AsyncLocalStorage<RequestScope>();
setRequestScopeResolver(() => renders.getStore());

const API_HEADERS = 'host.api-headers';
onApiRequest((config) => {
  const headers = renders.getStore()?.values.get(API_HEADERS) as Record<string, string> | undefined;
  for (const [name, value] of Object.entries(headers ?? {})) config.headers.set(name, value);
  return config;
});

/** Renders `element` to HTML once everything in it has loaded (lazy pages, catalogues). */
function renderToHtml(element: ReactElement): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rendered = new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    // Cleared when the page is done: many renders a second must not leave a timer each behind.
    timer = setTimeout(() => {
      stream.abort();
      reject(new Error('Server rendering timed out'));
    }, RENDER_TIMEOUT_MS);
  });
  return rendered.finally(() => clearTimeout(timer));
}

/** React puts the page's <title>, <meta> and <link> first when it does not render <head> itself. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

function splitHead(html: string): { head: string; body: string } {
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/** The page, with the render's own query client and Lingui instance in context. */
const page = (url: string, client: QueryClient, i18n: I18n) => (
  <QueryClientProvider client={client}>
    <I18nProvider value={i18n}>
      <AppFrame>
        <StaticRouter location={url}>
          <RoutedContent />
        </StaticRouter>
      </AppFrame>
    </I18nProvider>
  </QueryClientProvider>
);

async function render(request: RenderRequest, scope: RequestScope): Promise<RenderResult> {
  setRenderConfig({ ...request.config, apiUrl: request.apiUrl, siteOrigin: request.siteOrigin });
  scope.values.set(API_HEADERS, request.apiHeaders);
  const catalog = initRemoteCatalog(request.config);
  registerServerRemotes(
    catalog
      .filter((remote) => remote.compatible && request.serverRemotes[remote.name])
      .map((remote) => ({ name: remote.name, entry: request.serverRemotes[remote.name] as string })),
  );
  const pathname = new URL(request.url, 'http://server').pathname;
  const remotePage = remotePageForPath(pathname);
  // The page's chunk and the reads it declares travel side by side, so its first render has its data.
  if (remotePage)
    await Promise.all([loadRemotePage(remotePage.remote, remotePage.routeId), prefetchRemotePage(remotePage.remote, remotePage.routeId, remotePage.params)]);
  // After the remote's page: its catalogue is registered by then, and loads with the others.
  const i18n = await startServerLanguage(request.language);
  const client = activeQueryClient();
  // The host's own pages ask for their reads before the first render as well.
  collectServerRequests();
  requestHostReads(request.url);
  await fetchServerRequests();

  // Render, fetch what the page asked for, and again until a render asks for nothing new: that
  // render is the page (a page whose reads were prefetched, or without any, renders once; one that
  // discovers its reads while rendering, twice or more).
  for (let round = 1; ; round += 1) {
    collectServerRequests();
    const sheet = new ServerStyleSheet();
    try {
      const html = await renderToHtml(sheet.collectStyles(page(request.url, client, i18n)));
      const fetched = (await Promise.all([fetchServerRequests(), fetchRequestedQueries()])).reduce((a, b) => a + b, 0);
      if (fetched > 0 && round < MAX_DATA_ROUNDS) continue;
      const { head, body } = splitHead(html);
      const queries = takeServerQueries();
      const { answers, failed } = takeServerAnswers();
      return {
        status: queries.notFound ? 404 : 200,
        html: body,
        head: head + sheet.getStyleTags(),
        state: { language: request.language, answers, failed, queries: queries.state, failedQueries: queries.failures },
        complete: !queries.failed && !scope.incomplete,
        renders: round,
      };
    } finally {
      sheet.seal();
    }
  }
}

/**
 * Renders a page in a scope of its own: any number may run at once (the web server bounds how many,
 * web/src/ssr/render-route.ts), each with its own language, config and data.
 */
export function renderPage(request: RenderRequest): Promise<RenderResult> {
  const scope = createRequestScope();
  return renders.run(scope, () => render(request, scope));
}
