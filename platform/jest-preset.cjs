/**
 * Jest settings shared by the frontend apps (jsdom, ts-jest, Testing Library), from
 * @craft/platform. `@craft/shared` is taken as the app at `dir` has it: this repository's sources
 * (its workspace folder holds src/), or the built package a team installed from the registry.
 */
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} dir the app's folder (__dirname of its jest.config.cjs) */
module.exports = (dir) => {
  const sharedRoot = path.dirname(require.resolve('@craft/shared/package.json', { paths: [dir] }));
  const fromSources = fs.existsSync(path.join(sharedRoot, 'src', 'index.ts'));
  // Sources: src/<x>.ts(x); the built package: <x>.js beside its package.json.
  const shared = (rel) => (fromSources ? path.join(sharedRoot, 'src', rel) : path.join(sharedRoot, rel.replace(/\.tsx?$/, '.js')));
  return {
    rootDir: dir,
    // jsdom plus Node's fetch classes and streams, which Mock Service Worker needs (see the file).
    testEnvironment: path.join(__dirname, 'jest/jsdom-environment.cjs'),
    // jsdom's default 'browser' condition resolves `msw/node` to nothing (msw ships it for Node
    // only); without it packages load their Node/CommonJS builds, which is what jest runs anyway.
    testEnvironmentOptions: { customExportConditions: [''] },
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node',
            esModuleInterop: true,
            isolatedModules: true,
          },
          diagnostics: false,
        },
      ],
      // Message catalogues, compiled as the build compiles them.
      '[\\\\/]locales[\\\\/][a-z]{2}\\.json$': path.join(__dirname, 'loaders/jest-transform.cjs'),
      // ES-module-only JavaScript (the built @craft/shared; msw's dependencies) as CommonJS for jest.
      '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true }, diagnostics: false }],
    },
    // msw's dependencies ship ES modules only (jest on Node 20 cannot require them), and so does
    // the built @craft/shared.
    transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@craft/shared)/)'],
    moduleNameMapper: {
      // axios' browser ESM build is not loadable by jest; its CommonJS build is the same client.
      '^axios$': require.resolve('axios/dist/node/axios.cjs', { paths: [dir] }),
      // The exports map names what the app may import; jest gets the files directly.
      '^@craft/shared$': shared('index.ts'),
      '^@craft/shared/(.*)$': fromSources ? path.join(sharedRoot, 'src', '$1') : path.join(sharedRoot, '$1'),
      '\\.(png|jpe?g|svg|webp)$': shared('testing/file-stub.ts'),
    },
    setupFilesAfterEnv: [shared('testing/setup-tests.ts')],
    testMatch: ['**/*.test.ts?(x)'],
    // A loaded 2-core CI machine renders slowly; the async queries wait up to 5 s (setup-tests.ts).
    testTimeout: 15_000,
  };
};
