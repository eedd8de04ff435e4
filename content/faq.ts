import { collection } from '@/lib/content/collection';
import type { FaqItem } from './schemas/cards';
import { site } from './site';
import { fillTemplate } from './ui';

export type { FaqItem } from './schemas/cards';

/** The questions of /come-ordinare (also its structured data): one file each in content/faq/. */
export const orderFaq = collection<FaqItem>(import.meta.glob('./faq/*.yaml', { eager: true })).map((item) => ({
  ...item,
  answer: fillTemplate(item.answer, { email: site.email }),
}));
