import { defineConfig } from 'tsup';

/**
 * `npm run build -w web` -> web/dist: plain JavaScript that `node` runs, so nothing at run time
 * needs tsx. @craft/shared (TypeScript source, no build of its own: the remote contract's rules) is
 * bundled; every other dependency stays in node_modules.
 */
export default defineConfig({
  entry: {
    // The library `npm start`, the browser tests and the benches start the web server from.
    'server/web-server': 'src/server/web-server.ts',
    // The web server alone (npm start -w web), for a host that runs the API elsewhere.
    main: 'src/main.ts',
    'cli/remote': 'src/cli/remote.ts',
    'deploy-config/render-config': 'src/deploy-config/render-config.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: ['@craft/shared'],
  splitting: true,
  sourcemap: true,
  clean: true,
  dts: false,
  shims: false,
});
