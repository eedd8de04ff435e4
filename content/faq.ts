import { collection } from '@/lib/content/collection';
import type { FaqItem } from './schemas/cards';
import { offerPlaceholders } from './sales';
import { site } from './site';
import { fillTemplate } from './ui';

export type { FaqItem } from './schemas/cards';

const offer = offerPlaceholders();

/**
 * The questions of /come-ordinare (also its structured data): one file each in content/faq/. Prices
 * and delivery costs come from content/sales.yaml; a placeholder left empty (no free delivery) leaves
 * no double space behind.
 */
export const orderFaq = collection<FaqItem>(import.meta.glob('./faq/*.yaml', { eager: true })).map((item) => ({
  ...item,
  answer: fillTemplate(item.answer, { email: site.email, ...offer })
    .replace(/ {2,}/g, ' ')
    .trim(),
}));
