/** @jest-environment node */
import {
  buildBreadcrumbList,
  buildFaqPage,
  buildItemList,
  buildOrganization,
  buildProduct,
  buildRecipe,
  buildWebSite,
  isoDuration,
  serializeJsonLd,
  type OrganizationInput,
  type RecipeInput,
} from '@/lib/structured-data';

const SITE_URL = 'https://esempio.it';

const company: OrganizationInput = {
  name: 'Agrumi',
  url: SITE_URL,
  email: 'ciao@esempio.it',
  language: 'it',
  company: {
    legalName: 'Agrumi S.r.l.',
    streetAddress: 'Via Roma 1',
    postalCode: '00100',
    city: 'Roma',
    province: 'RM',
    countryCode: 'IT',
    vatNumber: '01234567890',
  },
  hours: [
    { dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '18:00' },
    { dayOfWeek: ['Sunday'], opens: null, closes: null },
  ],
};

const recipe: RecipeInput = {
  path: '/ricette/insalata-agrumi',
  name: 'Insalata agli agrumi',
  description: 'Finocchi, arance e limone.',
  category: 'Contorno',
  cuisine: 'Italiana',
  prepMinutes: 15,
  cookMinutes: 80,
  servings: 4,
  ingredients: ['2 finocchi', '1 limone'],
  steps: [
    { text: 'Affetta i finocchi.', anchor: 'passo-1' },
    { text: 'Condisci con il limone.', anchor: 'passo-2' },
  ],
  datePublished: '2025-01-20',
  keywords: ['insalata di agrumi', 'contorno invernale'],
  images: ['/img/insalata-16x9.png', 'https://cdn.esempio.it/insalata-1x1.png'],
  caloriesPerServing: 150,
  language: 'it',
};

describe('isoDuration', () => {
  it.each([
    [25, 'PT25M'],
    [60, 'PT1H'],
    [95, 'PT1H35M'],
    [0, 'PT0M'],
  ])('writes %i minutes as %s', (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });

  it('refuses a duration that is not a whole number of minutes from 0', () => {
    expect(() => isoDuration(-5)).toThrow('-5 minuti');
    expect(() => isoDuration(2.5)).toThrow('2.5 minuti');
  });
});

describe('buildOrganization', () => {
  const organization = buildOrganization(company, '/icons/logo.png');

  it('names the company with absolute url and logo, email and postal address', () => {
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://esempio.it/#organization',
      name: 'Agrumi',
      legalName: 'Agrumi S.r.l.',
      url: 'https://esempio.it',
      logo: 'https://esempio.it/icons/logo.png',
      email: 'ciao@esempio.it',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via Roma 1',
        postalCode: '00100',
        addressLocality: 'Roma',
        addressRegion: 'RM',
        addressCountry: 'IT',
      },
    });
  });

  it('has a customer-service contact point in Italian with the opening hours, closed days left out', () => {
    expect(organization.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: 'ciao@esempio.it',
      availableLanguage: { '@type': 'Language', name: 'Italian', alternateName: 'it' },
      hoursAvailable: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
          opens: '09:00',
          closes: '18:00',
        },
      ],
    });
  });
});

describe('buildBreadcrumbList', () => {
  it('numbers the crumbs from 1 and links each to its absolute URL', () => {
    const list = buildBreadcrumbList(SITE_URL, [
      { name: 'Home', path: '/' },
      { name: 'Ricette', path: '/ricette' },
    ]);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://esempio.it' },
        { '@type': 'ListItem', position: 2, name: 'Ricette', item: 'https://esempio.it/ricette' },
      ],
    });
  });
});

describe('buildWebSite', () => {
  it('names the site, its address and language, published by the organisation', () => {
    expect(buildWebSite({ name: 'Agrumi', url: SITE_URL, language: 'it' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://esempio.it/#website',
      name: 'Agrumi',
      url: 'https://esempio.it',
      inLanguage: 'it',
      publisher: { '@id': 'https://esempio.it/#organization' },
    });
  });
});

describe('buildFaqPage', () => {
  it('turns each question and answer into a Question with an accepted Answer', () => {
    const page = buildFaqPage(SITE_URL, '/domande', [{ question: 'Quanto costa?', answer: 'Scrivici.' }]);
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://esempio.it/domande',
      mainEntity: [
        { '@type': 'Question', name: 'Quanto costa?', acceptedAnswer: { '@type': 'Answer', text: 'Scrivici.' } },
      ],
    });
  });
});

describe('buildRecipe', () => {
  it('maps a recipe page to schema.org fields: times as ISO 8601, steps as HowToStep with their anchors, the company as author', () => {
    expect(buildRecipe(SITE_URL, recipe, 'Agrumi')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      '@id': 'https://esempio.it/ricette/insalata-agrumi#ricetta',
      url: 'https://esempio.it/ricette/insalata-agrumi',
      mainEntityOfPage: 'https://esempio.it/ricette/insalata-agrumi',
      inLanguage: 'it',
      name: 'Insalata agli agrumi',
      description: 'Finocchi, arance e limone.',
      image: ['https://esempio.it/img/insalata-16x9.png', 'https://cdn.esempio.it/insalata-1x1.png'],
      author: {
        '@type': 'Organization',
        '@id': 'https://esempio.it/#organization',
        name: 'Agrumi',
        url: 'https://esempio.it',
      },
      datePublished: '2025-01-20',
      prepTime: 'PT15M',
      cookTime: 'PT1H20M',
      totalTime: 'PT1H35M',
      recipeYield: '4',
      recipeCategory: 'Contorno',
      recipeCuisine: 'Italiana',
      keywords: 'insalata di agrumi, contorno invernale',
      recipeIngredient: ['2 finocchi', '1 limone'],
      recipeInstructions: [
        {
          '@type': 'HowToStep',
          position: 1,
          text: 'Affetta i finocchi.',
          url: 'https://esempio.it/ricette/insalata-agrumi#passo-1',
        },
        {
          '@type': 'HowToStep',
          position: 2,
          text: 'Condisci con il limone.',
          url: 'https://esempio.it/ricette/insalata-agrumi#passo-2',
        },
      ],
      nutrition: { '@type': 'NutritionInformation', calories: '150 calories' },
    });
  });

  it('gives nutrition only when the recipe states its calories, and a cooking time of PT0M to a recipe without cooking', () => {
    const data = buildRecipe(SITE_URL, { ...recipe, caloriesPerServing: undefined, cookMinutes: 0 }, 'Agrumi');
    expect(data).not.toHaveProperty('nutrition');
    expect(data).toMatchObject({ cookTime: 'PT0M', totalTime: 'PT15M' });
  });
});

describe('buildItemList', () => {
  it('lists pages by position, absolute URL and name, as a summary page for carousels', () => {
    const items = [
      { path: '/ricette/a', name: 'Ricetta A' },
      { path: '/ricette/b', name: 'Ricetta B' },
    ];
    expect(buildItemList(SITE_URL, { items })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://esempio.it/ricette/a', name: 'Ricetta A' },
        { '@type': 'ListItem', position: 2, url: 'https://esempio.it/ricette/b', name: 'Ricetta B' },
      ],
    });
  });
});

describe('buildProduct', () => {
  const product = buildProduct(SITE_URL, {
    path: '/prodotto',
    name: 'Agrumi',
    description: 'Una spremuta in bottiglia.',
    images: ['/art/bottiglia.svg'],
    brandName: 'Agrumi',
    orderPath: '/ordina',
    offers: [
      { name: '6 bottiglie', price: 1740 },
      { name: '24 bottiglie', price: 6005 },
      { name: '12 bottiglie', price: 3290 },
    ],
  });

  it('gathers an offer per pack in an AggregateOffer: lowest and highest price and how many, in EUR', () => {
    expect(product).toMatchObject({
      '@type': 'Product',
      url: `${SITE_URL}/prodotto`,
      image: [`${SITE_URL}/art/bottiglia.svg`],
      brand: { '@type': 'Brand', name: 'Agrumi' },
    });
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '17.40',
      highPrice: '60.05',
      offerCount: 3,
      priceCurrency: 'EUR',
    });
  });

  it('gives each offer its exact price as a dotted decimal, VAT included, in stock, ordered on the order page and sold by the company', () => {
    const offers = (product.offers as unknown as { offers: Array<Record<string, unknown>> }).offers;
    expect(offers.map((offer) => offer.price)).toEqual(['17.40', '60.05', '32.90']);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      name: '6 bottiglie',
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '17.40',
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
      },
      availability: 'https://schema.org/InStock',
      url: `${SITE_URL}/ordina`,
      seller: { '@id': `${SITE_URL}/#organization` },
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so a text cannot close the script tag, and still parses to the same data', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: 'a </script><script>alert(1)</script>',
    } as const;
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
