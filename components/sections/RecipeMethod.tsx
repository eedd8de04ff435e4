import { recipesPage } from '@/content/pages/ricette-salutari';
import { fillTemplate } from '@/content/ui';
import { Container } from '@/components/ui/Container';
import { stepAnchor, type Recipe } from '@/lib/recipes';
import { DrinkNote } from './DrinkNote';
import styles from './RecipeMethod.module.css';

/**
 * Ingredients (with the estimated calories, where the recipe gives them) beside the numbered
 * steps. Each step has an anchor (#passo-2) that the structured data links to; a step reached
 * that way is highlighted.
 */
export function RecipeMethod({ recipe }: { recipe: Recipe }) {
  const { labels, nutrition } = recipesPage;
  return (
    <div className={styles.method}>
      <Container className={styles.layout}>
        <section aria-labelledby="ingredienti" className={styles.ingredients}>
          <h2 id="ingredienti" className={styles.heading}>
            {labels.ingredients}
          </h2>
          <ul className={styles.ingredientList}>
            {recipe.ingredients.map((ingredient) => (
              <li key={ingredient}>{ingredient}</li>
            ))}
          </ul>
          {recipe.caloriesPerServing !== undefined && (
            <div className={styles.nutrition}>
              <h3 className={styles.label}>{nutrition.title}</h3>
              <p className={styles.calories}>
                {fillTemplate(nutrition.calories, { calories: recipe.caloriesPerServing })}
              </p>
              <p className={styles.note}>{nutrition.note}</p>
            </div>
          )}
        </section>
        <div className={styles.side}>
          <section aria-labelledby="procedimento">
            <h2 id="procedimento" className={styles.heading}>
              {labels.steps}
            </h2>
            <ol className={styles.steps}>
              {recipe.steps.map((step, index) => (
                <li key={step} id={stepAnchor(index + 1)} className={styles.step}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <p>
                    <span className="visually-hidden">{index + 1}. </span>
                    {step}
                  </p>
                </li>
              ))}
            </ol>
          </section>
          {recipe.drinkNote && <DrinkNote text={recipe.drinkNote} {...recipesPage.drink} />}
        </div>
      </Container>
    </div>
  );
}
