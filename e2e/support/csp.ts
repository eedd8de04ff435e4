import type { BrowserContext, Page } from 'playwright-core';

type WithViolations = { __cspViolations: string[] };

/** Records every Content-Security-Policy violation a page reports, from before its first script runs. */
export async function watchPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as WithViolations).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** The violations recorded so far on this page. */
export async function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as WithViolations).__cspViolations ?? []);
}
