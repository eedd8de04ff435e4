import { collection } from '@/lib/content/collection';
import { publishable } from '@/lib/site-mode';
import type { Review } from './schemas/cards';

export type { Review } from './schemas/cards';

/** The testimonials of /recensioni: one file each in content/reviews/, those the site may show (lib/site-mode.ts). */
export const reviews = publishable(collection<Review>(import.meta.glob('./reviews/*.yaml', { eager: true })));
