module.exports = require('@craft/platform/jest-preset')(__dirname);
