/**
 * Every content module, by the file an editor opens. The content checks walk all of
 * them: register a new content file here so its mistakes are caught by the build.
 */
import { aliasPages, aliasPageText } from './aliases';
import { benefitsPage } from './benefici';
import { benefits } from './benefits';
import { certifications } from './certifications';
import { claims } from './claims';
import { contactDetailsLabels } from './contact-details';
import { compositionPage } from './composition';
import { contatti } from './contatti';
import { notFoundPage, renderErrorPage } from './errors';
import { orderFaq } from './faq';
import { contactFormText, contactFormVariants } from './forms';
import { drinkingTips, grazie, thankYouSteps } from './grazie';
import { home } from './home';
import { ingredients } from './ingredients';
import { legalDocuments, legalLabels } from './legal';
import { footerColumns, mainNav } from './navigation';
import { orderingPage } from './ordering';
import { pages } from './pages';
import { productPage } from './product';
import { recipes, recipesPage } from './recipes';
import { reviews, reviewsPage } from './reviews';
import { seo } from './seo';
import { site } from './site';
import { orderSteps } from './steps';
import { supportPage } from './support';
import { homeTestimonials } from './testimonials';
import { ui } from './ui';
import { preparationVideo } from './video';

export const contentFiles: Record<string, Record<string, unknown>> = {
  'content/site.ts': { site },
  'content/navigation.ts': { mainNav, footerColumns },
  'content/pages.ts': { pages },
  'content/ui.ts': { ui },
  'content/home.ts': { home },
  'content/claims.ts': { claims },
  'content/testimonials.ts': { homeTestimonials },
  'content/benefits.ts': { benefits },
  'content/ingredients.ts': { ingredients },
  'content/steps.ts': { orderSteps },
  'content/forms.ts': { contactFormText, contactFormVariants },
  'content/ordering.ts': { orderingPage },
  'content/faq.ts': { orderFaq },
  'content/support.ts': { supportPage },
  'content/contact-details.ts': { contactDetailsLabels },
  'content/contatti.ts': { contatti },
  'content/grazie.ts': { grazie, thankYouSteps, drinkingTips },
  'content/legal.ts': { legalDocuments, legalLabels },
  'content/aliases.ts': { aliasPages, aliasPageText },
  'content/errors.ts': { notFoundPage, renderErrorPage },
  'content/seo.ts': { seo },
  'content/certifications.ts': { certifications },
  'content/video.ts': { preparationVideo },
  'content/product.ts': { productPage },
  'content/benefici.ts': { benefitsPage },
  'content/composition.ts': { compositionPage },
  'content/reviews.ts': { reviews, reviewsPage },
  'content/recipes.ts': { recipes, recipesPage },
};

/**
 * Counts fixed by the specification: [file, field (a dotted path), expected length]. The recipes
 * are not here: a recipe is a page of its own, and adding one must build (the specification's
 * eight are asserted by __tests__/content.test.ts).
 */
export const expectedCounts: Array<[string, string, number]> = [
  ['content/navigation.ts', 'mainNav', 7],
  ['content/navigation.ts', 'footerColumns', 3],
  ['content/testimonials.ts', 'homeTestimonials', 3],
  ['content/benefits.ts', 'benefits', 4],
  ['content/ingredients.ts', 'ingredients', 4],
  ['content/steps.ts', 'orderSteps', 3],
  ['content/faq.ts', 'orderFaq', 4],
  ['content/grazie.ts', 'thankYouSteps', 3],
  ['content/grazie.ts', 'drinkingTips', 4],
  ['content/certifications.ts', 'certifications', 3],
  ['content/reviews.ts', 'reviews', 7],
  ['content/benefici.ts', 'benefitsPage.tags.items', 9],
  ['content/composition.ts', 'compositionPage.gallery.tiles', 9],
];
