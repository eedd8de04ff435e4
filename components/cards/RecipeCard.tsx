import type { recipesPage } from '@/content/pages/ricette-salutari';
import { CheckList } from '@/components/ui/CheckList';
import { ContentImage } from '@/components/ui/ContentImage';
import { FactList } from '@/components/ui/FactList';
import { Icon } from '@/components/ui/Icon';
import { cardFacts } from '@/lib/recipe-facts';
import { recipePath, type Recipe } from '@/lib/recipes';
import styles from './RecipeCard.module.css';

type RecipeLabels = (typeof recipesPage)['labels'];

/** The cards' width: one a row on a phone, two from 640 px, three from 1024 px (components/ui/CardGrid). */
const CARD_SIZES = '(min-width: 1232px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 94vw';

/**
 * A recipe on the list page: its picture, category, name, description, time, servings and three
 * highlights. Its one link, "Leggi la ricetta: <name>", covers the whole card; the picture is
 * decorative here (the name says what it shows) and loads only when scrolled near.
 */
export function RecipeCard({ recipe, labels }: { recipe: Recipe; labels: RecipeLabels }) {
  const headingId = `ricetta-${recipe.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ContentImage className={styles.image} src={recipe.image.src} alt="" place="recipe" sizes={CARD_SIZES} />
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
