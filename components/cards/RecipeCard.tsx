import type { recipesPage } from '@/content/recipes';
import { CheckList } from '@/components/ui/CheckList';
import { FactList } from '@/components/ui/FactList';
import { Icon } from '@/components/ui/Icon';
import { RECIPE_ART } from '@/lib/recipe-images';
import { cardFacts } from '@/lib/recipe-facts';
import { recipePath, type Recipe } from '@/lib/recipes';
import styles from './RecipeCard.module.css';

type RecipeLabels = (typeof recipesPage)['labels'];

/**
 * A recipe on the list page: its picture, category, name, description, time, servings and three
 * highlights. Its one link, "Leggi la ricetta: <name>", covers the whole card; the picture is
 * decorative here (the name says what it shows) and loads only when scrolled near.
 */
export function RecipeCard({ recipe, labels }: { recipe: Recipe; labels: RecipeLabels }) {
  const headingId = `ricetta-${recipe.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <img className={styles.image} src={recipe.image.src} alt="" width={RECIPE_ART.width} height={RECIPE_ART.height} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <p className={styles.category}>
          <span className="visually-hidden">{labels.category}: </span>
          {recipe.category}
        </p>
        <h3 id={headingId} className={styles.title}>
          {recipe.name}
        </h3>
        <p className={styles.description}>{recipe.description}</p>
        <FactList facts={cardFacts(recipe)} />
        <h4 className={styles.label}>{labels.benefits}</h4>
        <CheckList items={recipe.benefits} />
        <a className={styles.link} href={recipePath(recipe)}>
          {labels.readRecipe}
          <span className="visually-hidden">: {recipe.name}</span>
          <Icon name="arrow" size="sm" />
        </a>
      </div>
    </article>
  );
}
