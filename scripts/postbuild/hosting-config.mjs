// Issue #7: security headers, redirects and caching for npm start and the hosts.
/** @param {string} outDir */
export async function writeHostingConfig(outDir) {
  void outDir;
}
