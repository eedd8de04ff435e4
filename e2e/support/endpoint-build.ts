import { buildSecondSite } from './second-build';

/** The second export; ignored by git and lint. The post-export step writes its host files beside it. */
export const ENDPOINT_SITE = '.e2e-artifacts/endpoint-site';

/**
 * Builds the whole site a second time with NEXT_PUBLIC_CONTACT_ENDPOINT set, as a real deployment
 * would, into ENDPOINT_SITE, with the same steps as `npm run build` (see second-build.ts).
 */
export function buildSiteWithEndpoint(endpoint: string): string {
  return buildSecondSite('endpoint', { NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint });
}
