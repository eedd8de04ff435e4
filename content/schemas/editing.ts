import type { z } from 'zod';
import { group, line, paragraph } from '@/lib/content/fields';
import { defineFile } from '@/lib/content/sources';

/**
 * The rules of content/editing.yaml: what the editing page on the live site (/admin/, behind the
 * team's login) says of itself: who may enter, and what happens to each publish, from «in coda» to
 * «online» or «non riuscito», with «Ripristina» to put the version before back online.
 */

const ITEM = { item: 'che cosa è stato pubblicato, per esempio Domanda «Quanto costa la consegna?»' } as const;

const access = group('Accesso', {
  loginNeeded: paragraph(
    'Senza accesso',
    200,
    {},
    'Quando l’accesso manca o è scaduto: la pagina porta all’accesso con il link per email.',
  ),
  noAccess: paragraph(
    'Indirizzo che non può modificare',
    200,
    {},
    'Un indirizzo del team che non è tra quelli della redazione (EDITOR_EMAILS).',
  ),
  form: paragraph('Richiesta non dalla pagina di modifica', 200),
  logout: line(
    'Pulsante per uscire',
    20,
    {},
    'Chiude l’accesso su questo browser: per entrare di nuovo serve un nuovo link per email.',
  ),
});

const states = group('Stati di una pubblicazione', {
  queued: line('In coda', 30),
  building: line('In costruzione', 30),
  online: line('Online', 30),
  failed: line('Non riuscita', 30),
  replaced: line('Sostituita da una più recente', 40),
  withdrawn: line('Ritirata con «Ripristina»', 40),
});

const publishing = group('Pubblicazioni', {
  title: line('Titolo del riquadro', 40),
  empty: line('Nessuna pubblicazione ancora', 120),
  queuedTitle: line('Titolo dell’avviso dopo «Pubblica»', 60),
  queued: paragraph(
    'Avviso dopo «Pubblica»',
    300,
    ITEM,
    'Il sito si ricostruisce con la modifica, una alla volta: il riquadro «Pubblicazioni» ne segue lo stato.',
  ),
  pushFailed: paragraph(
    'Invio al repository non riuscito',
    240,
    {},
    'Il sito si aggiorna lo stesso; la copia nel repository online aspetta la prossima pubblicazione.',
  ),
  failed: paragraph(
    'Ricostruzione non riuscita',
    300,
    {},
    'Quando la costruzione si ferma senza una riga del controllo da mostrare.',
  ),
  failedIntro: line('Prima del motivo di un errore', 120),
  onlineNote: line('Dopo «online»', 120),
  staticHostTitle: line('Titolo dell’avviso su un hosting statico', 60),
  staticHost: paragraph(
    'Avviso su un hosting statico',
    300,
    ITEM,
    'Dove le pagine sono su un hosting (Netlify, Cloudflare Pages…): il sito lo ricostruisce l’hosting quando riceve la modifica, senza un tempo promesso.',
  ),
  restore: line('Pulsante «Ripristina»', 60),
  restoreHint: paragraph(
    'Spiegazione di «Ripristina»',
    240,
    {},
    'Ogni «Ripristina» torna indietro di una versione, fino alla più vecchia conservata (le ultime cinque).',
  ),
  restored: paragraph('Dopo «Ripristina»', 240, ITEM),
  restoreRefused: paragraph('«Ripristina» non possibile ora', 200),
  startItem: line(
    'Versione all’avvio',
    80,
    {},
    'Nel riquadro, al posto di che cosa è stato pubblicato, per il sito che il servizio ha trovato costruito quando è partito.',
  ),
  by: line('Chi ha pubblicato', 60, { editor: 'il nome di chi ha pubblicato, come l’ha scritto nella pagina' }),
  version: line('Versione', 60, { commit: 'le prime sette cifre del commit, per esempio 3f0c9a2' }),
  kept: line(
    'Versione conservata',
    80,
    {},
    'Accanto a una versione prima di quella online che «Ripristina» può ancora rimettere online.',
  ),
  interrupted: paragraph(
    'Costruzione interrotta da un riavvio',
    240,
    {},
    'Quando il servizio si è fermato mentre il sito si costruiva: la modifica è salvata.',
  ),
});

const LIST = { list: 'il nome dell’elenco, per esempio Domande frequenti' } as const;
const NAME = { name: 'il nome di un elemento dell’elenco, per esempio una domanda' } as const;

const reorder = group('Riordina un elenco', {
  button: line(
    'Pulsante «Riordina»',
    40,
    LIST,
    'Nella pagina di un elenco (domande, ricette, recensioni…): apre la vista per cambiarne l’ordine.',
  ),
  title: line('Titolo della vista', 80, LIST),
  intro: paragraph('Spiegazione della vista', 300),
  up: line('Pulsante «Su» di un elemento', 80, NAME, 'Il nome che legge chi usa la tastiera o un lettore di schermo.'),
  down: line('Pulsante «Giù» di un elemento', 80, NAME),
  moved: line(
    'Dopo uno spostamento',
    120,
    { ...NAME, position: 'la nuova posizione', count: 'quanti elementi ha l’elenco' },
    'Letto dai lettori di schermo dopo ogni spostamento.',
  ),
  save: line('Pulsante per pubblicare l’ordine', 40),
  cancel: line('Pulsante per chiudere senza salvare', 40),
  unchanged: line('Ordine non cambiato', 120),
  notAList: paragraph(
    'Elenco che non si può riordinare',
    200,
    {},
    'Quando l’indirizzo non è quello di un elenco (un link vecchio o scritto a mano).',
  ),
  item: line('Nome della modifica', 80, LIST, 'Nel messaggio della modifica e nell’avviso dopo la pubblicazione.'),
  done: paragraph('Avviso dopo la pubblicazione', 200, {
    item: 'il nome della modifica, per esempio Ordine di «Domande frequenti»',
  }),
});

export const editingSchema = group('Pagina di modifica sul sito', {
  access,
  states,
  publishing,
  reorder,
  goLive: paragraph(
    'Modifica fermata dal controllo di pubblicazione',
    200,
    {},
    'Prima delle righe del controllo, quando il sito è pubblicato e la modifica ne fermerebbe la costruzione.',
  ),
});

export const editingSources = [
  defineFile({
    file: 'content/editing.yaml',
    title: 'Pagina di modifica sul sito',
    hint: 'Che cosa dice la pagina di modifica sul sito (/admin/): chi può entrare, lo stato di ogni pubblicazione (in coda, in costruzione, online, non riuscita), «Ripristina» e «Riordina».',
    schema: editingSchema,
  }),
];

export type EditingTexts = z.infer<typeof editingSchema>;
