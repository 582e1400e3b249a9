/** webpack loader for `src/locales/*.json`: the compiled catalogue as an ES module (see compile-catalog.cjs). */
const { compileCatalog } = require('./compile-catalog.cjs');

module.exports = function catalogLoader(source) {
  return `export default ${JSON.stringify(compileCatalog(source, this.resourcePath))};`;
};
