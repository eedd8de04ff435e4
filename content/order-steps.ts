import { collection } from '@/lib/content/collection';
import type { OrderStep } from './schemas/cards';

export type { OrderStep } from './schemas/cards';

/** "Come Ricevere la Bevanda", numbered in this order: one file each in content/order-steps/. */
export const orderSteps = collection<OrderStep>(import.meta.glob('./order-steps/*.yaml', { eager: true }));
