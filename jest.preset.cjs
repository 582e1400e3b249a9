/** Jest settings shared by the frontend workspaces (jsdom, ts-jest, Testing Library). */
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  // jsdom plus Node's fetch classes and streams, which Mock Service Worker needs (see the file).
  testEnvironment: path.join(__dirname, 'shared/src/testing/jsdom-environment.cjs'),
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
    // msw's dependencies that ship ES modules only (jest on Node 20 cannot require them).
    // Message catalogues, compiled as the build compiles them.
    '[\\\\/]locales[\\\\/][a-z]{2}\\.json$': path.join(__dirname, 'scripts/i18n/jest-transform.cjs'),
    '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true }, diagnostics: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
  moduleNameMapper: {
    // axios' browser ESM build is not loadable by jest; its CommonJS build is the same client.
    '^axios$': require.resolve('axios/dist/node/axios.cjs'),
    '^@craft/shared$': path.join(__dirname, 'shared/src/index.ts'),
    '^@craft/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
    '\\.(png|jpe?g|svg|webp)$': path.join(__dirname, 'shared/src/testing/file-stub.ts'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'shared/src/testing/setup-tests.ts')],
  testMatch: ['**/*.test.ts?(x)'],
  // A loaded 2-core CI machine renders slowly; the async queries wait up to 5 s (setup-tests.ts).
  testTimeout: 15_000,
});
