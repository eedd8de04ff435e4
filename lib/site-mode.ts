/**
 * Which site a build makes (docs/deploy.md, which site a build makes). next.config.mjs inlines
 * SITE_MODE, in the browser too, so it is read written out in full; unset means demo, so a build
 * that skipped the go-live check never passes for the real site.
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
