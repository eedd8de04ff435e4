import { collection } from '@/lib/content/collection';
import type { Certification } from './schemas/cards';

export type { Certification } from './schemas/cards';

/** The certifications of /prodotto and /composizione: one file each in content/certifications/. */
export const certifications = collection<Certification>(import.meta.glob('./certifications/*.yaml', { eager: true }));
