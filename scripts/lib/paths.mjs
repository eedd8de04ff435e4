// @ts-check
// Where the build and its post-export step put things, for the scripts and the tests alike.
import path from 'node:path';

/** npm runs every script, Jest included, from the project root. */
export const root = process.cwd();

/** The site's export folder. */
export const mainExport = path.join(root, 'out');

/**
 * Where the post-export step writes the host files of an export folder, outside it so that they
 * are never published: deploy/ for out/; '<folder>.deploy/' for another export (the e2e tests
 * build a second copy of the site with a test contact endpoint).
 * @param {string} exportDir
 */
export function deployDirFor(exportDir) {
  const absolute = path.resolve(root, exportDir);
  return absolute === mainExport ? path.join(root, 'deploy') : `${absolute}.deploy`;
}

/**
 * The configuration `npm start`'s server reads for an export folder (the resolved
 * deploy/hosting.config.mjs); never in the export itself, so never published.
 * @param {string} exportDir
 */
export function serverConfigFor(exportDir) {
  return path.join(deployDirFor(exportDir), 'server.json');
}

/**
 * A copy of the HTML as Next.js exported it, before the post-export step, for the test that
 * checks the step changed nothing else. (In the build cache: never deployed, never committed.)
 * @param {string} exportDir
 */
export function originalHtmlDirFor(exportDir) {
  return path.join(root, '.next', 'cache', 'postbuild-original-html', path.basename(path.resolve(root, exportDir)));
}

/**
 * Pages the build renders for the tests but never publishes (the error-screen preview), set
 * aside from the export folder. (In the build cache: never deployed, never committed.)
 * @param {string} exportDir
 */
export function fixturesDirFor(exportDir) {
  return path.join(root, '.next', 'cache', 'postbuild-fixtures', path.basename(path.resolve(root, exportDir)));
}
