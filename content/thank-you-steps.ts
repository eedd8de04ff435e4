import { collection } from '@/lib/content/collection';
import type { OrderStep } from './schemas/cards';

/** What happens after the order form, numbered 1, 2, 3 in this order on /grazie-benvenuto: content/thank-you-steps/. */
export const thankYouSteps = collection<OrderStep>(import.meta.glob('./thank-you-steps/*.yaml', { eager: true }));
