/*
 * What the validators report about the exported pages that is not a defect of the pages, each with
 * the reason. A report is ignored only when it matches an entry here (validator, message and, where
 * given, the code it points at); the end-to-end test also fails when an entry matches nothing, so
 * the list shrinks when a validator learns better.
 */

/** @typedef {{ validator: 'html' | 'structured-data', message: RegExp, extract?: RegExp, why: string }} KnownFalseReport */

/** @type {KnownFalseReport[]} */
export const knownFalseReports = [
  {
    validator: 'html',
    message: /^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/,
    why:
      'CSS Anchor Positioning (the phone menu under its button, components/layout/MainNav.module.css) is newer than ' +
      "the Nu checker's CSS grammar; the rule sits inside @supports (position-anchor: …), so browsers without it skip it.",
  },
  {
    validator: 'html',
    message: /^CSS: “(top|right)”: (Parse Error\.|“anchor\((bottom|right)\)” is not a “right” value\.)$/,
    why: 'anchor() in top/right, same rule as above: a CSS Anchor Positioning function the checker does not know.',
  },
  {
    validator: 'html',
    message:
      /^Inline (script|style) violates Content Security Policy \(meta tag\): blocked by “(script|style)-src” directive/,
    why:
      "The checker does not evaluate the policy's sha256 sources (the hashes in the meta tag are those of the inline " +
      'script and style, written by scripts/postbuild/hosting-config.mjs), and it applies script-src to JSON data ' +
      'blocks (application/ld+json, application/json), which browsers never run. Chromium enforces the real policy in ' +
      'the end-to-end tests, which fail on any violation report.',
  },
  {
    validator: 'html',
    message:
      /^Resource violates Content Security Policy \(meta tag\): image “\/[^”]+” blocked by “img-src” directive\.$/,
    why: "The pages are checked as files (the checker refuses to fetch from localhost), so their own images are not 'self' to it.",
  },
];

/** The entries that cover one report, and which entries were used. */
export function isKnownFalse(validator, report) {
  return knownFalseReports.find(
    (entry) =>
      entry.validator === validator &&
      entry.message.test(report.message) &&
      (!entry.extract || entry.extract.test(report.extract ?? '')),
  );
}
