import { watchIslands } from './loader';

/**
 * Built into the inline script that islands.mjs puts before </body> of each island page, with the
 * island's name and file in its data attributes: the same code on every page and in every build,
 * so its hash in the Content-Security-Policy changes only when this code does.
 */
const script = document.currentScript as HTMLScriptElement;
watchIslands({
  name: script.dataset.islandName ?? '',
  src: script.dataset.islandSrc ?? '',
  importModule: (src) => import(src),
});
