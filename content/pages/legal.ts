import dataPersonali from './dati-personali.md';
import privacy from './privacy.md';
import termini from './termini.md';
import type { Route } from '../routes';
import type { LegalDocumentFile } from '../schemas/pages';
import { ui } from '../ui';

/** A legal text: its front matter (title, lead, last revision, meta) and its Markdown body. */
export interface LegalDocument extends LegalDocumentFile {
  /** The Markdown file, named in messages. */
  file: string;
}

export type LegalRoute = Extract<Route, '/privacy' | '/dati-personali' | '/termini'>;

const documentOf = (file: string, data: unknown): LegalDocument => ({ ...(data as LegalDocumentFile), file });

/** The legal texts: content/pages/privacy.md, dati-personali.md and termini.md. */
export const legalDocuments: Record<LegalRoute, LegalDocument> = {
  '/privacy': documentOf('content/pages/privacy.md', privacy),
  '/dati-personali': documentOf('content/pages/dati-personali.md', dataPersonali),
  '/termini': documentOf('content/pages/termini.md', termini),
};

export const legalLabels = ui.legal;
