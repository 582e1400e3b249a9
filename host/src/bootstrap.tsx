import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@craft/shared';
import { preloadRemoteForPath } from './federation/preload-route';
import { registerConfiguredRemotes } from './federation/remotes';
import { App } from './app/App';
import { configRequest } from './config-request';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig(configRequest);
  registerConfiguredRemotes(config);
  preloadRemoteForPath(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}

void start();
