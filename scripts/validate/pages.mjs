import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every HTML page of an export folder (the framework's own folder aside), sorted: what a host publishes. */
export function exportedPages(exportDir) {
  const pages = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (entry.name.endsWith('.html')) {
        pages.push(full);
      }
    }
  };
  walk(path.resolve(exportDir));
  return pages.sort();
}

/** A report's page as a reader names it: "prodotto.html", "ricette-salutari/torta-soffice-limone.html". */
export function pageName(exportDir, file) {
  return path.relative(path.resolve(exportDir), file).split(path.sep).join('/');
}
