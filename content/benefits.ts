import { collection } from '@/lib/content/collection';
import type { Benefit } from './schemas/cards';

export type { Benefit } from './schemas/cards';

/** The benefit cards of the home page and /benefici: one file each in content/benefits/. */
export const benefits = collection<Benefit>(import.meta.glob('./benefits/*.yaml', { eager: true }));
