import { render, screen, within } from '@testing-library/react';
import RecipePage, { generateMetadata, generateStaticParams } from '@/app/ricette-salutari/[slug]/page';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { fillTemplate } from '@/content/ui';
import { imageAttributes } from '@/lib/photos';
import { allRecipes, recipeNeighbours, recipePath, stepAnchor, type Recipe } from '@/lib/recipes';
import { hrefsIn } from './support/queries';

const params = (recipe: Recipe) => ({ params: Promise.resolve({ slug: recipe.slug }) });

describe('/ricette-salutari/<slug>', () => {
  it('exports one page per recipe of the content', () => {
    expect(generateStaticParams()).toEqual(allRecipes().map((recipe) => ({ slug: recipe.slug })));
  });

  describe.each(allRecipes().map((recipe) => [recipe.slug, recipe] as const))('%s', (_slug, recipe) => {
    beforeEach(async () => {
      render(await RecipePage(params(recipe)));
    });

    it('has the recipe as its one h1, with category, description and picture', () => {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(recipe.name);
      expect(screen.getByText(recipe.description)).toBeInTheDocument();
      expect(screen.getByText(recipe.category)).toBeInTheDocument();
      const { src, width, height } = imageAttributes(recipe.image.src, 'recipe');
      const picture = screen.getByRole('img', { name: recipe.image.alt });
      for (const [name, value] of Object.entries({ src, width, height }))
        expect(picture).toHaveAttribute(name, String(value));
    });

    it('shows preparation, cooking and total time, servings and the three highlights', () => {
      const { labels } = recipesPage;
      const facts = Object.fromEntries(
        screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(facts[labels.prepTime]).toBe(fillTemplate(labels.minutes, { minutes: recipe.prepMinutes }));
      expect(facts[labels.cookTime]).toBe(
        recipe.cookMinutes ? fillTemplate(labels.minutes, { minutes: recipe.cookMinutes }) : labels.noCooking,
      );
      expect(facts[labels.totalTime]).toBe(
        fillTemplate(labels.minutes, { minutes: recipe.prepMinutes + recipe.cookMinutes }),
      );
      expect(facts[labels.servings]).toBe(fillTemplate(labels.people, { servings: recipe.servings }));
      for (const benefit of recipe.benefits) expect(screen.getByText(benefit)).toBeInTheDocument();
    });

    it('lists the ingredients and numbers the steps, each step with its anchor', () => {
      const ingredients = within(screen.getByRole('region', { name: recipesPage.labels.ingredients })).getAllByRole(
        'listitem',
      );
      expect(ingredients.map((item) => item.textContent)).toEqual(recipe.ingredients);
      const steps = within(screen.getByRole('region', { name: recipesPage.labels.steps })).getAllByRole('listitem');
      expect(steps.map((step) => step.id)).toEqual(recipe.steps.map((_, index) => stepAnchor(index + 1)));
      steps.forEach((step, index) => expect(step).toHaveTextContent(`${index + 1}. ${recipe.steps[index]}`));
    });

    it('leads back through the breadcrumbs and on to the neighbouring recipes and the list', () => {
      const breadcrumbs = screen.getByRole('navigation', { name: recipesPage.breadcrumbLabel });
      expect(hrefsIn(breadcrumbs)).toEqual(['/', '/ricette-salutari']);
      expect(within(breadcrumbs).getByText(recipe.name)).toHaveAttribute('aria-current', 'page');
      const pager = screen.getByRole('navigation', { name: recipesPage.pager.label });
      const { previous, next } = recipeNeighbours(recipe);
      expect(hrefsIn(pager)).toEqual(
        [previous && recipePath(previous), '/ricette-salutari', next && recipePath(next)].filter(Boolean),
      );
    });

    it('leads to the drink only where the recipe says how it relates to it', () => {
      const link = screen.queryByRole('link', { name: recipesPage.drink.link.label });
      if (recipe.drinkNote) {
        expect(screen.getByText(recipe.drinkNote)).toBeInTheDocument();
        expect(link).toHaveAttribute('href', recipesPage.drink.link.href);
      } else {
        expect(link).toBeNull();
      }
    });

    it('shows the estimated calories with the note that they are an estimate, only when the recipe has them', () => {
      const note = screen.queryByText(recipesPage.nutrition.note);
      if (recipe.caloriesPerServing === undefined) return expect(note).toBeNull();
      expect(note).toBeInTheDocument();
      expect(
        screen.getByText(fillTemplate(recipesPage.nutrition.calories, { calories: recipe.caloriesPerServing })),
      ).toBeInTheDocument();
    });
  });

  it('titles each page from the recipe', async () => {
    const [recipe] = allRecipes();
    const metadata = await generateMetadata(params(recipe));
    expect(String((metadata.title as { absolute: string }).absolute)).toContain(recipe.name);
    expect(metadata.alternates?.canonical).toBe(recipePath(recipe));
  });
});
