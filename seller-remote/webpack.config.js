const { defineConfig } = require('../webpack.common');

const CATALOGUE = /[\\/]locales[\\/][a-z]{2}\.json$/;
const MANIFEST = /[\\/]src[\\/]app[\\/]manifest\.ts$/;

/**
 * The manifest (src/app/manifest.ts) takes its entry labels from the raw catalogues (#18). Imported
 * from there, a catalogue is plain JSON cut down to its `entries` section; everywhere else it is the
 * compiled catalogue, one chunk per language. Without this, both whole catalogues would ride in the
 * register chunk on every seller page, and the manifest would read compiled messages.
 */
function rawCataloguesForManifest(config) {
  const rules = config.module.rules.map((rule) =>
    rule.test instanceof RegExp && rule.test.source === CATALOGUE.source ? { ...rule, issuer: { not: MANIFEST } } : rule,
  );
  rules.push({ test: CATALOGUE, issuer: MANIFEST, type: 'json', parser: { parse: (source) => ({ entries: JSON.parse(source).entries }) } });
  return { ...config, module: { ...config.module, rules } };
}

module.exports = (_env, argv) =>
  rawCataloguesForManifest(
    defineConfig({
      name: 'seller_remote',
      dir: __dirname,
      port: 3002,
      remote: 'seller',
      exposes: { './register': './src/app/register.ts' },
      mode: argv.mode ?? 'production',
    }),
  );
