/**
 * Imported first by a test of the published site: the site's modules then load as `npm run build`
 * builds them once the go-live check has passed (lib/site-mode.ts). Jest gives each test file its
 * own process.env, so the other files keep the demonstration site.
 */
process.env.SITE_MODE = 'production';
