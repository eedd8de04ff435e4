import clsx from 'clsx';
import { provenanceLine } from '@/content/pages/recensioni';
import type { Testimonial } from '@/content/testimonials';
import { Author } from '@/components/ui/Author';
import { Rating } from '@/components/ui/Rating';
import styles from './TestimonialCard.module.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** "quote": compact card; "story": larger card with the initial as avatar. */
  variant?: 'quote' | 'story';
}

export function TestimonialCard({ testimonial, variant = 'quote' }: TestimonialCardProps) {
  const { name, city, text, rating, provenance } = testimonial;
  return (
    <figure className={clsx(styles.card, styles[variant])}>
      <Rating rating={rating} />
      <blockquote className={styles.text}>
        <p>{text}</p>
      </blockquote>
      <figcaption>
        <Author name={name} detail={city} avatar={variant === 'story'} />
        <p className={styles.provenance}>{provenanceLine(provenance)}</p>
      </figcaption>
    </figure>
  );
}
