// @ts-check
// Jest has no import.meta.glob, which the content modules use to read a collection's folder
// (content/recipes.ts: `import.meta.glob('./recipes/*.yaml', { eager: true })`). This transformer
// writes each such call out as the object Turbopack builds, with one require() per file found
// now, then hands the source to Next.js's own SWC transformer. The folder's file list is part
// of the cache key, so adding a file is seen by the next run.
const { createHash } = require('node:crypto');
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { createTransformer: createSwcTransformer } = require('next/dist/build/swc/jest-transformer');

const GLOB = /import\.meta\.glob\(\s*(['"])(\.\.?\/[^'"*]+)\/\*(\.[a-z]+)\1\s*,\s*\{\s*eager:\s*true\s*\}\s*\)/g;

/** @param {string} source @param {string} filename */
function expandGlobs(source, filename) {
  if (!source.includes('import.meta.glob')) return source;
  const expanded = source.replace(GLOB, (_, _quote, folder, extension) => {
    const directory = path.join(path.dirname(filename), folder);
    const files = existsSync(directory)
      ? readdirSync(directory)
          .filter((name) => name.endsWith(extension))
          .sort()
      : [];
    const entries = files.map(
      (name) => `${JSON.stringify(`${folder}/${name}`)}: require(${JSON.stringify(`${folder}/${name}`)})`,
    );
    return `({ ${entries.join(', ')} })`;
  });
  if (expanded.includes('import.meta.glob')) {
    throw new Error(
      `${filename}: only import.meta.glob('./folder/*.ext', { eager: true }) is supported in tests (scripts/content/jest-glob-transformer.cjs).`,
    );
  }
  return expanded;
}

module.exports = {
  /** @param {any} options */
  createTransformer(options) {
    const swc = createSwcTransformer(options);
    return {
      /** @param {string} source @param {string} filename @param {any} jestOptions */
      process(source, filename, jestOptions) {
        return swc.process(expandGlobs(source, filename), filename, jestOptions);
      },
      /** @param {string} source @param {string} filename @param {any} jestOptions */
      getCacheKey(source, filename, jestOptions) {
        return createHash('sha1')
          .update(expandGlobs(source, filename))
          .update(filename)
          .update(jestOptions.configString)
          .update(JSON.stringify(options ?? {}))
          .digest('hex');
      },
    };
  },
};
