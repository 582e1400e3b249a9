import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@craft/shared';
import { initialLanguage, setLanguage } from '@craft/shared/i18n';
import { preloadRemoteForPath } from './federation/preload-route';
import { initRemoteCatalog } from './federation/remote-catalog';
import { registerConfiguredRemotes } from './federation/remotes';
import { App } from './app/App';
import { configRequest } from './config-request';
// Registers the host's catalogues, loaded by setLanguage below.
import './texts';

async function start(): Promise<void> {
  // The page's language and its texts load alongside the runtime configuration (#18).
  const [config] = await Promise.all([loadRuntimeConfig(configRequest), setLanguage(initialLanguage())]);
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
