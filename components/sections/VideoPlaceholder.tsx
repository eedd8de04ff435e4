import { ContentImage } from '@/components/ui/ContentImage';
import { Icon } from '@/components/ui/Icon';
import styles from './VideoPlaceholder.module.css';

interface VideoPlaceholderProps {
  badge: string;
  text: string;
  poster: { src: string; alt: string };
}

/** A designed poster that says the video is coming: deliberately not a player and not a button. */
export function VideoPlaceholder({ badge, text, poster }: VideoPlaceholderProps) {
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <ContentImage className={styles.poster} src={poster.src} alt={poster.alt} place="poster" />
        <p className={styles.badge}>
          <Icon name="clock" size="sm" />
          {badge}
        </p>
      </div>
      <figcaption className={styles.caption}>{text}</figcaption>
    </figure>
  );
}
