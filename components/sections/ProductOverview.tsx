import { ContentImage } from '@/components/ui/ContentImage';
import styles from './ProductOverview.module.css';

interface ProductOverviewProps {
  id: string;
  title: string;
  text: readonly string[];
  /** The «from» price of a bottle, where the drink is presented. */
  price?: string;
  facts: readonly { label: string; value: string }[];
  /** Where the rest of the facts are (the food information further down the page). */
  link?: { label: string; href: string };
  image: { src: string; alt: string };
}

/** The product at a glance: its picture, a short story and the key facts. */
export function ProductOverview({ id, title, text, price, facts, link, image }: ProductOverviewProps) {
  return (
    <div className={styles.overview}>
      <ContentImage className={styles.image} src={image.src} alt={image.alt} place="overview" loading="eager" />
      <div className={styles.body}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {price && <p className={styles.price}>{price}</p>}
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {link && (
          <p>
            <a href={link.href}>{link.label}</a>
          </p>
        )}
      </div>
    </div>
  );
}
