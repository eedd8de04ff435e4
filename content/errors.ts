/**
 * Copy of the 404 page and of the screen shown when a page fails to render. The two
 * headlines are in English as the specification quotes them; pages mark them lang="en".
 */
export const notFoundPage = {
  meta: {
    title: 'Pagina non trovata',
    description: 'La pagina che cerchi non esiste o è stata spostata: torna alla home di Limenta e scopri la bevanda naturale del mattino.',
  },
  title: 'Oops! Page not found',
  titleLang: 'en',
  text: 'La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo oppure riparti dalla home: da lì trovi tutto su Limenta.',
  homeLink: 'Torna alla Home',
  /** Written to the browser console, followed by the missing path. */
  consoleMessage: '404 Error: User attempted to access non-existent route:',
} as const;

export const renderErrorPage = {
  /** The <title> of the root error screen, which has no page metadata; the site name follows. */
  documentTitle: 'Errore imprevisto',
  title: 'Unexpected Application Error!',
  titleLang: 'en',
  text: 'Qualcosa non ha funzionato mentre caricavamo la pagina. Riprova tra un istante oppure torna alla home.',
  retry: 'Riprova',
  homeLink: 'Torna alla Home',
} as const;
