import type { Alias } from './routes';

export interface AliasPage {
  /** The <title>; unique, so the old address is recognisable in the history. */
  title: string;
  description: string;
  heading: string;
  linkLabel: string;
}

/** Shown under the heading of every old address. */
export const aliasPageText =
  'Ti stiamo portando alla pagina aggiornata. Se non succede nulla entro qualche secondo, usa il link qui sotto.';

/** The short page shown at an old address while the browser moves on to the new one. */
export const aliasPages: Record<Alias, AliasPage> = {
  '/privacy-policy': {
    title: 'Privacy policy: nuovo indirizzo',
    description: 'L’informativa privacy di Limenta ha un nuovo indirizzo: ti stiamo portando alla pagina aggiornata con tutti i dettagli sui tuoi dati.',
    heading: 'L’informativa privacy ha un nuovo indirizzo',
    linkLabel: 'Vai all’Informativa Privacy',
  },
  '/termini-condizioni': {
    title: 'Termini e condizioni: nuovo indirizzo',
    description: 'I termini e condizioni di Limenta hanno un nuovo indirizzo: ti stiamo portando alla pagina aggiornata su ordini, consegna e recesso.',
    heading: 'I termini e condizioni hanno un nuovo indirizzo',
    linkLabel: 'Vai ai Termini e Condizioni',
  },
};
