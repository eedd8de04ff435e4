import { collection } from '@/lib/content/collection';
import type { Claim } from './schemas/cards';

export type { Claim } from './schemas/cards';

/** The product's claims under the home page's hero: one file each in content/claims/. */
export const claims = collection<Claim>(import.meta.glob('./claims/*.yaml', { eager: true }));
