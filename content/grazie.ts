import { collection } from '@/lib/content/collection';
import data from './pages/grazie-benvenuto.yaml';
import type { DrinkingTip, OrderStep } from './schemas/cards';
import type { ThankYouPage } from './schemas/pages';
import { fillCount } from './ui';

export type { DrinkingTip } from './schemas/cards';

/**
 * Copy of /grazie-benvenuto, shown after the order form (content/pages/grazie-benvenuto.yaml).
 * Two promises must stay consistent: the confirmation email arrives within 5 minutes, the
 * team's reply within 24 hours on working days.
 */
const page = data as ThankYouPage;

/** Numbered 1, 2, 3 in this order: content/thank-you-steps/. */
export const thankYouSteps = collection<OrderStep>(import.meta.glob('./thank-you-steps/*.yaml', { eager: true }));

/** content/drinking-tips/. */
export const drinkingTips = collection<DrinkingTip>(import.meta.glob('./drinking-tips/*.yaml', { eager: true }));

export const grazie = {
  ...page,
  tips: { ...page.tips, lead: fillCount(page.tips.lead, drinkingTips.length) },
};
