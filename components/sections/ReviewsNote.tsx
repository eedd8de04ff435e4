import clsx from 'clsx';
import { benefitsPage } from '@/content/pages/benefici';
import { reviews } from '@/content/reviews';
import { reviewsNote, reviewsPage } from '@/content/pages/recensioni';
import { homeTestimonials } from '@/content/testimonials';
import styles from './ReviewsNote.module.css';

/** Every review and testimonial the site shows: /recensioni, the home page, the featured one of /benefici. */
export const allReviews = [
  ...reviews,
  ...homeTestimonials,
  ...(benefitsPage.featured ? [benefitsPage.featured.testimonial] : []),
];

/** Where the note lives on /recensioni: app/recensioni/page.tsx gives it this id, links elsewhere point to it. */
export const REVIEWS_NOTE_HREF = '/recensioni#come-raccogliamo-le-recensioni';

/**
 * «Come raccogliamo le recensioni» beside the reviews (Codice del Consumo, art. 22, comma 4-bis):
 * written from each review's provenance and the policy in content/pages/recensioni.yaml.
 */
export function ReviewsNote({
  id,
  before = false,
}: {
  id: string;
  /** Above the cards rather than below them. */ before?: boolean;
}) {
  return (
    <div role="note" className={clsx(styles.note, before && styles.before)} aria-labelledby={id}>
      <p id={id} className={styles.title}>
        {reviewsPage.howWeCollect.title}
      </p>
      {reviewsNote(allReviews).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** A link to the note, beside testimonials shown away from /recensioni. */
export function ReviewsNoteLink() {
  return (
    <p className={styles.link}>
      <a href={REVIEWS_NOTE_HREF}>{reviewsPage.howWeCollect.link}</a>
    </p>
  );
}
