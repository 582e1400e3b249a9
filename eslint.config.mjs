// One lint for every workspace, run by `npm test` (npm run lint). Type-aware rules are limited to
// the promise rules: they catch real bugs (an unhandled rejection, an async onClick) and the full
// type-checked preset would double the lint time for style findings tsc already covers.
import fs from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apps = ['host', 'buyer-remote', 'seller-remote', 'admin-remote'];

/**
 * Sources whose visible texts must come from the catalogues: one line per folder. The apps
 * join once their screens are converted.
 */
const catalogueOnlySources = [
  'shared/src',
  'host/src',
  'buyer-remote/src',
  'seller-remote/src',
  'admin-remote/src',
];

/**
 * One-way imports inside an app, in the style of bulletproof-react: app → features → shared code
 * of the app (lib, components, hooks, config) → @craft/shared. A feature never imports another
 * feature; shared code of the app never imports a feature or the app shell.
 */
function appZones(app) {
  const src = `./${app}/src`;
  const features = fs.readdirSync(new URL(`${src}/features`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature must not import another feature; move what both need to lib/ or @craft/shared.',
    })),
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'A feature must not import the app shell; the app composes features, not the other way round.',
    },
    ...['lib', 'components', 'hooks', 'config'].map((layer) => ({
      target: `${src}/${layer}`,
      from: [`${src}/features`, `${src}/app`],
      message: `${layer}/ is shared by the app's features and must not depend on one of them.`,
    })),
  ];
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/coverage/**', '.variant-*/**', 'api/.generated-client-*/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // Build configs written in TypeScript sit outside every tsconfig's include.
        projectService: { allowDefaultProject: ['api/tsup.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings let the import rules read .ts/.tsx modules (by default they parse
      // only .js, so no-cycle would follow no import at all); resolution stays Node's.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's describe/it return promises the runner itself awaits.
        // react-router's navigate() returns a promise only for data-router navigations with
        // loaders, which this app does not use; nothing is there to await or catch.
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] },
            { from: 'package', package: 'react-router', name: 'NavigateFunction' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('./x')` stays allowed: it names a lazily loaded module's type without loading it.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      // A cycle makes load order decide what a module sees (undefined at import time, broken
      // chunks under Module Federation); a type-only import cannot cause one and is not counted.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apps.flatMap(appZones),
            // Remotes deploy alone: they never reach into the host or into each other.
            { target: './buyer-remote/src', from: ['./host/src', './seller-remote/src', './admin-remote/src'], message: 'A remote must not import the host or another remote; share through @craft/shared.' },
            { target: './seller-remote/src', from: ['./host/src', './buyer-remote/src', './admin-remote/src'], message: 'A remote must not import the host or another remote; share through @craft/shared.' },
            { target: './admin-remote/src', from: ['./host/src', './buyer-remote/src', './seller-remote/src'], message: 'A remote must not import the host or another remote; share through @craft/shared.' },
            {
              // All of host/src but testing/: host tests run on the remotes' real manifests and
              // paths, which production gets from /config.json.
              target: ['./host/src/!(testing)/**/*', './host/src/*'],
              from: ['./buyer-remote/src', './seller-remote/src', './admin-remote/src'],
              message: 'The host loads remotes through Module Federation only, never by import.',
            },
            { target: './shared/src', from: ['./host', './buyer-remote', './seller-remote', './admin-remote', './api', './web'], message: '@craft/shared depends on no app.' },
            { target: './api/src', from: './shared/src', message: 'The API imports @craft/shared through its package exports, not its files.' },
            { target: './web/src', from: './shared/src', message: 'The web tier imports @craft/shared through its package exports, not its files.' },
            {
              // Its tests check robots.txt against the remotes' real route declarations.
              target: './web/src/**/!(*.test).ts',
              from: ['./host', './buyer-remote', './seller-remote', './admin-remote', './api'],
              message: 'The web tier serves the apps and proxies the API; it reads them through /config.json and HTTP, never by import.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{host,buyer-remote,seller-remote,admin-remote,shared}/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['{host,buyer-remote,seller-remote,admin-remote,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No literal visible string in JSX: text children and the props a user reads or hears
    // (aria-label, title, placeholder, alt, label) come from a catalogue. Strings without a letter
    // (" · ", "–", "€", digits) are punctuation, not words to translate. Tests and test kits are
    // free to write what they assert.
    files: catalogueOnlySources.map((dir) => `${dir}/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'title', 'placeholder', 'alt', 'label'] },
          words: { exclude: [/^[^\p{L}]*$/u] },
          // Catalogue look-ups: t('id') (and its short siblings tp, jt), sharedText('common.loading'), useSellerTexts('offers').
          callees: { exclude: ['[a-z]{1,2}', '[a-z][A-Za-z]*Text', 'use[A-Za-z]*Texts'] },
          'should-validate-template': true,
          message: 'A visible text must come from a catalogue, not a literal',
        },
      ],
    },
  },
  {
    files: ['e2e/bench/**/*.mjs'],
    // page.evaluate callbacks run in the browser.
    languageOptions: { globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly', PerformanceObserver: 'readonly' } },
  },
  {
    // Plain JavaScript (build scripts, configs, benches) runs in Node and is not type-checked.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', fetch: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable', AbortController: 'readonly', AbortSignal: 'readonly', __filename: 'readonly', performance: 'readonly', structuredClone: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
