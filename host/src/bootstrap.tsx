import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore, hostPaths, loadRuntimeConfig } from '@craft/shared';
import { initialLanguage, isLanguage, setLanguage, type Language } from '@craft/shared/i18n';
import { preloadRemoteForPath } from './federation/preload-route';
import { initRemoteCatalog } from './federation/remote-catalog';
import { registerConfiguredRemotes } from './federation/remotes';
import { App } from './app/App';
import { configRequest } from './config-request';
// Registers the host's catalogues, loaded by setLanguage below.
import './texts';

/** '/anmelden' is the login in German; a stored session speaks its profile's language; else the visitor's choice or browser's. */
function startLanguage(): Language {
  if (window.location.pathname === hostPaths.loginDe) return 'de';
  const profile = authStore.getSession().user?.locale;
  return isLanguage(profile) ? profile : initialLanguage();
}

async function start(): Promise<void> {
  // The page's language and its texts load alongside the runtime configuration (#18), before the
  // first paint (no English flash before a switch).
  const [config] = await Promise.all([loadRuntimeConfig(configRequest), setLanguage(startLanguage())]);
  registerConfiguredRemotes(config, initRemoteCatalog(config));
  preloadRemoteForPath(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of
  // one long task that blocks input while the first page is built.
  startTransition(() => root.render(<App />));
}

void start();
