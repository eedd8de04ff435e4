/**
 * schema.org JSON-LD builders: pure functions over the same content as the visible text. Outputs are
 * typed with schema-dts, so a property a type does not have fails the type check; Google's rules are
 * checked on the exported pages (e2e/validators.e2e.ts).
 */

import type {
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  ItemList,
  Language,
  Offer,
  OpeningHoursSpecification,
  Organization,
  Product,
  Recipe,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { ItalianAddress } from './format';
import { decimalEuro } from './offer';
import { absoluteUrl } from './site-url';

const SCHEMA_CONTEXT = 'https://schema.org';

/** A top-level JSON-LD block of one schema.org type (schema-dts also admits a plain URL string). */
type Block<T extends Thing> = WithContext<Exclude<T, string>>;

/** One top-level JSON-LD block of a page. */
export type JsonLdObject = Block<Thing>;

export interface OpeningHoursInput {
  /** schema.org day names, e.g. "Monday". */
  dayOfWeek: readonly string[];
  /** "09:00"; null on a closed day. */
  opens: string | null;
  closes: string | null;
}

export interface OrganizationInput {
  name: string;
  url: string;
  email: string;
  /** ISO 639-1 code of the language customers are served in, e.g. "it". */
  language: string;
  company: ItalianAddress & {
    legalName: string;
    /** ISO 3166-1 alpha-2, e.g. "IT": what search engines read (the page shows the name). */
    countryCode: string;
    vatNumber: string;
  };
  hours: readonly OpeningHoursInput[];
}

export interface BreadcrumbInput {
  name: string;
  path: string;
}

export interface RecipeInput {
  /** Where the recipe has its own page, e.g. "/ricette/insalata-agrumi". */
  path: string;
  name: string;
  description: string;
  category: string;
  cuisine: string;
  prepMinutes: number;
  /** 0 for a recipe without cooking. */
  cookMinutes: number;
  servings: number;
  ingredients: readonly string[];
  /** Each step's text and the id of its element on the page. */
  steps: readonly { text: string; anchor: string }[];
  /** AAAA-MM-GG */
  datePublished: string;
  keywords: readonly string[];
  /** Site paths or absolute URLs: the same picture in several ratios. */
  images: readonly string[];
  caloriesPerServing?: number;
  /** ISO 639-1 code of the page's language. */
  language: string;
}

export interface ProductInput {
  /** The page that presents the product, e.g. "/prodotto". */
  path: string;
  name: string;
  description: string;
  /** Site paths or absolute URLs. */
  images: readonly string[];
  brandName: string;
  /** Where the product is ordered, e.g. "/come-ordinare". */
  orderPath: string;
  /** One per pack, in the order the page lists them: what is sold («6 bottiglie da 250 ml») and its price with VAT in euro cents. */
  offers: readonly { name: string; price: number }[];
}

/** The stable identifier other nodes use to point at the organisation. */
export function organizationId(siteUrl: string): string {
  return absoluteUrl('/#organization', siteUrl);
}

function websiteId(siteUrl: string): string {
  return absoluteUrl('/#website', siteUrl);
}

/** Minutes as an ISO 8601 duration: 25 → "PT25M", 90 → "PT1H30M", 0 → "PT0M". */
export function isoDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`Durata non valida: ${minutes} minuti`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** "it" → "Italian": schema.org and search engines expect the language's English name. */
function languageNode(code: string): Language {
  const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  return { '@type': 'Language', name, alternateName: code };
}

/** Days without opening hours are left out: schema.org reads a missing day as closed. */
function openingHours(hours: readonly OpeningHoursInput[]): OpeningHoursSpecification[] {
  return hours.flatMap((entry) =>
    entry.opens && entry.closes
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            // The content's schema allows only schema.org's day names.
            dayOfWeek: entry.dayOfWeek.map((day) => `${SCHEMA_CONTEXT}/${day}` as DayOfWeek),
            opens: entry.opens,
            closes: entry.closes,
          },
        ]
      : [],
  );
}

export function buildOrganization(site: OrganizationInput, logoPath: string): Block<Organization> {
  const { company } = site;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site.url),
    name: site.name,
    legalName: company.legalName,
    url: absoluteUrl('/', site.url),
    logo: absoluteUrl(logoPath, site.url),
    email: site.email,
    vatID: company.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.streetAddress,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressRegion: company.province,
      addressCountry: company.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      availableLanguage: languageNode(site.language),
      hoursAvailable: openingHours(site.hours),
    },
  };
}

/**
 * The site itself, on the home page: where search engines read the site's name. No SearchAction:
 * the site has no search of its own.
 */
export function buildWebSite(site: Pick<OrganizationInput, 'name' | 'url' | 'language'>): Block<WebSite> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(site.url),
    name: site.name,
    url: absoluteUrl('/', site.url),
    inLanguage: site.language,
    publisher: { '@id': organizationId(site.url) },
  };
}

/** Home › … › current page; every crumb links to its absolute URL. */
export function buildBreadcrumbList(siteUrl: string, trail: readonly BreadcrumbInput[]): Block<BreadcrumbList> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/**
 * The drink with its offers: one per pack, gathered in an AggregateOffer (lowest and highest price,
 * how many), in euros with VAT, as Google reads a product's price. Without review or rating: the
 * testimonials are chosen by the company, and self-serving reviews are not allowed.
 */
export function buildProduct(siteUrl: string, product: ProductInput): Block<Product> {
  const url = absoluteUrl(product.path, siteUrl);
  const prices = product.offers.map((offer) => offer.price);
  const offers: Offer[] = product.offers.map((offer) => ({
    '@type': 'Offer',
    name: offer.name,
    price: decimalEuro(offer.price),
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: decimalEuro(offer.price),
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: true,
    },
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    url: absoluteUrl(product.orderPath, siteUrl),
    seller: { '@id': organizationId(siteUrl) },
  }));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    '@id': `${url}#prodotto`,
    url,
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(image, siteUrl)),
    brand: { '@type': 'Brand', name: product.brandName },
    manufacturer: { '@id': organizationId(siteUrl) },
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: decimalEuro(Math.min(...prices)),
      highPrice: decimalEuro(Math.max(...prices)),
      offerCount: offers.length,
      priceCurrency: 'EUR',
      offers,
    },
  };
}

export function buildFaqPage(
  siteUrl: string,
  path: string,
  items: readonly { question: string; answer: string }[],
): Block<FAQPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    url: absoluteUrl(path, siteUrl),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * A recipe on its own page, with every property Google lists as required or recommended that the
 * content can give (no rating: the site has no reviews of its recipes; no video). Each step points
 * to its anchor on the page; the author is the company, by its @id.
 */
export function buildRecipe(siteUrl: string, recipe: RecipeInput, authorName: string): Block<Recipe> {
  const url = absoluteUrl(recipe.path, siteUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Recipe',
    '@id': `${url}#ricetta`,
    url,
    mainEntityOfPage: url,
    inLanguage: recipe.language,
    name: recipe.name,
    description: recipe.description,
    image: recipe.images.map((image) => absoluteUrl(image, siteUrl)),
    author: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: authorName,
      url: absoluteUrl('/', siteUrl),
    },
    datePublished: recipe.datePublished,
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(recipe.prepMinutes + recipe.cookMinutes),
    recipeYield: String(recipe.servings),
    recipeCategory: recipe.category,
    recipeCuisine: recipe.cuisine,
    keywords: recipe.keywords.join(', '),
    recipeIngredient: [...recipe.ingredients],
    recipeInstructions: recipe.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text: step.text,
      url: `${url}#${step.anchor}`,
    })),
    ...(recipe.caloriesPerServing
      ? { nutrition: { '@type': 'NutritionInformation', calories: `${recipe.caloriesPerServing} calories` } }
      : {}),
  };
}

/**
 * A summary page's list of detail pages, in order, as Google's carousels read it: position, URL and
 * name (the details live on each page).
 */
export function buildItemList(siteUrl: string, list: { items: readonly BreadcrumbInput[] }): Block<ItemList> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    itemListElement: list.items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(item.path, siteUrl),
      name: item.name,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
