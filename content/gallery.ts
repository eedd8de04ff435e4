import { collection } from '@/lib/content/collection';
import type { GalleryTile } from './schemas/cards';

export type { GalleryTile } from './schemas/cards';

/** The tiles of the gallery on /composizione: one file each in content/gallery/. */
export const galleryTiles = collection<GalleryTile>(import.meta.glob('./gallery/*.yaml', { eager: true }));
