import { recipes } from '../recipes';
import type { RecipesPage } from '../schemas/pages';
import { fillCount } from '../ui';
import data from './ricette-salutari.yaml';

/** Texts of /ricette-salutari and of every recipe page: content/pages/ricette-salutari.yaml. */
const page = data as RecipesPage;
const count = (text: string) => fillCount(text, recipes.length);

export const recipesPage = {
  ...page,
  meta: { ...page.meta, description: count(page.meta.description) },
  intro: { ...page.intro, lead: count(page.intro.lead) },
  list: { ...page.list, title: count(page.list.title) },
};
