/**
 * A full page load, not a client-side transition: the thank-you page is plain HTML
 * without the framework's runtime (see scripts/postbuild).
 */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
