import { imageAttributes, isPhoto, photoProfiles, photoSrcSet, type PhotoPlace } from '@/lib/photos';
import styles from './ContentImage.module.css';

interface ContentImageProps {
  src: string;
  /** What the picture shows; empty when the text next to it says it already. */
  alt: string;
  /** Where it is shown: the shape, widths and sizes of its versions (lib/photos.ts). */
  place: PhotoPlace;
  className?: string;
  /**
   * lazy (the default): fetched when scrolled near; eager: in view when the page opens; priority:
   * the largest thing in view, fetched first.
   */
  loading?: 'lazy' | 'eager' | 'priority';
  /** How wide it is shown here, when not as its place usually is (a recipe's card is narrower than its page). */
  sizes?: string;
}

/**
 * A picture of the content. A drawing (SVG) is sent as it is; a photo as the AVIF or WebP version
 * the browser needs for its screen, with its width and height so nothing moves when it arrives.
 * The <picture> takes no room of its own: the <img> is what the layout places and styles.
 */
export function ContentImage({ src, alt, place, className, loading = 'lazy', sizes }: ContentImageProps) {
  const profile = photoProfiles[place];
  const fetching =
    loading === 'priority'
      ? { fetchPriority: 'high' as const }
      : loading === 'lazy'
        ? { loading: 'lazy' as const }
        : {};
  const image = imageAttributes(src, place);
  if (!isPhoto(src)) return <img className={className} alt={alt} decoding="async" {...image} {...fetching} />;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={photoSrcSet(src, place, 'avif')} sizes={sizes ?? profile.sizes} />
      <img
        className={className}
        src={image.src}
        srcSet={photoSrcSet(src, place, 'webp')}
        sizes={sizes ?? profile.sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        decoding="async"
        {...fetching}
      />
    </picture>
  );
}
