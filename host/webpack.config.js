const { defineConfig, defineServerConfig } = require('@craft/platform/webpack');

/** The browser build; production adds the server renderer (dist-server/). */
module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const browser = defineConfig({ name: 'host', dir: __dirname, port: 3000, isHost: true, mode });
  return mode === 'production' ? [browser, defineServerConfig({ name: 'host', dir: __dirname, isHost: true, mode })] : browser;
};
