import type { ErrorPages } from './schemas/site';
import data from './errors.yaml';

/**
 * Copy of the 404 page and of the screen shown when a page fails to render (content/errors.yaml).
 * The two headlines are in English as the specification quotes them; pages mark them lang="en".
 */
const errors = data as ErrorPages;

export const notFoundPage = errors.notFound;
export const renderErrorPage = errors.renderError;
