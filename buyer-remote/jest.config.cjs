const preset = require('@craft/platform/jest-preset')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
