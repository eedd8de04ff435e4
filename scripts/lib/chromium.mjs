// @ts-check
// Debian's Chromium as every browser run of the project starts it (the end-to-end tests, the
// screenshots, Lighthouse): a fresh profile each time, and flags that keep it quiet on a machine
// without internet.

/** Where the browser is: CHROME_PATH, or Debian's package. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
