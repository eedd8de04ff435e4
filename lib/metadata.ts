import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { isRoute } from '@/content/routes';
import { seo } from '@/content/seo';
import { site } from '@/content/site';
import { fillTemplate } from '@/content/ui';
import { shareImage } from './app-icons';
import { recipeImageFormats, recipeImagePath, recipeImageType } from './recipe-images';
import { recipeByPath, recipeTitle } from './recipes';
import type { SitePage } from './site-pages';

/** What a search engine or a link preview reads about a page, before Next.js writes it as tags. */
export interface PageHead {
  /** "Il prodotto | Limenta": the <title>, og:title and twitter:title. */
  title: string;
  description: string;
  image: { url: string; width: number; height: number; type: string; alt: string };
  /** A recipe is an article with a publication date; every other page is the website's. */
  type: 'website' | 'article';
  publishedTime?: string;
  /** Kept out of search results (robots noindex) and out of sitemap.xml: content/pages.ts says which. */
  noindex: boolean;
}

/** The longest description search engines show; the content check holds what editors write to it. */
export const DESCRIPTION_MAX = 160;

/**
 * A description within DESCRIPTION_MAX characters. A value of site.yaml in it ({orari}…) may make it
 * longer than what its editor wrote (the hours grow by a Sunday): then it ends at the last whole
 * word that fits, with «…», instead of being cut mid-word by the search engine.
 */
export function fitDescription(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A page's head, from content/pages.ts or, for a recipe's page, from the recipe itself. */
export function pageHead(path: SitePage): PageHead {
  if (isRoute(path)) {
    return {
      title: `${pages[path].title} | ${site.name}`,
      description: fitDescription(pages[path].description),
      image: {
        url: shareImage.path,
        width: shareImage.width,
        height: shareImage.height,
        type: shareImage.type,
        alt: seo.shareImageAlt,
      },
      type: 'website',
      noindex: Boolean(pages[path].noindex),
    };
  }
  const recipe = recipeByPath(path);
  if (!recipe) throw new Error(`${path} non è una pagina del sito`);
  const { width, height } = recipeImageFormats.social;
  return {
    title: `${recipeTitle(recipe)} | ${site.name}`,
    description: recipe.description,
    image: {
      url: recipeImagePath(recipe, 'social'),
      width,
      height,
      type: recipeImageType(recipe),
      alt: fillTemplate(recipesPage.shareImageAlt, { name: recipe.name, brand: site.name, image: recipe.image.alt }),
    },
    type: 'article',
    publishedTime: recipe.datePublished,
    noindex: false,
  };
}

/** The <title>, og:title and twitter:title of a page. */
export function documentTitle(path: SitePage): string {
  return pageHead(path).title;
}

/**
 * Everything a search engine or a link preview reads about a page. URLs are relative:
 * metadataBase (app/layout.tsx) makes them absolute.
 */
export function pageMetadata(path: SitePage): Metadata {
  const { title, description, image, type, publishedTime, noindex } = pageHead(path);
  const common = { locale: site.locale, siteName: site.name, url: path, title, description, images: [image] };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: type === 'article' ? { ...common, type, publishedTime } : { ...common, type },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
