const { defineConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  defineConfig({
    name: 'seller_remote',
    dir: __dirname,
    port: 3002,
    exposes: { './routes': './src/routes/index.ts' },
    mode: argv.mode ?? 'production',
  });
