import { collection } from '@/lib/content/collection';
import { publishable } from '@/lib/site-mode';
import type { Testimonial } from './schemas/cards';

export type { Testimonial } from './schemas/cards';

/**
 * The home page's testimonials, "Cosa Dicono di Noi" and "Storie Vere": one file each in
 * content/testimonials/, those the site may present as customers' words (lib/site-mode.ts).
 */
export const homeTestimonials = publishable(
  collection<Testimonial>(import.meta.glob('./testimonials/*.yaml', { eager: true })),
);
