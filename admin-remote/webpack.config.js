const { defineConfig } = require('@craft/platform/webpack');
const { admin } = require('@craft/shared/contracts/remotes.json');

module.exports = (_env, argv) =>
  defineConfig({
    name: admin.container,
    dir: __dirname,
    port: 3003,
    remote: 'admin',
    exposes: { './register': './src/app/register.ts' },
    mode: argv.mode ?? 'production',
  });
