/**
 * A TypeScript transformer (ts-loader `getCustomTransformers`) that gives every styled component a
 * fixed id: `styled.div`...`` becomes `styled.div.withConfig({ componentId: "sc-<hash>" })`...``,
 * the hash taken from the file's path below `root` (the folder that holds the app's folder, so
 * `buyer-remote/src/...` and `shared/src/...` hash alike in this repository and in a team's own
 * checkout) and the component's place in it.
 *
 * Why: pages rendered on the server are hydrated in the browser, and styled-components
 * otherwise numbers its components in the order their modules ran, which differs between the
 * server bundle and the browser's lazily loaded chunks; the class names of the server's HTML would
 * then not be the browser's.
 */
const path = require('node:path');
const crypto = require('node:crypto');
const ts = require('typescript');

/** The identifier a styled tag starts from: `styled` in styled.div, styled(X), styled.div.attrs(...). */
function rootIdentifier(node) {
  let current = node;
  for (;;) {
    if (ts.isPropertyAccessExpression(current)) current = current.expression;
    else if (ts.isCallExpression(current)) current = current.expression;
    else break;
  }
  return ts.isIdentifier(current) ? current.text : undefined;
}

/** The local name `styled-components`' default export is imported as in this file, if any. */
function styledImportName(sourceFile) {
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== 'styled-components') continue;
    const name = statement.importClause?.name;
    if (name) return name.text;
  }
  return undefined;
}

const isStyledTag = (tag, styledName) => {
  if (rootIdentifier(tag) !== styledName) return false;
  // styled.div, styled(X), and either followed by .attrs(...); not css``/keyframes`` or other calls.
  if (ts.isPropertyAccessExpression(tag)) return ts.isIdentifier(tag.expression) || ts.isCallExpression(tag.expression);
  if (ts.isCallExpression(tag)) {
    const callee = tag.expression;
    if (ts.isIdentifier(callee)) return true;
    return ts.isPropertyAccessExpression(callee) && callee.name.text === 'attrs';
  }
  return false;
};

// Ids handed out in this build process, to fail the build on the (unlikely) clash of two hashes.
const owners = new Map();

/** @param {string} root the folder file paths are taken relative to */
module.exports = function styledComponentIds(root) {
  return (context) => (sourceFile) => {
    const styledName = styledImportName(sourceFile);
    if (!styledName) return sourceFile;
    const relative = path.relative(root, sourceFile.fileName).split(path.sep).join('/');
    let ordinal = 0;
    const { factory } = context;
    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node) && isStyledTag(node.tag, styledName)) {
        ordinal += 1;
        const hash = crypto.createHash('sha1').update(`${relative}:${ordinal}`).digest('base64url').replace(/[-_]/g, '').slice(0, 5);
        const owner = `${relative}:${ordinal}`;
        if ((owners.get(hash) ?? owner) !== owner) throw new Error(`styled-component id sc-${hash} of ${owner} clashes with ${owners.get(hash)}`);
        owners.set(hash, owner);
        const tag = factory.createCallExpression(
          factory.createPropertyAccessExpression(ts.visitNode(node.tag, visit), 'withConfig'),
          undefined,
          [factory.createObjectLiteralExpression([factory.createPropertyAssignment('componentId', factory.createStringLiteral(`sc-${hash}`))])],
        );
        return factory.updateTaggedTemplateExpression(node, tag, node.typeArguments, ts.visitNode(node.template, visit));
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
};
