import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authStore, hostPaths, loadRuntimeConfig, reportError } from '@craft/shared';
import { initialLanguage, isLanguage, setLanguage, type Language } from '@craft/shared/i18n';
import { preloadRemoteForPath, remotePageForPath } from './federation/preload-route';
import { initRemoteCatalog } from './federation/remote-catalog';
import { loadRemotePage, registerConfiguredRemotes } from './federation/remotes';
import { App } from './app/App';
import { configRequest } from './config-request';
import { nextTask } from './lib/next-task';
import { restoreServerAnswers } from './lib/server-data';
import { SERVER_STATE_ID, type ServerState } from './lib/server-state';
// Registers the host's catalogues, loaded by setLanguage below.
import './texts';

/** '/anmelden' is the login in German; a stored session speaks its profile's language; else the visitor's choice or browser's. */
function startLanguage(): Language {
  if (window.location.pathname === hostPaths.loginDe) return 'de';
  const profile = authStore.getSession().user?.locale;
  return isLanguage(profile) ? profile : initialLanguage();
}

/** The state a server-rendered page came with, or null for the browser-rendered shell. */
function serverState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch (error) {
    reportError(error, { action: 'Reading the server-rendered page state', app: 'host' });
    return null;
  }
}

/** The answers a server-rendered page was rendered from go back into the caches: no second fetch. */
async function restoreServerState(state: ServerState): Promise<void> {
  restoreServerAnswers(state.answers, state.failed);
  const failedQueries = state.failedQueries ?? [];
  if (state.queries.queries.length > 0 || failedQueries.length > 0) (await import('@craft/shared/query')).restoreServerQueries(state.queries, failedQueries);
}

/** Makes the server's HTML interactive; the remote page of this URL loads first, so the first render matches it. */
async function hydrate(container: HTMLElement): Promise<void> {
  const remotePage = remotePageForPath(window.location.pathname);
  // A failure shows in the page: RemoteRoute loads again and shows the unavailable notice.
  if (remotePage) await loadRemotePage(remotePage.remote, remotePage.routeId).catch(() => undefined);
  // In a transition, hydration runs in slices that yield to the browser (a plain hydrateRoot is one
  // long task that blocks input, counted by Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(container, <App />, {
      onRecoverableError: (error) => reportError(error, { action: 'Hydrating the server-rendered page', app: 'host' }),
    });
  });
}

async function start(): Promise<void> {
  // The host's modules were evaluated in this task; the page starts in the next.
  await nextTask();
  const state = serverState();
  const preferred = startLanguage();
  // The server renders every page as a visitor sees it. A visitor's page is hydrated. A signed-in
  // user's differs (navbar, welcome card, wishlist state): hydrating the visitor's version first
  // would shift the layout when theirs fills in, so theirs is rendered in the browser in one go,
  // over the server's paint, from the same answers.
  const hydrating = state !== null && !authStore.getSession().token;
  // The page's language and its texts load alongside the runtime configuration, before the
  // first paint (no English flash before a switch). A hydrated page keeps the language it was
  // rendered in until it is interactive.
  const [config] = await Promise.all([
    loadRuntimeConfig(configRequest),
    setLanguage(hydrating ? state.language : preferred),
    state ? restoreServerState(state) : undefined,
  ]);
  registerConfiguredRemotes(config, initRemoteCatalog(config));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (hydrating && container.firstElementChild) {
    await hydrate(container);
    // Rendered in another language than this visitor chose before (a choice from before the cookie).
    if (preferred !== state.language) void setLanguage(preferred);
    return;
  }
  preloadRemoteForPath(window.location.pathname);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of
  // one long task that blocks input while the first page is built.
  startTransition(() => root.render(<App />));
}

void start();
