import { provenanceLine } from '@/content/pages/recensioni';
import type { Review } from '@/content/reviews';
import { fillTemplate } from '@/content/ui';
import { Author } from '@/components/ui/Author';
import { Rating } from '@/components/ui/Rating';
import { formatItalianDate } from '@/lib/format';
import styles from './ReviewCard.module.css';

export function ReviewCard({ review, ageTemplate }: { review: Review; ageTemplate: string }) {
  return (
    <article className={styles.card}>
      <header className={styles.top}>
        <Rating rating={review.rating} />
        <time className={styles.date} dateTime={review.date}>
          {formatItalianDate(review.date)}
        </time>
      </header>
      <h3 className={styles.title}>{review.title}</h3>
      <p className={styles.highlight}>
        <strong>{review.highlight}</strong>
      </p>
      <blockquote className={styles.text}>
        <p>{review.text}</p>
      </blockquote>
      <footer className={styles.footer}>
        <Author name={review.name} detail={`${fillTemplate(ageTemplate, { age: review.age })} · ${review.city}`} />
        <p className={styles.provenance}>{provenanceLine(review.provenance)}</p>
      </footer>
    </article>
  );
}
