/**
 * Runs in the browser too (the error screens draw the header and footer): no imports, no checks.
 * The files were checked before they got here (scripts/content/loader.cjs, npm run check:content).
 */

/** A collection item as the site receives it: the file's fields plus its slug (the file name). */
export type WithSlug<T> = T & { slug: string };

/**
 * The items of a collection, from `import.meta.glob('./folder/*.yaml', { eager: true })`, sorted by
 * their "order" field (1 first; items without it last) and then by file name. (The glob's
 * `import: 'default'` option gives undefined values in Turbopack 16.4: hence the namespaces.)
 */
export function collection<T>(modules: Record<string, unknown>): Array<WithSlug<T>> {
  const items = Object.values(modules).map(
    (module) => (module as { default: WithSlug<T> & { order?: number } }).default,
  );
  return inListOrder(items);
}

/** Items in the order of their list: by "order" (1 first; none last), then by file name (the slug). */
export function inListOrder<T extends { order?: number; slug: string }>(items: T[]): T[] {
  return items.sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.slug.localeCompare(b.slug),
  );
}
