// @ts-check
// Jest transform for content files (*.yaml, *.md): the same module the Turbopack loader gives the
// site, built by the same code (lib/content/parse.ts, which Jest compiles like any source file).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const parser = path.join(root, 'lib/content/parse.ts');
const values = path.join(root, 'lib/content/site-values.ts');

module.exports = {
  /** @param {string} source @param {string} filename */
  process(source, filename) {
    const file = path.relative(root, filename).split(path.sep).join('/');
    return {
      // site.yaml is read when the test runs, not cached with this file: {orari} follows it.
      code: `const { loadContent } = require(${JSON.stringify(parser)});\nconst { siteValues } = require(${JSON.stringify(values)});\nexports.__esModule = true;\nexports.default = loadContent(${JSON.stringify(file)}, ${JSON.stringify(source)}, siteValues());\n`,
    };
  },
};
