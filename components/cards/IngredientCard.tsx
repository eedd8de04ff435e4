import { ContentImage } from '@/components/ui/ContentImage';
import type { Ingredient } from '@/content/ingredients';
import styles from './IngredientCard.module.css';

export function IngredientCard({ ingredient }: { ingredient: Ingredient }) {
  return (
    <article className={styles.card}>
      <ContentImage className={styles.image} src={ingredient.image.src} alt={ingredient.image.alt} place="ingredient" />
      <h3 className={styles.title}>{ingredient.name}</h3>
      <p className={styles.text}>{ingredient.summary}</p>
    </article>
  );
}
