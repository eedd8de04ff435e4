import { recipesPage } from '@/content/pages/ricette-salutari';
import { fillTemplate } from '@/content/ui';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { CheckList } from '@/components/ui/CheckList';
import { Container } from '@/components/ui/Container';
import { ContentImage } from '@/components/ui/ContentImage';
import { FactList } from '@/components/ui/FactList';
import type { BreadcrumbInput } from '@/lib/structured-data';
import { formatItalianDate } from '@/lib/format';
import { pageFacts } from '@/lib/recipe-facts';
import type { Recipe } from '@/lib/recipes';
import styles from './RecipeHero.module.css';

/**
 * The top of a recipe's page: where it sits in the site, its category, name (the page's h1),
 * description, picture, times and servings, highlights and publication date. The picture is the
 * largest thing in view, so it loads first instead of lazily.
 */
export function RecipeHero({ recipe, trail }: { recipe: Recipe; trail: readonly BreadcrumbInput[] }) {
  const { labels } = recipesPage;
  return (
    <section aria-labelledby="page-title" className={styles.hero}>
      <Container>
        <Breadcrumbs trail={trail} label={recipesPage.breadcrumbLabel} />
        <div className={styles.grid}>
          <div className={styles.heading}>
            <p className={styles.category}>
              <span className="visually-hidden">{labels.category}: </span>
              {recipe.category}
            </p>
            <h1 id="page-title" className={styles.title}>
              {recipe.name}
            </h1>
            <p className={styles.description}>{recipe.description}</p>
          </div>
          <ContentImage
            className={styles.picture}
            src={recipe.image.src}
            alt={recipe.image.alt}
            place="recipe"
            loading="priority"
          />
          <div className={styles.details}>
            <FactList facts={pageFacts(recipe)} />
            <h2 className={styles.label}>{labels.benefits}</h2>
            <CheckList items={recipe.benefits} />
            <p className={styles.published}>
              <time dateTime={recipe.datePublished}>
                {fillTemplate(labels.published, { date: formatItalianDate(recipe.datePublished) })}
              </time>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
