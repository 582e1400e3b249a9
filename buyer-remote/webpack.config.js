const { defineConfig } = require('../webpack.common');

module.exports = (_env, argv) =>
  defineConfig({
    name: 'buyer_remote',
    dir: __dirname,
    port: 3001,
    remote: 'buyer',
    exposes: { './register': './src/app/register.tsx' },
    mode: argv.mode ?? 'production',
  });
