import { imageAttributes } from '@/lib/photos';
import styles from './VideoPlayer.module.css';

interface VideoPlayerProps {
  src: string;
  captions: string;
  poster: { src: string; alt: string };
}

const TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** The browser's own player (no script), with Italian captions; nothing downloads until it is played. */
export function VideoPlayer({ src, captions, poster }: VideoPlayerProps) {
  const extension = src.split('.').pop()?.toLowerCase() ?? '';
  // A photo as poster is sent as its version for the place, never the original from content/foto.
  const { src: posterSrc, width, height } = imageAttributes(poster.src, 'poster');
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <video
          className={styles.video}
          controls
          preload="none"
          poster={posterSrc}
          aria-label={poster.alt}
          width={width}
          height={height}
        >
          <source src={src} type={TYPES[extension]} />
          <track kind="captions" src={captions} srcLang="it" label="Italiano" default />
        </video>
      </div>
    </figure>
  );
}
