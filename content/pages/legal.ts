import dataPersonali from './dati-personali.md';
import privacy from './privacy.md';
import termini from './termini.md';
import { LEGAL_FILES, type LegalRoute } from '../routes';
import type { LegalDocumentFile } from '../schemas/pages';
import { ui } from '../ui';

/** A legal text: its front matter (title, lead, last revision, meta) and its Markdown body. */
export interface LegalDocument extends LegalDocumentFile {
  /** The Markdown file, named in messages. */
  file: string;
}

export type { LegalRoute };

const documentOf = (file: string, data: unknown): LegalDocument => ({ ...(data as LegalDocumentFile), file });

/** The legal texts: content/pages/privacy.md, dati-personali.md and termini.md. */
export const legalDocuments: Record<LegalRoute, LegalDocument> = {
  '/privacy': documentOf(LEGAL_FILES['/privacy'], privacy),
  '/dati-personali': documentOf(LEGAL_FILES['/dati-personali'], dataPersonali),
  '/termini': documentOf(LEGAL_FILES['/termini'], termini),
};

export const legalLabels = ui.legal;
