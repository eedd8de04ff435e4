import type { Review } from '@/content/reviews';
import { fillTemplate } from '@/content/ui';
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
      <footer className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {review.name.charAt(0)}
        </span>
        <span>
          <span className={styles.name}>{review.name}</span>
          <span className={styles.meta}>
            {fillTemplate(ageTemplate, { age: review.age })} · {review.city}
          </span>
        </span>
      </footer>
    </article>
  );
}
