/**
 * jest transform for `src/locales/*.json`: the same compiled catalogue the build ships. jest parses
 * a transformed .json file as JSON, so the module object is written as JSON.
 */
const { compileCatalog } = require('./compile-catalog.cjs');

module.exports = {
  process(source, file) {
    return { code: JSON.stringify({ __esModule: true, default: compileCatalog(source, file) }) };
  },
};
