// @ts-check
// Loads the TypeScript content library (lib/content/*.ts) in plain Node: the Turbopack loader,
// `npm run check:content`, the editing page and the build scripts share it with the tests.
const path = require('node:path');
const { createJiti } = require('jiti');

const root = path.resolve(__dirname, '../..');
const jiti = createJiti(__filename, { alias: { '@/': `${root}/` } });

/**
 * @param {string} file a module under the project root, e.g. 'lib/content/check.ts'
 * @returns {Promise<any>}
 */
function importLib(file) {
  return jiti.import(path.join(root, file));
}

module.exports = { importLib, root };
