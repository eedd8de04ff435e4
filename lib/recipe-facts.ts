import { recipesPage } from '@/content/pages/ricette-salutari';
import { fillTemplate } from '@/content/ui';
import type { Fact } from '@/components/ui/FactList';
import { totalMinutes, type Recipe } from './recipes';

const { labels } = recipesPage;
const minutes = (value: number) => fillTemplate(labels.minutes, { minutes: value });

/** The card's two facts, as the specification lists them: total time and servings. */
export function cardFacts(recipe: Recipe): Fact[] {
  return [
    { icon: 'clock', label: labels.time, value: minutes(totalMinutes(recipe)) },
    { icon: 'users', label: labels.servings, value: fillTemplate(labels.people, { servings: recipe.servings }) },
  ];
}

/** The page's facts: preparation, cooking and total time, servings, cuisine. */
export function pageFacts(recipe: Recipe): Fact[] {
  return [
    { icon: 'clock', label: labels.prepTime, value: minutes(recipe.prepMinutes) },
    {
      icon: 'flame',
      label: labels.cookTime,
      value: recipe.cookMinutes > 0 ? minutes(recipe.cookMinutes) : labels.noCooking,
    },
    { icon: 'clock', label: labels.totalTime, value: minutes(totalMinutes(recipe)) },
    { icon: 'users', label: labels.servings, value: fillTemplate(labels.people, { servings: recipe.servings }) },
    { icon: 'flag', label: labels.cuisine, value: recipesPage.cuisine },
  ];
}
