const { defineConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  defineConfig({
    name: 'buyer_remote',
    dir: __dirname,
    port: 3001,
    exposes: { './routes': './src/routes/index.ts' },
    mode: argv.mode ?? 'production',
  });
