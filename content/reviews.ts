import { collection } from '@/lib/content/collection';
import { publishable } from '@/lib/site-mode';
import data from './pages/recensioni.yaml';
import type { Review } from './schemas/cards';
import type { ReviewsPage } from './schemas/pages';
import { withCustomers } from './site';
import { fillCount } from './ui';

export type { Review } from './schemas/cards';

/** The testimonials of /recensioni: one file each in content/reviews/, those the site may show (lib/site-mode.ts). */
export const reviews = publishable(collection<Review>(import.meta.glob('./reviews/*.yaml', { eager: true })));

/** Texts of /recensioni around the testimonials: content/pages/recensioni.yaml. */
const page = data as ReviewsPage;
const count = (text: string) => fillCount(text, reviews.length);

/** With no review to show, the page says so in its own words (content/pages/recensioni.yaml → empty). */
const none = reviews.length === 0;

export const reviewsPage = {
  ...page,
  meta: { ...page.meta, description: none ? page.empty.description : count(page.meta.description) },
  intro: none ? { ...page.intro, title: page.empty.title, lead: page.empty.lead } : { ...page.intro, lead: count(page.intro.lead) },
  community: { ...page.community, title: withCustomers(page.community.title) },
};
