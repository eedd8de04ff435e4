import { slug } from './slug';
/**
 * Photos in content: an editor's JPG, PNG or WebP, in content/foto/ and written in the content as
 * /foto/<file>. The site never sends the original: the build makes AVIF and WebP versions of it
 * (app/foto/[file]/route.ts, with sharp) at the widths each place in the layout needs, cropped to
 * that place's shape, and the pages list them in a srcset with the sizes the layout gives them.
 * Drawings (SVG in public/art) are sent as they are. No imports but slug.ts: components, the content
 * check and the build share it.
 */

/** Where the originals are, in the project and as written in the content. */
export const PHOTO_FOLDER = 'content/foto';
export const PHOTO_PATH = '/foto/';

/** The formats an editor may upload, by extension. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** The largest original accepted: a phone's photo is 3–6 MB; more is a scan or a camera's RAW export. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** The formats the build makes, best first: what a <picture> offers the browser. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export interface PhotoProfile {
  /** The place, in Italian, for messages. */
  place: string;
  /** The shape the place shows, width by height: versions are cropped to it. */
  aspect: readonly [number, number];
  /** The widths made, in pixels: the place's largest size on screen at 1× and 2×, and steps between. */
  widths: readonly number[];
  /** How wide the place is at each screen width, for the browser to pick a version (the CSS's own rules). */
  sizes: string;
  /** The size a drawing is drawn at (its width and height attributes). */
  drawing: { width: number; height: number };
}

/**
 * Every place where content shows a picture, with what it needs. A photo smaller than a place's
 * largest version would be blown up: the check refuses it and says how big it must be.
 */
export const photoProfiles = {
  recipe: {
    place: 'la foto di una ricetta',
    aspect: [4, 3],
    widths: [400, 800, 1200],
    // RecipeHero: full width below 900 px, half of the 72rem container above; the cards of the list are narrower.
    sizes: '(min-width: 1232px) 552px, (min-width: 900px) 46vw, 94vw',
    drawing: { width: 800, height: 600 },
  },
  gallery: {
    place: 'un’immagine della galleria',
    aspect: [1, 1],
    widths: [360, 720],
    // Gallery: two tiles a row on a phone, three from 768 px, in the 72rem container.
    sizes: '(min-width: 1232px) 368px, (min-width: 768px) 31vw, 46vw',
    drawing: { width: 480, height: 480 },
  },
  ingredient: {
    place: 'l’immagine di un ingrediente',
    aspect: [1, 1],
    widths: [160, 320],
    sizes: '10rem',
    drawing: { width: 400, height: 400 },
  },
  hero: {
    place: 'l’immagine d’apertura della home',
    aspect: [8, 7],
    widths: [512, 1024],
    sizes: '(min-width: 560px) 512px, 92vw',
    drawing: { width: 640, height: 560 },
  },
  overview: {
    place: 'l’immagine della presentazione del prodotto',
    aspect: [8, 7],
    widths: [448, 896],
    sizes: '(min-width: 500px) 448px, 92vw',
    drawing: { width: 640, height: 560 },
  },
  poster: {
    place: 'il poster del video',
    aspect: [16, 9],
    widths: [640, 1280],
    sizes: '(min-width: 1232px) 1152px, 94vw',
    drawing: { width: 1280, height: 720 },
  },
} as const satisfies Record<string, PhotoProfile>;

export type PhotoPlace = keyof typeof photoProfiles;

/** A photo's smallest accepted size for a place: its largest version, at the place's shape. */
export function minimumSize(place: PhotoPlace): { width: number; height: number } {
  return versionSize(place, Math.max(...photoProfiles[place].widths));
}

/** Whether a content image is a photo (made into versions) rather than a drawing (sent as it is). */
export function isPhoto(src: string): boolean {
  return src.startsWith(PHOTO_PATH) && new RegExp(`\\.(${PHOTO_EXTENSIONS.join('|')})$`, 'i').test(src);
}

/** "/foto/Risotto al limone.jpg" → "risotto-al-limone": the stem of its versions' names. */
export function photoStem(src: string): string {
  return slug(src.slice(PHOTO_PATH.length).replace(/\.[^.]+$/, ''));
}

/** The address of one version: /foto/<stem>-<place>-<width>.<format>. */
export function photoVersionPath(src: string, place: PhotoPlace, width: number, format: PhotoFormat): string {
  return `${PHOTO_PATH}${photoStem(src)}-${place}-${width}.${format}`;
}

/** A srcset of every version of one format. */
export function photoSrcSet(src: string, place: PhotoPlace, format: PhotoFormat): string {
  return photoProfiles[place].widths
    .map((width) => `${photoVersionPath(src, place, width, format)} ${width}w`)
    .join(', ');
}

/**
 * The <img> of a content picture: a drawing as it is, at its place's drawing size; a photo as its
 * WebP version of about half the largest width (the fallback of its srcset), at the largest size.
 */
export function imageAttributes(src: string, place: PhotoPlace): { src: string; width: number; height: number } {
  const profile = photoProfiles[place];
  if (!isPhoto(src)) return { src, ...profile.drawing };
  const largest = Math.max(...profile.widths);
  const fallback = profile.widths.find((candidate) => candidate >= largest / 2) ?? largest;
  return { src: photoVersionPath(src, place, fallback, 'webp'), ...versionSize(place, largest) };
}

/** A version's width and height at its place's shape. */
export function versionSize(place: PhotoPlace, width: number): { width: number; height: number } {
  const [w, h] = photoProfiles[place].aspect;
  return { width, height: Math.round((width * h) / w) };
}
