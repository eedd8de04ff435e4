import type { Route } from './routes';

export interface LegalDocument {
  /** The Markdown text, in content/legal/; each "## " heading is one numbered section. */
  file: string;
  /** The page's h1. */
  title: string;
  lead: string;
  /** Month and year of the last revision, shown under the title. */
  lastUpdated: string;
  /** How many "## " sections the text must have: the build stops if it differs. */
  sections: number;
}

export type LegalRoute = Extract<Route, '/privacy' | '/dati-personali' | '/termini'>;

export const legalDocuments: Record<LegalRoute, LegalDocument> = {
  '/privacy': {
    file: 'content/legal/privacy.md',
    title: 'Informativa Privacy',
    lead: 'Quali dati raccogliamo quando visiti il sito o ci scrivi, perché lo facciamo e come puoi esercitare i tuoi diritti.',
    lastUpdated: 'gennaio 2025',
    sections: 7,
  },
  '/dati-personali': {
    file: 'content/legal/dati-personali.md',
    title: 'Trattamento dei Dati Personali',
    lead: 'L’informativa completa sul trattamento dei dati personali, ai sensi del GDPR e del Codice privacy.',
    lastUpdated: 'gennaio 2025',
    sections: 9,
  },
  '/termini': {
    file: 'content/legal/termini.md',
    title: 'Termini e Condizioni',
    lead: 'Le regole per usare il sito e per acquistare Limenta dopo una richiesta di contatto.',
    lastUpdated: 'gennaio 2025',
    sections: 10,
  },
};

export const legalLabels = {
  /** {date} is replaced with the document's lastUpdated. */
  lastUpdated: 'Ultimo aggiornamento: {date}',
  tableOfContents: 'Indice',
  /** Names each scrollable table; {section} is the title of the section it belongs to. */
  table: 'Tabella: {section}',
} as const;
