import { collection } from '@/lib/content/collection';
import data from './pages/recensioni.yaml';
import type { Review } from './schemas/cards';
import type { ReviewsPage } from './schemas/pages';
import { withCustomers } from './site';
import { fillCount } from './ui';

export type { Review } from './schemas/cards';

/** The testimonials of /recensioni: one file each in content/reviews/. */
export const reviews = collection<Review>(import.meta.glob('./reviews/*.yaml', { eager: true }));

/** Texts of /recensioni around the testimonials: content/pages/recensioni.yaml. */
const page = data as ReviewsPage;
const count = (text: string) => fillCount(text, reviews.length);

export const reviewsPage = {
  ...page,
  meta: { ...page.meta, description: count(page.meta.description) },
  intro: { ...page.intro, lead: count(page.intro.lead) },
  community: { ...page.community, title: withCustomers(page.community.title) },
};
