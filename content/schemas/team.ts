import type { z } from 'zod';
import { group, integer, line, paragraph, text } from '@/lib/content/fields';
import { defineFile } from '@/lib/content/sources';

/**
 * The rules of content/team.yaml: texts only the team reads, starting with how a request's deadline
 * is written (lib/working-hours.ts fills them in): «rispondi entro lun 1 dic, 12:00», «scade tra
 * 3 h 20 min». The figures come from the deadline; the words and their order come from here.
 */

const DURATION = 'quanto manca o da quanto è passata, per esempio «3 h 20 min» (le forme qui sotto)';

const duration = group(
  'Durate',
  {
    days: text('Giorni interi', {
      max: 30,
      placeholders: { days: 'i giorni' },
      hint: 'Da un giorno in su, quando le ore sono zero: per esempio «{days} g».',
    }),
    daysHours: text('Giorni e ore', {
      max: 30,
      placeholders: { days: 'i giorni', hours: 'le ore' },
      hint: 'Da un giorno in su (i minuti non si contano più): per esempio «{days} g {hours} h».',
    }),
    hours: text('Ore intere', {
      max: 30,
      placeholders: { hours: 'le ore' },
      hint: 'Meno di un giorno, quando i minuti sono zero: per esempio «{hours} h».',
    }),
    hoursMinutes: text('Ore e minuti', {
      max: 30,
      placeholders: { hours: 'le ore', minutes: 'i minuti' },
      hint: 'Meno di un giorno: per esempio «{hours} h {minutes} min».',
    }),
    minutes: text('Minuti', {
      max: 30,
      placeholders: { minutes: 'i minuti' },
      hint: 'Meno di un’ora: per esempio «{minutes} min».',
    }),
  },
  { hint: 'Come si scrive un tempo nelle scadenze: le cifre le mette il servizio.' },
);

const MINUTES = { minutes: 'i minuti di validità del link (15)' } as const;
const NUMBER = { number: 'il numero della richiesta, per esempio L-7KQ4M' } as const;
const STATUS = { status: 'il nome dello stato, come lo scrivono «Stati»' } as const;

const statuses = group(
  'Stati',
  {
    new: line('Nuova (nessuno ha ancora risposto)', 30),
    answered: line('Risposta inviata', 30),
    accepted: line('Accettata', 30),
    delivered: line('Consegnata', 30),
    closed: line('Chiusa', 30),
    cancelled: line('Annullata', 30),
  },
  { hint: 'I nomi degli stati di una richiesta, nell’elenco, nei filtri e nella storia.' },
);

const login = group('Accesso', {
  title: line('Titolo della pagina di accesso', 60),
  intro: paragraph('Spiegazione', 300, MINUTES),
  emailLabel: line('Etichetta del campo email', 40),
  emailHint: line('Aiuto sotto il campo email', 120),
  submit: line('Pulsante per chiedere il link', 40),
  invalidEmail: line('Email scritta male', 120),
  sentTitle: line('Titolo dopo la richiesta del link', 60),
  sent: paragraph(
    'Testo dopo la richiesta del link',
    300,
    MINUTES,
    'Lo stesso per ogni indirizzo, del team o no: nessuno deve capire chi è nel team.',
  ),
  again: line('Link per chiedere un altro link', 40),
  tooMany: line('Troppi link chiesti', 160, { minutes: 'i minuti da aspettare' }),
  confirmTitle: line('Titolo della pagina del link', 60),
  confirmIntro: paragraph('Spiegazione della pagina del link', 240, { hours: 'quante ore dura l’accesso (12)' }),
  confirm: line('Pulsante per entrare', 30),
  used: paragraph('Link già usato', 200),
  expired: paragraph('Link scaduto', 200, MINUTES),
  unknown: paragraph('Link non valido', 200),
  noAccess: paragraph('Indirizzo tolto dal team', 200),
  loggedOut: line('Dopo «Esci»', 120),
  expiredSession: paragraph('Accesso scaduto', 200, { hours: 'quante ore dura l’accesso (12)' }),
});

const loginEmail = group('Email con il link di accesso', {
  subject: line('Oggetto', 100),
  intro: paragraph('Testo', 300, { site: 'il nome del sito', ...MINUTES }),
  action: line('Testo del link', 60),
  notYou: paragraph('Se non l’ha chiesto', 240),
});

const refused = group('Rifiuti', {
  title: line('Titolo', 60),
  form: paragraph('Modulo scaduto o da un’altra pagina', 240),
  noAccess: line('Indirizzo senza accesso alle richieste', 160),
  notFound: line('Pagina inesistente', 120),
  method: line('Metodo non accettato', 120),
  unavailable: line('Database che non risponde', 160),
  back: line('Link per tornare alle richieste', 40),
});

const list = group('Elenco delle richieste', {
  title: line('Titolo', 60),
  filters: line('Titolo dei filtri (per i lettori di schermo)', 60),
  status: line('Etichetta del filtro per stato', 30),
  all: line('Filtro «tutte»', 30),
  open: line('Filtro «da seguire» (nuove, con risposta, accettate e consegnate)', 30),
  search: line('Etichetta della ricerca', 30),
  searchHint: line('Aiuto della ricerca', 80),
  apply: line('Pulsante dei filtri', 30),
  reset: line('Link per togliere i filtri', 40),
  count: line('Quante se ne vedono', 60, { shown: 'quante sono in questa pagina', total: 'quante in tutto' }),
  empty: line('Nessuna richiesta', 120),
  received: line('Quando è arrivata', 60, { date: 'la data e l’ora' }),
  pages: line('Titolo della navigazione fra le pagine (per i lettori di schermo)', 40),
  page: line('Pagina', 40, { page: 'il numero della pagina', pages: 'quante pagine ci sono' }),
  previous: line('Pagina precedente', 30),
  next: line('Pagina successiva', 30),
  erased: line('Dopo la cancellazione dei dati di una persona', 120, {
    count: 'quante richieste sono state cancellate',
  }),
});

const request = group('Una richiesta', {
  title: line('Titolo', 60, NUMBER),
  back: line('Link all’elenco', 40),
  labels: group('Etichette', {
    status: line('Stato', 30),
    deadline: line('Scadenza della risposta', 30),
    form: line('Modulo', 30),
    name: line('Nome', 30),
    email: line('Email', 30),
    received: line('Ricevuta il', 30),
    page: line('Pagina del sito', 30),
  }),
  message: line('Titolo del messaggio del visitatore', 60),
  actions: line('Titolo delle azioni', 60),
  noActions: line('Nessuna azione possibile', 160),
  reply: group('Risposta libera', {
    label: line('Etichetta del testo', 40),
    hint: paragraph('Aiuto', 240, { ...NUMBER, teamEmail: 'l’indirizzo del team (TEAM_EMAIL)' }),
    submit: line('Pulsante', 40),
    empty: line('Risposta vuota', 120),
    tooLong: line('Risposta o nota troppo lunga', 120, { max: 'quanti caratteri al massimo' }),
  }),
  phone: group('Risposta per telefono', {
    label: line('Etichetta della nota', 60),
    submit: line('Pulsante', 40),
  }),
  accept: line('Pulsante «accettata»', 40),
  deliver: line('Pulsante «consegnata»', 40),
  close: line('Pulsante «chiudi»', 40),
  cancel: line('Pulsante «annulla»', 40),
  done: group('Dopo un’azione', {
    reply: line('Risposta in partenza', 160),
    status: line('Stato cambiato', 160, STATUS),
  }),
  outOfOrder: paragraph('Azione non possibile nello stato attuale', 240, STATUS),
  history: line('Titolo della storia', 40),
  historyReceived: line('Primo passo della storia', 60),
  historyEvent: line('Un passo della storia', 80, { actor: 'chi l’ha fatto', action: 'che cosa ha fatto (qui sotto)' }),
  historyStatus: line('Cambio di stato', 80, { from: 'lo stato di prima', to: 'lo stato nuovo' }),
  events: group('Che cosa ha fatto', {
    reply: line('Risposta libera', 60),
    phone: line('Risposta per telefono', 60),
    accept: line('Accettata', 60),
    deliver: line('Consegnata', 60),
    close: line('Chiusa', 60),
    cancel: line('Annullata', 60),
    propose: line('Proposta inviata', 60),
  }),
  emailStates: group('Stato dell’email di una risposta', {
    pending: line('In partenza', 60),
    sent: line('Inviata', 60),
    failed: line('Rifiutata', 160, { error: 'la risposta del server di posta' }),
  }),
  data: line('Titolo dei dati della persona', 60),
  dataIntro: paragraph('Spiegazione dei dati della persona', 240, { email: 'l’email del visitatore' }),
  export: line('Pulsante per scaricare i dati', 60),
  erase: line('Pulsante per cancellare i dati', 60),
  eraseTitle: line('Domanda prima di cancellare', 120, { email: 'l’email del visitatore' }),
  eraseText: paragraph('Che cosa si cancella', 300, { count: 'quante richieste', numbers: 'i loro numeri' }),
  eraseConfirm: line('Pulsante che cancella', 40),
  eraseBack: line('Link per non cancellare', 60),
});

const notices = {
  replyEmail: group('Email di risposta al visitatore', {
    subject: line('Oggetto', 100, NUMBER),
    footer: paragraph('Riga dopo la risposta', 240, NUMBER),
  }),
  digest: group(
    'Riepilogo del mattino',
    {
      subject: line('Oggetto', 100, { count: 'quante richieste aspettano una risposta' }),
      intro: paragraph('Apertura', 240),
      line: line('Una richiesta', 120, {
        ...NUMBER,
        name: 'il nome del visitatore',
        left: 'quanto manca, come dicono le scadenze («scade tra 3 h 20 min»)',
        deadline: 'la scadenza («lun 1 dic, 12:00»)',
      }),
      link: line('Link all’area del team', 120, { url: 'l’indirizzo dell’area del team' }),
    },
    { hint: 'All’apertura del servizio clienti, una email al team con le richieste ancora senza risposta.' },
  ),
  alert: group(
    'Avviso di scadenza vicina',
    {
      subject: line('Oggetto', 100, { ...NUMBER, hours: 'le ore lavorative rimaste (4)' }),
      text: paragraph('Testo', 240, {
        ...NUMBER,
        name: 'il nome del visitatore',
        left: 'quanto manca',
        deadline: 'la scadenza',
      }),
      link: line('Link alla richiesta', 120, { url: 'l’indirizzo della richiesta nell’area del team' }),
    },
    { hint: 'Quando a una richiesta senza risposta restano 4 ore lavorative, una email al team.' },
  ),
};

const area = group(
  'Area del team',
  {
    title: line('Nome dell’area', 40),
    skipLink: line('Link per saltare al contenuto', 40),
    signedInAs: line('Chi è entrato', 80, { email: 'l’email di chi è entrato' }),
    logout: line('Pulsante per uscire', 20),
    statuses,
    login,
    loginEmail,
    refused,
    list,
    request,
    ...notices,
  },
  {
    hint: 'Le pagine del team all’indirizzo /team/ del servizio delle richieste, e le email che il servizio manda al team e, per conto del team, ai visitatori.',
  },
);

const AMOUNT = { amount: 'l’importo, per esempio 17,40 €' } as const;
const DATE = { date: 'la data, per esempio «martedì 1 dicembre 2026» (con l’ora dove serve)' } as const;
const NAME = { name: 'il nome del visitatore' } as const;

/**
 * The written proposal (art. 49 of the Codice del Consumo) and what follows it: the team's form,
 * the email to the visitor, the page where the visitor accepts it (art. 51, comma 2), the contract's
 * confirmation (art. 51, comma 7) and the email to the team. Prices, delivery, payment and withdrawal
 * come from content/sales.yaml; the company from content/site.yaml.
 */
const proposal = group(
  'Proposta d’ordine',
  {
    validityDays: integer(
      'Validità della proposta (giorni)',
      1,
      60,
      'Quanti giorni ha il cliente per accettarla; dopo, il link dice che è scaduta.',
    ),
    visitor: line('Chi accetta, nella storia della richiesta', 30),
    form: group('Modulo del team', {
      open: line('Link dalla richiesta', 40),
      title: line('Titolo', 60, NUMBER),
      intro: paragraph('Spiegazione', 300),
      pack: line('Etichetta della confezione', 40),
      quantity: line('Etichetta della quantità', 40),
      zone: line('Etichetta della zona', 40),
      date: line('Etichetta della data di consegna', 40),
      dateHint: line('Aiuto della data', 120),
      note: line('Etichetta della nota', 60),
      show: line('Pulsante dell’anteprima', 40),
      preview: line('Titolo dell’anteprima', 60),
      previewIntro: paragraph('Spiegazione dell’anteprima', 200),
      send: line('Pulsante di invio', 40),
      back: line('Link alla richiesta', 40),
      invalid: line('Proposta da correggere', 200, { problem: 'che cosa non va (qui sotto)' }),
      badChoice: line('Confezione o zona non valida', 120),
      badQuantity: line('Quantità non valida', 120),
      badDate: line('Data non valida', 120),
      belowMinimum: line('Sotto l’ordine minimo', 120, { bottles: 'le bottiglie dell’ordine minimo' }),
      undecided: paragraph('Recesso ancora da decidere', 300),
      sent: line('Proposta in partenza', 160),
    }),
    email: group('Email della proposta', {
      subject: line('Oggetto', 100, NUMBER),
      intro: paragraph('Apertura', 300, { ...NUMBER, ...NAME }),
      seller: line('Titolo: chi vende', 60),
      product: line('Titolo: il prodotto', 60),
      productText: paragraph('Il prodotto e le sue caratteristiche principali', 400, { site: 'il nome del prodotto' }),
      foodInformation: line('Frase del link alle informazioni sul prodotto', 200, { link: 'il link' }),
      foodInformationLink: line('Testo del link', 60),
      price: line('Titolo: il prezzo', 60),
      line: line('Una riga: confezione × quantità', 100, { pack: 'la confezione', quantity: 'quante', ...AMOUNT }),
      unitPrice: line('Prezzo unitario', 100, { perBottle: 'il prezzo a bottiglia', perLitre: 'il prezzo al litro' }),
      delivery: line('Riga della consegna', 100, { zone: 'la zona', ...AMOUNT }),
      deliveryFree: line('Riga della consegna gratuita', 120, {
        zone: 'la zona',
        threshold: 'la soglia della consegna gratuita',
      }),
      total: line('Riga del totale', 100, AMOUNT),
      payment: line('Titolo: il pagamento', 60),
      reference: line('Causale e quando pagare', 200, NUMBER),
      deliveryDate: line('Titolo: la consegna', 60),
      deliveryDateText: line('La data di consegna', 200, { zone: 'la zona', ...DATE }),
      withdrawal: line('Titolo: il recesso', 60),
      withdrawalForm: line('Titolo del modulo di recesso', 60),
      guarantee: line('Titolo: la garanzia legale', 60),
      guaranteeText: paragraph('La garanzia legale', 400),
      note: line('Titolo della nota del team', 60),
      validity: line('Titolo: la validità', 60),
      validityText: line('Per quanto vale', 200, { days: 'i giorni', ...DATE }),
      accept: line('Frase del link per accettare', 200, { link: 'il link' }),
      acceptLink: line('Testo del link per accettare', 60),
    }),
    withdrawalForm: paragraph(
      'Modulo di recesso tipo (allegato I, parte B, del Codice del Consumo)',
      1200,
      { recipient: 'la società: nome, indirizzo ed email' },
      'Solo se il recesso è ammesso: va nella proposta e nella conferma.',
    ),
    page: group('Pagina per accettare', {
      title: line('Titolo', 60, NUMBER),
      intro: paragraph('Spiegazione', 300, NUMBER),
      order: line('Pulsante (deve dire che ordinare obbliga a pagare, art. 51, comma 2)', 60),
      orderHint: line('Aiuto del pulsante', 200, { total: 'il totale' }),
      doneTitle: line('Titolo dopo l’accettazione', 60),
      done: paragraph('Dopo l’accettazione', 300, NUMBER),
      refusedTitle: line('Titolo di una proposta che non si può accettare', 60),
      accepted: paragraph('Già accettata', 200),
      expired: paragraph('Scaduta', 200, { days: 'i giorni di validità' }),
      superseded: paragraph('Sostituita da una più recente', 200),
      closed: paragraph('Richiesta chiusa o annullata', 200),
      unknown: paragraph('Link non valido', 200),
      form: paragraph('Modulo scaduto o da un’altra pagina', 200),
    }),
    contract: group('Conferma del contratto', {
      subject: line('Oggetto', 100, NUMBER),
      intro: paragraph('Apertura', 300, { ...NUMBER, ...NAME, ...DATE }),
      terms: line('Titolo delle condizioni', 60),
      guide: line('Titolo della guida', 60),
    }),
    accepted: group('Email al team: proposta accettata', {
      subject: line('Oggetto', 100, { ...NUMBER, ...NAME }),
      text: paragraph('Testo', 300, {
        ...NUMBER,
        ...NAME,
        ...DATE,
        total: 'il totale',
        delivery: 'la data di consegna',
      }),
      link: line('Link alla richiesta', 120, { url: 'l’indirizzo della richiesta nell’area del team' }),
    }),
  },
  {
    hint: 'La proposta scritta che il team manda dall’area del team, la pagina dove il cliente la accetta e le email che seguono.',
  },
);

const COMMAND = { command: 'il comando, per esempio «mostra»' } as const;
const REQUESTS = { requests: 'quante richieste, scritto come dicono «Una richiesta» e «Più richieste»' } as const;
const VALUE = { value: 'il valore' } as const;

const command = group(
  'Il comando npm run richieste',
  {
    help: paragraph('Aiuto (npm run richieste -- aiuto)', 2000, {
      minutes: 'i minuti prima di poter rimandare una conferma (10)',
      statuses: 'i nomi degli stati, da «Stati» dell’area del team',
      file: 'il file delle impostazioni del servizio',
    }),
    statusesSeparator: text('Fra un nome di stato e l’altro', { max: 5, hint: 'Per esempio «, ».' }),
    messageKinds: group('Che email è', {
      confirmation: line('Conferma al visitatore', 60),
      team: line('Email al team', 60),
      alert: line('Avviso al team (conferme in ritardo)', 60),
      limit: line('Avviso al team (limite orario)', 60),
      digest: line('Riepilogo orario al team', 60),
      failing: line('Avviso ad ALERT_EMAIL', 60),
      reply: line('Risposta del team', 60),
      agenda: line('Riepilogo del mattino', 60),
      deadline: line('Avviso di scadenza', 60),
      proposal: line('Proposta', 60),
      contract: line('Conferma del contratto', 60),
      accepted: line('Avviso di proposta accettata', 60),
    }),
    messageStatuses: group('Stato di un’email', {
      pending: line('In coda', 60),
      sent: line('Inviata', 60),
      failed: line('Rifiutata', 60),
      held: line('Non inviata per il limite', 60),
      grouped: line('Nel riepilogo orario', 60),
    }),
    message: line('Un’email', 80, { kind: 'che email è', recipient: 'a chi va', status: 'il suo stato' }),
    messageSent: line('Un’email partita', 80, { message: 'l’email, come sopra', date: 'quando è partita' }),
    messageError: line('Un’email non partita', 120, {
      message: 'l’email, come sopra',
      attempts: 'i tentativi',
      error: 'l’ultimo errore',
    }),
    requests: group('Quante richieste', {
      one: line('Una richiesta', 40, { count: '1' }, 'Per esempio «{count} richiesta».'),
      other: line('Più richieste (o nessuna)', 40, { count: 'il numero' }, 'Per esempio «{count} richieste».'),
    }),
    unknownCommand: line('Comando sconosciuto', 80, COMMAND),
    numberMissing: line('Manca il numero', 120, COMMAND),
    notFound: line('Numero sconosciuto', 80, NUMBER),
    emailMissing: line('Manca l’email', 120, COMMAND),
    recent: group('Le ultime richieste', {
      badCount: line('Numero non valido', 120),
      badStatus: line('Stato sconosciuto', 160, { ...STATUS, statuses: 'i nomi degli stati' }),
      none: line('Nessuna richiesta', 120, { database: 'quale database' }),
      line: line('Una richiesta', 160, {
        ...NUMBER,
        date: 'quando è arrivata',
        form: 'il modulo',
        name: 'il nome',
        email: 'l’email',
        ...STATUS,
        confirmation: 'lo stato della conferma',
      }),
      noConfirmation: line('Nessuna conferma', 10),
    }),
    show: group('Una richiesta per intero', {
      head: line('Prima riga', 120, { ...NUMBER, form: 'il modulo', date: 'quando è arrivata' }),
      status: line('Stato', 60, STATUS),
      deadline: line('Scadenza', 80, { deadline: 'entro quando e quanto manca' }),
      name: line('Nome', 60, { name: 'il nome' }),
      email: line('Email', 60, { email: 'l’email' }),
      page: line('Pagina', 60, { page: 'la pagina del modulo' }),
      history: line('Un passo della storia', 120, {
        date: 'quando',
        actor: 'chi',
        from: 'lo stato prima',
        to: 'lo stato dopo',
      }),
    }),
    csv: group('Il CSV', {
      columns: group('Colonne', {
        number: line('Numero', 30),
        received: line('Ricevuta il', 30),
        form: line('Modulo', 30),
        name: line('Nome', 30),
        email: line('Email', 30),
        message: line('Messaggio', 30),
        page: line('Pagina', 30),
      }),
      badDate: line('Data scritta male', 160, VALUE),
      written: line('File scritto', 200, { ...REQUESTS, file: 'il file' }),
    }),
    queue: group('Le email in attesa', {
      none: line('Nessuna email in attesa', 120),
      noSmtp: line('Senza SMTP_URL', 200),
      from: line('Mittente', 40, VALUE),
      to: line('Destinatario', 40, VALUE),
      subject: line('Oggetto', 40, VALUE),
    }),
    resend: group('Rimandare una conferma', {
      tooSoon: paragraph(
        'Troppo presto',
        300,
        { ...NUMBER, email: 'l’email', minutes: 'da quanti minuti' },
        'Una conferma rimandata entro 10 minuti dall’ultima è quasi sempre un doppione: il comando la rifiuta, salvo --forza.',
      ),
      queued: line('Messa in coda', 200, { ...NUMBER, email: 'l’email' }),
      done: line('Fatto', 200, { ...NUMBER, email: 'l’email', message: 'l’email e il suo stato' }),
      settings: line('Da dove vengono le impostazioni', 160, { file: 'il file' }),
    }),
    export: group('Esportare i dati', { retention: line('Per quanto li conserviamo', 60, { months: 'i mesi' }) }),
    erase: group('Cancellare i dati', {
      none: line('Niente da cancellare', 120, { email: 'l’email' }),
      ask: paragraph('Prima di cancellare', 240, { email: 'l’email', ...REQUESTS, numbers: 'i numeri' }),
      done: paragraph('Dopo la cancellazione', 240, { email: 'l’email', ...REQUESTS, numbers: 'i numeri' }),
      mailbox: paragraph(
        'Che cosa non si cancella da qui',
        300,
        { team: 'la casella del team (TEAM_EMAIL)', email: 'l’email' },
        'Le copie già arrivate nella casella del team non le tocca il comando: ditelo chiaramente.',
      ),
    }),
  },
  { hint: 'I testi del comando del team sul server, npm run richieste.' },
);

export const teamSchema = group('Testi per il team', {
  deadlines: group(
    'Scadenze delle richieste',
    {
      replyBy: text('Entro quando rispondere', {
        max: 60,
        placeholders: { date: 'la scadenza, scritta come dice «Data della scadenza»' },
        hint: 'Per esempio «rispondi entro {date}».',
      }),
      date: text('Data della scadenza', {
        max: 40,
        placeholders: {
          weekday: 'il giorno della settimana, abbreviato («lun»)',
          day: 'il giorno del mese («1»)',
          month: 'il mese, abbreviato («dic»)',
          time: 'l’ora («12:00»)',
        },
        hint: 'Per esempio «{weekday} {day} {month}, {time}», che diventa «lun 1 dic, 12:00» (ora italiana).',
      }),
      dueIn: text('Scadenza ancora da venire', {
        max: 40,
        placeholders: { duration: DURATION },
        hint: 'Per esempio «scade tra {duration}».',
      }),
      overdue: text('Scadenza passata', {
        max: 40,
        placeholders: { duration: DURATION },
        hint: 'Per esempio «scaduta da {duration}».',
      }),
      duration,
      teamSubject: text('Oggetto dell’email al team, con la scadenza', {
        max: 60,
        placeholders: {
          subject: 'l’oggetto di content/richieste.yaml (team.subject)',
          replyBy: 'entro quando rispondere, scritto come dice «Entro quando rispondere»',
        },
        hint: 'Per esempio «{subject} · {replyBy}», che diventa «[L-7KQ4M] Richiesta d’ordine da Giulia Rossi · rispondi entro lun 1 dic, 12:00».',
      }),
    },
    {
      hint: 'Una richiesta scade quando sono passate le ore lavorative di content/site.yaml (replyHours), contate sugli orari del servizio clienti, senza domeniche, feste nazionali e giorni di chiusura.',
    },
  ),
  area,
  proposal,
  command,
});

export const teamSources = [
  defineFile({
    file: 'content/team.yaml',
    title: 'Testi per il team',
    hint: 'Testi che legge solo il team: come si scrivono le scadenze delle richieste («rispondi entro lun 1 dic, 12:00», «scade tra 3 h 20 min»), le pagine dell’area del team (/team/) e le email del servizio al team.',
    schema: teamSchema,
  }),
];

export type TeamTexts = z.infer<typeof teamSchema>;
export type DeadlineTexts = TeamTexts['deadlines'];
export type CommandTexts = TeamTexts['command'];
