import type { CssModuleClasses } from './protocol';

/**
 * The island bundle's stand-in for every `*.module.css` import (the esbuild plugin in
 * scripts/postbuild/islands.mjs turns `import styles from './X.module.css'` into
 * `cssModule('components/…/X.module.css')`). The objects are filled from the page's island data
 * before the first render, so the form gets exactly the class names of the server's HTML.
 */
const modules = new Map<string, CssModuleClasses>();

export function cssModule(path: string): CssModuleClasses {
  let classes = modules.get(path);
  if (!classes) {
    classes = {};
    modules.set(path, classes);
  }
  return classes;
}

export function provideCssModules(maps: Record<string, CssModuleClasses>): void {
  for (const [path, classes] of Object.entries(maps)) Object.assign(cssModule(path), classes);
}
