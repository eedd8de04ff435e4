import { drinkingTips } from '../drinking-tips';
import type { ThankYouPage } from '../schemas/pages';
import { fillCount } from '../ui';
import data from './grazie-benvenuto.yaml';

/**
 * Copy of /grazie-benvenuto, shown after the order form (content/pages/grazie-benvenuto.yaml).
 * Two promises must stay consistent: the confirmation email arrives within 5 minutes, the
 * team's reply within 24 hours on working days.
 */
const page = data as ThankYouPage;

export const grazie = {
  ...page,
  tips: { ...page.tips, lead: fillCount(page.tips.lead, drinkingTips.length) },
};
