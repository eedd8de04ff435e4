import { collection } from '@/lib/content/collection';
import type { DrinkingTip } from './schemas/cards';

export type { DrinkingTip } from './schemas/cards';

/** The tips on /grazie-benvenuto for enjoying the drink: one file each in content/drinking-tips/. */
export const drinkingTips = collection<DrinkingTip>(import.meta.glob('./drinking-tips/*.yaml', { eager: true }));
