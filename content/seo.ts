import type { Seo } from './schemas/site';
import data from './seo.yaml';

/** Texts that search engines, link previews and the installed app show, but no page does: content/seo.yaml. */
export const seo = data as Seo;
