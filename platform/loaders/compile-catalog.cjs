/**
 * A message catalogue (`src/locales/<language>.json`: nested sections of ICU MessageFormat
 * strings) compiled for Lingui: keys flattened to dotted ids, each message parsed once at build
 * time, so the page ships no message parser.
 */
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

function flatten(node, prefix, out, file) {
  for (const [key, value] of Object.entries(node)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      try {
        out[id] = compileMessageOrThrow(value);
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`);
      }
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      flatten(value, id, out, file);
    } else {
      throw new Error(`${file}: "${id}" must be a message (string) or a section (object)`);
    }
  }
  return out;
}

/** @param {string} source JSON text @param {string} file for error messages */
function compileCatalog(source, file) {
  return flatten(JSON.parse(source), '', {}, file);
}

module.exports = { compileCatalog, flatten };
