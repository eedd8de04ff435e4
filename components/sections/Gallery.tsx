import type { GalleryTile } from '@/content/composition';
import styles from './Gallery.module.css';

/** A grid of illustrated tiles, each with a caption. */
export function Gallery({ tiles }: { tiles: readonly GalleryTile[] }) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.src}>
          <figure className={styles.tile}>
            <img className={styles.image} src={tile.src} alt={tile.alt} width={480} height={480} loading="lazy" decoding="async" />
            <figcaption className={styles.caption}>{tile.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
