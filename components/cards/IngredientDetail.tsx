import { ContentImage } from '@/components/ui/ContentImage';
import type { Ingredient } from '@/content/ingredients';
import { CheckList } from '@/components/ui/CheckList';
import styles from './IngredientDetail.module.css';

/** An ingredient in full: picture, description and its three benefits. */
export function IngredientDetail({ ingredient, benefitsLabel }: { ingredient: Ingredient; benefitsLabel: string }) {
  const headingId = `ingrediente-${ingredient.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ContentImage className={styles.image} src={ingredient.image.src} alt={ingredient.image.alt} place="ingredient" />
      <div className={styles.body}>
        <h3 id={headingId} className={styles.title}>
          {ingredient.name}
        </h3>
        <p>{ingredient.description}</p>
        <h4 className={styles.label}>{benefitsLabel}</h4>
        <CheckList items={ingredient.benefits} />
      </div>
    </article>
  );
}
