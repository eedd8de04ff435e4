import { collection } from '@/lib/content/collection';
import type { Testimonial } from './schemas/cards';

export type { Testimonial } from './schemas/cards';

/** The home page's testimonials, "Cosa Dicono di Noi" and "Storie Vere": one file each in content/testimonials/. */
export const homeTestimonials = collection<Testimonial>(import.meta.glob('./testimonials/*.yaml', { eager: true }));
