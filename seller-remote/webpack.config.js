const { defineConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  defineConfig({
    name: 'seller_remote',
    dir: __dirname,
    port: 3002,
    remote: 'seller',
    exposes: { './register': './src/app/register.ts' },
    mode: argv.mode ?? 'production',
  });
