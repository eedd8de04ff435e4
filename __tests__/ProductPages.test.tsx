import { render, screen, within } from '@testing-library/react';
import BenefitsPage from '@/app/benefici/page';
import CompositionPage from '@/app/composizione/page';
import ProductPage from '@/app/prodotto/page';
import RecipesPage from '@/app/ricette-salutari/page';
import ReviewsPage from '@/app/recensioni/page';
import { benefitsPage } from '@/content/pages/benefici';
import { benefits } from '@/content/benefits';
import { certifications } from '@/content/certifications';
import { compositionPage } from '@/content/pages/composizione';
import { ingredients } from '@/content/ingredients';
import { productPage } from '@/content/pages/prodotto';
import { foodInformation } from '@/content/food-information';
import { fromPriceText, packRows, sales } from '@/content/sales';
import { cheapestPack, formatEuro, formatPerLitre, packPrice, pricePerBottle, pricePerLitre } from '@/lib/offer';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { allReviews } from '@/components/sections/ReviewsNote';
import { reviews } from '@/content/reviews';
import { provenanceLine, reviewsNote, reviewsPage } from '@/content/pages/recensioni';
import { fillTemplate } from '@/content/ui';
import { site } from '@/content/site';
import { preparationVideo } from '@/content/video';
import { certificationNote } from '@/components/sections/CertificationsSection';
import { formatItalianDate } from '@/lib/format';
import { imageAttributes } from '@/lib/photos';
import { allRecipes, recipePath, totalMinutes } from '@/lib/recipes';
import { absoluteUrl } from '@/lib/site-url';
import { headingsOf, itemsIn, linksIn, ratingName, ratingsIn, region, textsOf } from './support/queries';

function expectCertifications(container: HTMLElement) {
  expect(headingsOf(container)).toEqual(certifications.map((certification) => certification.title));
}

/** The video's section only once the video exists: never an announcement of one that does not (content/video.yaml). */
function expectVideoOnlyIfItExists() {
  const section = screen.queryByRole('region', { name: preparationVideo.title });
  if (!preparationVideo.src) {
    expect(section).toBeNull();
    if (preparationVideo.comingSoon)
      for (const words of [preparationVideo.comingSoon.badge, preparationVideo.comingSoon.text])
        expect(document.body).not.toHaveTextContent(words);
    return;
  }
  const video = section!.querySelector('video')!;
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('poster', preparationVideo.poster.src);
  expect(video.querySelector('source')).toHaveAttribute('src', preparationVideo.src);
  expect(video.querySelector('track[kind="captions"]')).toHaveAttribute('src', preparationVideo.captions);
}

function expectCertifiedOnlyWhatIs(container: HTMLElement) {
  within(container)
    .getAllByRole('article')
    .forEach((card, index) => {
      const note = certificationNote(certifications[index]);
      expect(card).toHaveTextContent(note);
      if (certifications[index].kind === 'promessa') expect(card.textContent).not.toMatch(/certificat/i);
      else expect(card).toHaveTextContent(site.organic.controlBodyCode);
    });
}

describe('/prodotto', () => {
  beforeEach(() => render(<ProductPage />));

  it('has one h1 and one card per ingredient', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = within(region(productPage.ingredients.title)).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      ingredients.map((ingredient) => ingredient.name),
    );
  });

  it('carries the food label before the order, opened by the address /prodotto#informazioni', () => {
    const heading = within(region(foodInformation.title)).getByRole('heading', {
      level: 2,
      name: foodInformation.title,
    });
    expect(heading).toHaveAttribute('id', 'informazioni');
  });

  it('shows every certification, calling certified only what a control body certifies', () => {
    expectCertifications(region(productPage.certifications.title));
    expectCertifiedOnlyWhatIs(region(productPage.certifications.title));
  });

  it('shows the preparation video only once it exists', () => {
    expectVideoOnlyIfItExists();
  });

  it('presents the drink with the price of its cheapest bottle and that pack’s price per litre', () => {
    const overview = region(productPage.overview.title);
    const cheapest = cheapestPack(sales.prices.packs);
    expect(overview.textContent).toContain(fromPriceText());
    expect(fromPriceText()).toContain(formatEuro(pricePerBottle(cheapest)));
    expect(fromPriceText()).toContain(formatPerLitre(pricePerLitre(cheapest)));
    // Said once on the page, where the drink is presented.
    expect(document.body.textContent!.split(fromPriceText())).toHaveLength(2);
  });

  it('shows every pack with its prices, delivery and payment in a section of its own', () => {
    const section = screen.getByRole('region', { name: sales.title });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(sales.title);
    const table = within(section).getByRole('table', { name: sales.prices.caption });
    for (const pack of packRows()) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${pack.name}`) });
      expect(textsOf(row, 'cell')).toEqual([pack.price, pack.perBottle, pack.perLitre]);
    }
    expect(section).toHaveTextContent(sales.labels.deliveryCost);
    expect(section).toHaveTextContent(sales.payment);
  });

  it('describes the drink as a Product with an offer per pack, in euros with VAT, as the page shows them', () => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    );
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product.url).toBe(absoluteUrl('/prodotto'));
    const prices = sales.prices.packs.map((pack) => packPrice(pack) / 100);
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      offerCount: prices.length,
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
    });
    expect(product.offers.offers.map((offer: { name: string; price: string }) => [offer.name, offer.price])).toEqual(
      packRows().map((row, index) => [row.name, prices[index].toFixed(2)]),
    );
    for (const offer of product.offers.offers)
      expect(offer.priceSpecification).toMatchObject({ valueAddedTaxIncluded: true, priceCurrency: 'EUR' });
  });
});

describe('/benefici', () => {
  beforeEach(() => render(<BenefitsPage />));

  it('has one card per benefit', () => {
    const cards = within(region(benefitsPage.cards.title)).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      benefits.map((benefit) => benefit.title),
    );
  });

  it('compares before and after in two lists', () => {
    const { before, after } = benefitsPage.beforeAfter;
    const comparison = region(benefitsPage.beforeAfter.title);
    const lists = within(comparison).getAllByRole('list');
    expect(within(comparison).getByRole('heading', { name: before.title })).toBeInTheDocument();
    expect(within(comparison).getByRole('heading', { name: after.title })).toBeInTheDocument();
    expect(lists.map((list) => itemsIn(list))).toEqual([before.items, after.items]);
  });

  it('features one testimonial with its stars', () => {
    const { title, testimonial } = benefitsPage.featured!;
    const featured = region(title);
    const [rating] = ratingsIn(featured);
    expect(rating).toHaveAccessibleName(ratingName(testimonial.rating));
    expect(featured).toHaveTextContent(testimonial.text);
  });

  it('lists every ingredient tag', () => {
    expect(itemsIn(region(benefitsPage.tags.title))).toEqual(benefitsPage.tags.items);
  });

  it('has a side call to action with its two buttons', () => {
    const { aside } = benefitsPage;
    const box = screen.getByRole('complementary', { name: aside.title });
    expect(linksIn(box)).toEqual([aside.primary, aside.secondary].map((cta) => [cta.label, cta.href]));
  });
});

describe('/composizione', () => {
  beforeEach(() => render(<CompositionPage />));

  it('describes every ingredient with its benefits', () => {
    const articles = within(region(compositionPage.ingredients.title)).getAllByRole('article');
    expect(articles).toHaveLength(ingredients.length);
    articles.forEach((article, index) => {
      expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(ingredients[index].name);
      expect(article).toHaveTextContent(ingredients[index].description);
      expect(itemsIn(article)).toEqual(ingredients[index].benefits);
    });
  });

  it('shows the same certifications, and the video only once it exists', () => {
    expectCertifications(region(compositionPage.certifications.title));
    expectCertifiedOnlyWhatIs(region(compositionPage.certifications.title));
    expectVideoOnlyIfItExists();
  });

  it('shows every gallery tile with its alternative text and caption', () => {
    const gallery = region(compositionPage.gallery.title);
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual(
      compositionPage.gallery.tiles.map((tile) => [tile.src, tile.alt]),
    );
    compositionPage.gallery.tiles.forEach((tile) => expect(gallery).toHaveTextContent(tile.caption));
  });

  it('links its closing button', () => {
    const { cta } = compositionPage.closing;
    expect(screen.getByRole('link', { name: cta.label })).toHaveAttribute('href', cta.href);
  });
});

describe('/recensioni', () => {
  beforeEach(() => render(<ReviewsPage />));

  it('shows every review with name, age, city, title, text, stars, date and highlight', () => {
    const articles = within(region(reviewsPage.list.title)).getAllByRole('article');
    expect(articles).toHaveLength(reviews.length);
    articles.forEach((article, index) => {
      const review = reviews[index];
      expect(ratingsIn(article)[0]).toHaveAccessibleName(ratingName(review.rating));
      expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe(review.title);
      expect(article).toHaveTextContent(review.name);
      expect(article).toHaveTextContent(
        `${fillTemplate(reviewsPage.ageTemplate, { age: review.age })} · ${review.city}`,
      );
      expect(article).toHaveTextContent(review.text);
      expect(article.querySelector(`time[datetime="${review.date}"]`)?.textContent).toBe(
        formatItalianDate(review.date),
      );
      expect(article).toHaveTextContent(review.highlight);
    });
  });

  it('says how the reviews were collected and verified, at the anchor other pages link to', () => {
    const note = within(region(reviewsPage.list.title)).getByRole('note', { name: reviewsPage.howWeCollect.title });
    expect(note.querySelector('#come-raccogliamo-le-recensioni')).not.toBeNull();
    for (const paragraph of reviewsNote(allReviews)) expect(note).toHaveTextContent(paragraph);
    within(region(reviewsPage.list.title))
      .getAllByRole('article')
      .forEach((article, index) => expect(article).toHaveTextContent(provenanceLine(reviews[index].provenance)));
  });

  it('ends with a community banner', () => {
    expect(region(reviewsPage.community.title)).toHaveTextContent(reviewsPage.community.text);
  });
});

describe('/ricette-salutari', () => {
  beforeEach(() => render(<RecipesPage />));

  it('shows a card per recipe with category, time, servings and its highlights, linking to its page', () => {
    const { labels } = recipesPage;
    const articles = within(region(recipesPage.list.title)).getAllByRole('article');
    expect(articles).toHaveLength(allRecipes().length);
    articles.forEach((article, index) => {
      const recipe = allRecipes()[index];
      expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe(recipe.name);
      expect(within(article).getByRole('link', { name: new RegExp(recipe.name) })).toHaveAttribute(
        'href',
        recipePath(recipe),
      );
      expect(within(article).getAllByRole('link')).toHaveLength(1);
      // Its picture, lazily loaded, of known size.
      const { src, width, height } = imageAttributes(recipe.image.src, 'recipe');
      const picture = article.querySelector('img');
      for (const [name, value] of Object.entries({ src, loading: 'lazy', width, height }))
        expect(picture).toHaveAttribute(name, String(value));
      expect(article).toHaveTextContent(`${labels.category}: ${recipe.category}`);
      expect(article).toHaveTextContent(
        `${labels.time}${fillTemplate(labels.minutes, { minutes: totalMinutes(recipe) })}`,
      );
      expect(article).toHaveTextContent(
        `${labels.servings}${fillTemplate(labels.people, { servings: recipe.servings })}`,
      );
      const highlights = within(article).getByText(labels.benefits).nextElementSibling as HTMLElement;
      expect(itemsIn(highlights)).toEqual(recipe.benefits);
    });
  });
});
