import { collection } from '@/lib/content/collection';
import type { Processor } from './schemas/commerce';

export type { Processor } from './schemas/commerce';

/** Who processes visitors' data for us, one file each in content/processors/: both privacy texts name them. */
export const processors = collection<Processor>(import.meta.glob('./processors/*.yaml', { eager: true }));
