import localFont from 'next/font/local';

/** Fraunces 600, Latin subset, self-hosted from @fontsource: headings only; body text uses the system stack. */
export const fraunces = localFont({
  src: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  variable: '--font-fraunces',
  preload: true,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});
