// @ts-check
// Turbopack loader for content/**/*.yaml and content/**/*.md (see next.config.mjs): a content file
// becomes a module whose default export is its data. In `next dev` it also runs the content check
// on the file; a mistake becomes a module that throws the Italian message when a page uses it.
// (Not a build error: Next.js answers every page with a build error while one exists anywhere,
// and the message should stop only the pages that use the file.) Editing the file refreshes them.
// `next build` runs the whole check before it starts (npm run build), so here it only reads.
const path = require('node:path');
const { importLib, root } = require('./load-lib.cjs');

/** @type {Promise<{ parse: any; check: any; values: any }> | undefined} */
let library;

function load() {
  library ??= Promise.all([
    importLib('lib/content/parse.ts'),
    importLib('lib/content/check.ts'),
    importLib('lib/content/site-values.ts'),
  ]).then(([parse, check, values]) => ({ parse, check, values }));
  return library;
}

/**
 * @this {{ resourcePath: string; async(): (error: Error | null, result?: string) => void; getOptions(): { check?: boolean }; addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function contentLoader(source) {
  const done = this.async();
  const file = path.relative(root, this.resourcePath).split(path.sep).join('/');
  const { check = false } = this.getOptions() ?? {};
  // The module is the file as these read it: a change to them (the typographic apostrophes, say)
  // must rebuild it, or Turbopack's cache keeps the old text.
  for (const reader of ['lib/content/parse.ts', 'lib/content/typography.ts'])
    this.addDependency(path.join(root, reader));
  // Texts may read values of site.yaml ({orari}): a change there reloads every content file.
  this.addDependency(path.join(root, 'content/site.yaml'));
  if (check) {
    // Links to other pages are checked against their sections and routes.
    for (const dependency of [
      'content/routes.ts',
      'content/pages/privacy.md',
      'content/pages/dati-personali.md',
      'content/pages/termini.md',
    ]) {
      this.addDependency(path.join(root, dependency));
    }
  }
  load()
    .then(({ parse, check: checks, values }) => {
      if (check) {
        const problems = checks.checkFile(file, source);
        if (problems.length > 0) {
          const message = `Errori nei contenuti:\n${checks.formatProblems(problems)}`;
          return done(
            null,
            `const error = new Error(${JSON.stringify(message)});\nerror.name = 'ContentError';\nthrow error;\nexport default undefined;\n`,
          );
        }
      }
      done(null, `export default ${JSON.stringify(parse.loadContent(file, source, values.siteValues()))};\n`);
    })
    .catch((error) => done(error instanceof Error ? error : new Error(String(error))));
};
