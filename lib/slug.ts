// No imports: lib/photos.ts, which components, the content check and the build share, uses it.

/** "Risotto al limone è" → "risotto-al-limone-e": lower case, no accents, dashes between words. */
export function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
