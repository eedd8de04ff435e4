import path from 'node:path';
import { htmlFiles } from '../postbuild/html.mjs';

/** Every HTML page of an export folder (the framework's own folder aside), sorted: what a host publishes. */
export function exportedPages(exportDir) {
  return htmlFiles(exportDir)
    .filter((file) => !file.split('/').includes('_next'))
    .map((file) => path.join(path.resolve(exportDir), file));
}

/** A report's page as a reader names it: "prodotto.html", "ricette-salutari/torta-soffice-limone.html". */
export function pageName(exportDir, file) {
  return path.relative(path.resolve(exportDir), file).split(path.sep).join('/');
}
