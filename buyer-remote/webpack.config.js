const { defineConfig, defineServerConfig } = require('@craft/platform/webpack');

const name = require('@craft/shared/contracts/remotes.json').buyer.container;
const exposes = { './register': './src/app/register.tsx' };

/** The browser build; production adds the server build (dist/server/) its public pages render from. */
module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const browser = defineConfig({ name, dir: __dirname, port: 3001, remote: 'buyer', exposes, mode });
  return mode === 'production' ? [browser, defineServerConfig({ name, dir: __dirname, exposes, mode })] : browser;
};
