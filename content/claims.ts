import { collection } from '@/lib/content/collection';
import type { Claim } from './schemas/cards';
import { withCustomers } from './site';

export type { Claim } from './schemas/cards';

/** The product's claims under the home page's hero: one file each in content/claims/; {customers} from content/site.yaml. */
export const claims = collection<Claim>(import.meta.glob('./claims/*.yaml', { eager: true })).map((claim) => ({
  ...claim,
  label: withCustomers(claim.label),
  detail: withCustomers(claim.detail),
}));
