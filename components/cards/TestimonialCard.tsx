import clsx from 'clsx';
import type { Testimonial } from '@/content/testimonials';
import { Rating } from '@/components/ui/Rating';
import styles from './TestimonialCard.module.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** "quote": compact card; "story": larger card with the initial as avatar. */
  variant?: 'quote' | 'story';
}

export function TestimonialCard({ testimonial, variant = 'quote' }: TestimonialCardProps) {
  const { name, city, text, rating } = testimonial;
  return (
    <figure className={clsx(styles.card, styles[variant])}>
      <Rating rating={rating} />
      <blockquote className={styles.text}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={styles.author}>
        {variant === 'story' && (
          <span className={styles.avatar} aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.city}>{city}</span>
        </span>
      </figcaption>
    </figure>
  );
}
