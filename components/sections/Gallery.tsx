import { ContentImage } from '@/components/ui/ContentImage';
import type { GalleryTile } from '@/content/gallery';
import styles from './Gallery.module.css';

/** A grid of illustrated tiles, each with a caption. */
export function Gallery({ tiles }: { tiles: readonly GalleryTile[] }) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.src}>
          <figure className={styles.tile}>
            <ContentImage className={styles.image} src={tile.src} alt={tile.alt} place="gallery" />
            <figcaption className={styles.caption}>{tile.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
