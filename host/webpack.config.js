const { defineConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  defineConfig({ name: 'host', dir: __dirname, port: 3000, isHost: true, mode: argv.mode ?? 'production' });
