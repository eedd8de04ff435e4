/**
 * Which site a build makes. `npm run build` makes the published site, and only once the go-live
 * check has passed (every fact the texts state is backed in content/); everything else makes the
 * demonstration site: `npm run build:demo`, `npm run dev`, the tests, and any `next build` run by
 * hand. The demonstration site carries a band on every page saying its texts are examples, tells
 * search engines to stay away (noindex, robots.txt) and shows the example reviews, which the
 * published site leaves out (Codice del Consumo, art. 23, comma 1, lett. bb-ter).
 *
 * scripts/build.mjs sets SITE_MODE=production or demo; next.config.mjs inlines it (in the browser
 * too: the error screen draws the band), so this must read process.env.SITE_MODE written out in
 * full. Unset means demo: a build that skipped the go-live check never passes for the real site.
 */
export function isDemoSite(): boolean {
  return process.env.SITE_MODE !== 'production';
}

/**
 * The reviews and testimonials a page may present as customers' words: on the published site only
 * those whose provenance says where they came from and that the author agreed to publication; on
 * the demonstration site every one, the examples included, under its band.
 */
export function publishable<T extends { provenance?: { consent?: boolean } }>(items: readonly T[]): T[] {
  return isDemoSite() ? [...items] : items.filter((item) => item.provenance?.consent === true);
}
