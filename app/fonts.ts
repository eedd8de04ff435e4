import localFont from 'next/font/local';

/**
 * Fraunces 600 from @fontsource, self-hosted: headings only; body text uses the system stack. The
 * file is @fontsource's cut to the characters of the site's texts, written by next.config.mjs
 * (scripts/fonts/display-font.mjs).
 */
export const fraunces = localFont({
  src: '../.cache/fonts/fraunces-latin-600-subset.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  preload: true,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});
