import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSecondSite } from './second-build';

const artifacts = path.resolve(__dirname, '../../.e2e-artifacts');

/** The second export; ignored by git and lint. The post-export step writes its host files beside it. */
export const ENDPOINT_SITE = '.e2e-artifacts/endpoint-site';

/**
 * Builds the whole site a second time with NEXT_PUBLIC_CONTACT_ENDPOINT set, as a real deployment
 * would, into ENDPOINT_SITE, with the same steps as `npm run build:demo` (see second-build.ts). out/,
 * .next and the hosting files written for out/ stay as they are. Within one run of the suite
 * (E2E_RUN_ID, set by global-setup.ts) the test files that ask for the same endpoint share one build.
 */
export function buildSiteWithEndpoint(endpoint: string): string {
  const stamp = path.join(artifacts, 'endpoint-site.stamp');
  const wanted = `${process.env.E2E_RUN_ID ?? 'no run id'} ${endpoint}`;
  if (process.env.E2E_RUN_ID && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return ENDPOINT_SITE;
  rmSync(stamp, { force: true });
  buildSecondSite('endpoint', { NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint });
  writeFileSync(stamp, wanted);
  return ENDPOINT_SITE;
}
