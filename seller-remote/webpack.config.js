const { defineConfig } = require('@craft/platform/webpack');
const { seller } = require('@craft/shared/contracts/remotes.json');

module.exports = (_env, argv) =>
  defineConfig({
    name: seller.container,
    dir: __dirname,
    port: 3002,
    remote: 'seller',
    exposes: { './register': './src/app/register.ts' },
    mode: argv.mode ?? 'production',
  });
