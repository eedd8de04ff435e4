import { recipeAnchor, type Recipe, type recipesPage } from '@/content/recipes';
import { fillTemplate } from '@/content/ui';
import { CheckList } from '@/components/ui/CheckList';
import { Icon } from '@/components/ui/Icon';
import styles from './RecipeCard.module.css';

type RecipeLabels = (typeof recipesPage)['labels'];

export function RecipeCard({ recipe, labels }: { recipe: Recipe; labels: RecipeLabels }) {
  const headingId = recipeAnchor(recipe);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <p className={styles.category}>
        <span className="visually-hidden">{labels.category}: </span>
        {recipe.category}
      </p>
      <h3 id={headingId} className={styles.title}>
        {recipe.name}
      </h3>
      <p className={styles.description}>{recipe.description}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <Icon name="clock" size="sm" />
          <dt>{labels.time}</dt>
          <dd>{fillTemplate(labels.minutes, { minutes: recipe.minutes })}</dd>
        </div>
        <div className={styles.fact}>
          <Icon name="users" size="sm" />
          <dt>{labels.servings}</dt>
          <dd>{fillTemplate(labels.people, { servings: recipe.servings })}</dd>
        </div>
      </dl>
      <h4 className={styles.label}>{labels.benefits}</h4>
      <CheckList items={recipe.benefits} />
      <details className={styles.details}>
        <summary className={styles.summary}>{labels.details}</summary>
        <h4 className={styles.label}>{labels.ingredients}</h4>
        <ul className={styles.ingredients}>
          {recipe.ingredients.map((ingredient) => (
            <li key={ingredient}>{ingredient}</li>
          ))}
        </ul>
        <h4 className={styles.label}>{labels.steps}</h4>
        <ol className={styles.steps}>
          {recipe.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </article>
  );
}
