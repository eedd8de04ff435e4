import { fillTemplate, ui } from '@/content/ui';
import styles from './Rating.module.css';

interface RatingProps {
  /** A whole number from 1 to max (the content check enforces it). */
  rating: number;
  max?: number;
}

/**
 * Draws `max` stars, the first `rating` filled and the rest in outline, in the same colour (the shape
 * tells them apart: a 4 reads as four of five);
 * assistive technology hears one phrase, "Valutazione: 4 su 5".
 */
export function Rating({ rating, max = 5 }: RatingProps) {
  const label = fillTemplate(ui.ratingLabel, { rating, max });
  return (
    <p className={styles.rating} role="img" aria-label={label}>
      {Array.from({ length: max }, (_, index) => (
        <span key={index} aria-hidden="true" className={styles.star}>
          {index < rating ? '★' : '☆'}
        </span>
      ))}
    </p>
  );
}
