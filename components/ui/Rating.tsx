import { fillTemplate, ui } from '@/content/ui';
import styles from './Rating.module.css';

interface RatingProps {
  rating: number;
  max?: number;
}

/** Draws exactly `rating` stars; assistive technology hears one phrase, "Valutazione: 5 su 5". */
export function Rating({ rating, max = 5 }: RatingProps) {
  const label = fillTemplate(ui.ratingLabel, { rating, max });
  return (
    <p className={styles.rating} role="img" aria-label={label}>
      {Array.from({ length: rating }, (_, index) => (
        <span key={index} aria-hidden="true" className={styles.star}>
          ★
        </span>
      ))}
    </p>
  );
}
