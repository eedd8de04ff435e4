export type RecipeCategory = 'Contorno' | 'Secondo' | 'Primo' | 'Bevanda' | 'Dolce';

/**
 * One recipe: its card on /ricette-salutari, its own page at /ricette-salutari/<slug>, its
 * schema.org Recipe data and its pictures all come from these fields. Adding a recipe is adding
 * an object here and its drawing in public/art/recipes/ (800 × 600, the dish inside the middle
 * 600 × 450 so that the square and 16:9 crops keep it whole).
 */
export interface Recipe {
  /** The page's address, /ricette-salutari/<slug>: lowercase words joined by hyphens. Never change it once published. */
  slug: string;
  name: string;
  /** Shown under the name and used as the page's meta description: 70 to 160 characters. */
  description: string;
  category: RecipeCategory;
  /** Minutes of preparation (washing, cutting, mixing). */
  prepMinutes: number;
  /** Minutes on the hob or in the oven; 0 for a recipe without cooking. The total time is the sum. */
  cookMinutes: number;
  servings: number;
  /** The three points shown on the card and the page: taste, season, technique, time (no health or diet claims). */
  benefits: [string, string, string];
  ingredients: string[];
  steps: string[];
  /** First publication, AAAA-MM-GG. */
  datePublished: string;
  /** Search terms beyond the name, the category and the cuisine (which the page already states). */
  keywords: string[];
  /** The drawing of the dish, and what it shows for who cannot see it. */
  image: { src: string; alt: string };
  /** Optional: a sentence that leads to the drink, where the recipe shares its flavours (no health claims). */
  drinkNote?: string;
  /**
   * Optional: kilocalories per serving, an ESTIMATE (see recipesPage.nutrition.note), rounded to 10.
   * Computed from the quantities above with the CREA food composition tables: the edible part of fish,
   * fruit and artichokes; a spoon of oil 10 g (counted whole), of honey 15 g; "q.b." items left out;
   * the total divided by the servings. Recompute it when the ingredients change; leave it out if unsure.
   */
  caloriesPerServing?: number;
}

/** The lemon recipes, in the order of the list page and of the previous/next links. */
export const recipes: Recipe[] = [
  {
    slug: 'spaghetti-al-limone',
    name: 'Spaghetti al Limone',
    description: 'Il classico della Costiera: pasta mantecata con scorza e succo di limone, olio e parmigiano. Cremosa senza panna.',
    category: 'Primo',
    prepMinutes: 10,
    cookMinutes: 10,
    servings: 4,
    benefits: ['Pronta in 20 minuti', 'Cremosa senza panna', 'Pochi ingredienti, tutti semplici'],
    ingredients: ['320 g di spaghetti', '2 limoni biologici', '60 g di parmigiano grattugiato', '4 cucchiai di olio extravergine d’oliva', 'Pepe nero e sale q.b.'],
    steps: [
      'Cuoci gli spaghetti in abbondante acqua salata.',
      'In una ciotola unisci la scorza grattugiata dei limoni, il succo di uno, l’olio e il parmigiano.',
      'Scola la pasta al dente tenendo da parte un mestolo d’acqua di cottura.',
      'Manteca gli spaghetti con la crema al limone e un po’ d’acqua di cottura, poi completa con pepe nero.',
    ],
    datePublished: '2025-01-20',
    keywords: ['spaghetti al limone', 'pasta al limone', 'pasta senza panna', 'Costiera amalfitana'],
    image: {
      src: '/art/recipes/spaghetti-al-limone.svg',
      alt: 'Un piatto di spaghetti al limone con scorza grattugiata e pepe nero, tra un limone intero e una fetta di limone.',
    },
    caloriesPerServing: 430,
  },
  {
    slug: 'risotto-limone-menta',
    name: 'Risotto Limone e Menta',
    description: 'Un risotto profumato e fresco, con la menta aggiunta a fine cottura per non perderne l’aroma.',
    category: 'Primo',
    prepMinutes: 10,
    cookMinutes: 25,
    servings: 4,
    benefits: ['Profumato e fresco', 'Ideale in primavera', 'Menta aggiunta a fuoco spento'],
    ingredients: ['320 g di riso Carnaroli', '1 limone biologico', '1 scalogno', '1 litro di brodo vegetale', '10 foglie di menta', '30 g di burro', '40 g di parmigiano grattugiato'],
    steps: [
      'Fai appassire lo scalogno tritato con metà del burro.',
      'Tosta il riso per due minuti, poi aggiungi il brodo caldo un mestolo alla volta.',
      'A metà cottura unisci la scorza grattugiata del limone.',
      'A fuoco spento manteca con il burro rimasto, il parmigiano, il succo del limone e la menta spezzettata.',
    ],
    datePublished: '2025-01-20',
    keywords: ['risotto al limone', 'risotto alla menta', 'risotto di primavera', 'riso Carnaroli'],
    image: {
      src: '/art/recipes/risotto-limone-menta.svg',
      alt: 'Una fondina di risotto cremoso con foglie di menta e riccioli di scorza di limone, accanto a mezzo limone e a un rametto di menta.',
    },
    drinkNote: 'Limone e menta sono due dei quattro ingredienti di Limenta: se ti piace questo profumo, lo ritrovi nel bicchiere del mattino.',
    caloriesPerServing: 380,
  },
  {
    slug: 'pollo-limone-zenzero',
    name: 'Pollo al Limone e Zenzero',
    description: 'Bocconcini di pollo saltati in padella con zenzero fresco e limone: tenero, saporito e pronto in poco tempo.',
    category: 'Secondo',
    prepMinutes: 15,
    cookMinutes: 15,
    servings: 4,
    benefits: ['Zenzero fresco e scorza di limone', 'Cottura veloce in padella', 'Pronto in 30 minuti'],
    ingredients: ['600 g di petto di pollo', '1 limone biologico', '1 pezzo di zenzero fresco di 3 cm', '1 spicchio d’aglio', '2 cucchiai di farina', '3 cucchiai di olio extravergine d’oliva', 'Prezzemolo, sale e pepe q.b.'],
    steps: [
      'Taglia il pollo a bocconcini e infarinalo leggermente.',
      'Scalda l’olio con l’aglio e lo zenzero grattugiato, poi rosola il pollo per 6-7 minuti.',
      'Sfuma con il succo del limone e lascia addensare il fondo per 2 minuti.',
      'Completa con scorza di limone, prezzemolo tritato, sale e pepe.',
    ],
    datePublished: '2025-01-20',
    keywords: ['pollo al limone', 'pollo allo zenzero', 'bocconcini di pollo in padella', 'secondo veloce'],
    image: {
      src: '/art/recipes/pollo-limone-zenzero.svg',
      alt: 'Una padella di bocconcini di pollo dorati con fette di limone e prezzemolo, accanto a un pezzo di zenzero fresco.',
    },
    drinkNote: 'Il profumo di limone e zenzero di questo piatto è lo stesso di Limenta, la nostra bevanda del mattino.',
    caloriesPerServing: 240,
  },
  {
    slug: 'orata-al-forno-limone',
    name: 'Orata al Forno con Limone ed Erbe',
    description: 'Orata intera cotta al forno con fette di limone, timo e rosmarino: un secondo di mare semplice e profumato.',
    category: 'Secondo',
    prepMinutes: 10,
    cookMinutes: 30,
    servings: 2,
    benefits: ['Un secondo di mare semplice', 'Solo un filo d’olio', 'Pronto con sei ingredienti'],
    ingredients: ['1 orata da circa 800 g, già pulita', '1 limone biologico', '2 rametti di timo', '1 rametto di rosmarino', '2 cucchiai di olio extravergine d’oliva', 'Sale grosso q.b.'],
    steps: [
      'Scalda il forno a 200 °C.',
      'Farcisci la pancia dell’orata con fette di limone, timo e rosmarino.',
      'Adagiala in una teglia con un filo d’olio e un pizzico di sale grosso.',
      'Cuoci per 25-30 minuti e servi con spicchi di limone fresco.',
    ],
    datePublished: '2025-01-20',
    keywords: ['orata al forno', 'pesce al limone', 'orata con erbe aromatiche', 'secondo di pesce'],
    image: {
      src: '/art/recipes/orata-al-forno-limone.svg',
      alt: 'Un’orata intera in una teglia ovale con fette di limone, rametti di rosmarino e di timo.',
    },
    caloriesPerServing: 350,
  },
  {
    slug: 'insalata-finocchi-arance-limone',
    name: 'Insalata di Finocchi, Arance e Limone',
    description: 'Un contorno croccante e colorato, condito con una citronette al limone e miele e qualche oliva nera.',
    category: 'Contorno',
    prepMinutes: 15,
    cookMinutes: 0,
    servings: 4,
    benefits: ['Croccante e dissetante', 'Frutta e verdura di stagione', 'Senza cottura'],
    ingredients: ['2 finocchi', '2 arance', '1 limone biologico', '1 cucchiaino di miele', '3 cucchiai di olio extravergine d’oliva', 'Olive nere e sale q.b.'],
    steps: [
      'Affetta sottilmente i finocchi e pela a vivo le arance tagliandole a spicchi.',
      'Emulsiona il succo del limone con il miele, l’olio e un pizzico di sale.',
      'Unisci finocchi, arance e olive, condisci con la citronette e servi subito.',
    ],
    datePublished: '2025-01-20',
    keywords: ['insalata di finocchi e arance', 'citronette al limone', 'insalata invernale', 'contorno senza cottura'],
    image: {
      src: '/art/recipes/insalata-finocchi-arance-limone.svg',
      alt: 'Un piatto di finocchi affettati con fette d’arancia e olive nere, accanto a mezzo limone e a un vasetto di miele.',
    },
    drinkNote: 'Limone e miele si incontrano anche in Limenta, con menta e zenzero: un altro modo di gustarli, al mattino.',
    caloriesPerServing: 110,
  },
  {
    slug: 'carciofi-limone-menta',
    name: 'Carciofi al Limone e Menta',
    description: 'Carciofi stufati in padella con limone, aglio e menta, alla maniera della tradizione romana.',
    category: 'Contorno',
    prepMinutes: 15,
    cookMinutes: 20,
    servings: 4,
    benefits: ['Verdura di stagione', 'Alla maniera romana', 'Cottura dolce in padella'],
    ingredients: ['6 carciofi', '1 limone biologico', '1 spicchio d’aglio', '1 mazzetto di menta', '4 cucchiai di olio extravergine d’oliva', 'Sale e pepe q.b.'],
    steps: [
      'Pulisci i carciofi, tagliali a spicchi e mettili in acqua e succo di limone perché non anneriscano.',
      'Rosola l’aglio nell’olio, aggiungi i carciofi scolati e mezzo bicchiere d’acqua.',
      'Cuoci coperto a fuoco dolce per 20 minuti.',
      'Completa con menta tritata, scorza di limone, sale e pepe.',
    ],
    datePublished: '2025-01-20',
    keywords: ['carciofi in padella', 'carciofi alla romana', 'carciofi con menta', 'contorno di stagione'],
    image: {
      src: '/art/recipes/carciofi-limone-menta.svg',
      alt: 'Un tegame di coccio con carciofi tagliati a spicchi e foglie di menta, accanto a mezzo limone e a uno spicchio d’aglio.',
    },
    drinkNote: 'Menta e limone profumano anche Limenta, la bevanda del mattino che prepariamo a Sorrento.',
    caloriesPerServing: 120,
  },
  {
    slug: 'limonata-zenzero-miele',
    name: 'Limonata allo Zenzero e Miele',
    description: 'La limonata fatta in casa con zenzero fresco e miele: dissetante d’estate, piacevole tiepida d’inverno.',
    category: 'Bevanda',
    prepMinutes: 10,
    cookMinutes: 0,
    servings: 4,
    benefits: ['Dolcificata solo con miele', 'Pronta in 10 minuti', 'Si conserva in frigo per due giorni'],
    ingredients: ['3 limoni biologici', '1 pezzo di zenzero fresco di 4 cm', '3 cucchiai di miele', '1 litro d’acqua', 'Foglie di menta e ghiaccio q.b.'],
    steps: [
      'Grattugia lo zenzero e scioglilo con il miele in un bicchiere d’acqua tiepida.',
      'Spremi i limoni e unisci il succo all’acqua rimasta.',
      'Mescola tutto, filtra e servi con ghiaccio e foglie di menta.',
    ],
    datePublished: '2025-01-20',
    keywords: ['limonata fatta in casa', 'limonata allo zenzero', 'limonata con miele', 'bibita estiva'],
    image: {
      src: '/art/recipes/limonata-zenzero-miele.svg',
      alt: 'Una caraffa e un bicchiere di limonata con ghiaccio, fette di limone e menta, accanto a un vasetto di miele e a un pezzo di zenzero.',
    },
    drinkNote: 'Limone, zenzero, miele e menta: sono gli stessi quattro ingredienti di Limenta, che trovi già pronta in bottiglia.',
    caloriesPerServing: 50,
  },
  {
    slug: 'torta-soffice-limone',
    name: 'Torta Soffice al Limone',
    description: 'Una torta morbida e profumata, con olio al posto del burro e una glassa sottile al succo di limone.',
    category: 'Dolce',
    prepMinutes: 15,
    cookMinutes: 40,
    servings: 8,
    benefits: ['Con olio invece del burro', 'Profumo naturale di limone', 'Glassa al succo di limone'],
    ingredients: ['250 g di farina', '3 uova', '150 g di zucchero', '100 ml di olio di semi', '2 limoni biologici', '1 bustina di lievito per dolci', '80 g di zucchero a velo'],
    steps: [
      'Scalda il forno a 180 °C e ungi uno stampo da 24 cm.',
      'Monta le uova con lo zucchero, poi aggiungi l’olio, la scorza e il succo di un limone.',
      'Incorpora la farina setacciata con il lievito e versa nello stampo.',
      'Cuoci per 40 minuti; a torta fredda, coprila con lo zucchero a velo sciolto nel succo del secondo limone.',
    ],
    datePublished: '2025-01-20',
    keywords: ['torta al limone', 'torta soffice', 'torta all’olio', 'dolce al limone'],
    image: {
      src: '/art/recipes/torta-soffice-limone.svg',
      alt: 'Una torta al limone con glassa bianca e fette di limone su un’alzatina, con una fetta servita su un piattino.',
    },
    caloriesPerServing: 350,
  },
];

/** Texts of /ricette-salutari and of every recipe page. */
export const recipesPage = {
  /** The cuisine of every recipe, shown on its page and given to search engines (recipeCuisine). */
  cuisine: 'Italiana',
  intro: {
    eyebrow: 'Ricette salutari',
    title: 'Ricette al Limone per Tutta la Giornata',
    lead: 'Ricette semplici, dal primo al dolce, per portare in tavola la stessa freschezza di Limenta.',
  },
  list: {
    title: 'Tutte le Ricette',
    lead: 'Ogni ricetta ha la sua pagina, con ingredienti, passaggi e tempi.',
  },
  labels: {
    category: 'Categoria',
    time: 'Tempo',
    servings: 'Porzioni',
    prepTime: 'Preparazione',
    cookTime: 'Cottura',
    totalTime: 'Tempo totale',
    cuisine: 'Cucina',
    /** Shown as the cooking time of a recipe with cookMinutes 0. */
    noCooking: 'Nessuna',
    /** {minutes} is replaced with the number. */
    minutes: '{minutes} minuti',
    /** {servings} is replaced with the number. */
    people: '{servings} persone',
    benefits: 'Punti forti',
    ingredients: 'Ingredienti',
    steps: 'Procedimento',
    /** {number} is replaced with the step's number: the anchor of each step (#passo-2), also in the structured data. */
    stepAnchor: 'passo-{number}',
    /** The link of each card; the recipe's name follows it, for screen readers and search engines. */
    readRecipe: 'Leggi la ricetta',
    /** {date} is replaced with the date, e.g. "20 gennaio 2025". */
    published: 'Pubblicata il {date}',
  },
  /** The recipe page's <title> before " | Limenta"; {name} is the recipe's name. */
  documentTitle: '{name}: la ricetta',
  /** Alternative text of a recipe's sharing image; {name}, {brand} and {image} (the drawing's alt) are replaced. */
  shareImageAlt: '{name}, una ricetta di {brand}. {image}',
  nutrition: {
    title: 'Valori indicativi',
    /** {calories} is replaced with the number. */
    calories: 'Circa {calories} kcal a porzione',
    note: 'Stima calcolata dalle quantità degli ingredienti con le tabelle di composizione degli alimenti: non è un’analisi di laboratorio.',
  },
  drink: {
    title: 'Lo stesso profumo, al mattino',
    link: { label: 'Scopri Limenta', href: '/prodotto' },
  },
  breadcrumbLabel: 'Sei qui',
  pager: {
    label: 'Altre ricette',
    previous: 'Ricetta precedente',
    next: 'Ricetta successiva',
    all: 'Tutte le ricette',
  },
  closing: {
    title: 'E a Colazione?',
    text: 'Per il primo sorso della giornata c’è Limenta: scrivici e ti rispondiamo entro 24 ore nei giorni lavorativi.',
    cta: { label: 'Ordina Limenta', href: '/come-ordinare' },
  },
} as const;
