export type RecipeCategory = 'Contorno' | 'Secondo' | 'Primo' | 'Bevanda' | 'Dolce';

export interface Recipe {
  id: string;
  name: string;
  description: string;
  category: RecipeCategory;
  /** Total time in minutes. */
  minutes: number;
  servings: number;
  benefits: [string, string, string];
  ingredients: string[];
  steps: string[];
}

/** The id of a recipe card's heading on /ricette-salutari, also the anchor its structured data points to. */
export function recipeAnchor(recipe: Pick<Recipe, 'id'>): string {
  return `ricetta-${recipe.id}`;
}

/** The eight lemon recipes of /ricette-salutari (also published as schema.org Recipe data). */
export const recipes: Recipe[] = [
  {
    id: 'spaghetti-al-limone',
    name: 'Spaghetti al Limone',
    description: 'Il classico della Costiera: pasta mantecata con scorza e succo di limone, olio e parmigiano. Cremosa senza panna.',
    category: 'Primo',
    minutes: 20,
    servings: 4,
    benefits: ['Pronta in 20 minuti', 'Cremosa senza panna', 'Pochi ingredienti, tutti semplici'],
    ingredients: ['320 g di spaghetti', '2 limoni biologici', '60 g di parmigiano grattugiato', '4 cucchiai di olio extravergine d’oliva', 'Pepe nero e sale q.b.'],
    steps: [
      'Cuoci gli spaghetti in abbondante acqua salata.',
      'In una ciotola unisci la scorza grattugiata dei limoni, il succo di uno, l’olio e il parmigiano.',
      'Scola la pasta al dente tenendo da parte un mestolo d’acqua di cottura.',
      'Manteca gli spaghetti con la crema al limone e un po’ d’acqua di cottura, poi completa con pepe nero.',
    ],
  },
  {
    id: 'risotto-limone-menta',
    name: 'Risotto Limone e Menta',
    description: 'Un risotto profumato e fresco, con la menta aggiunta a fine cottura per non perderne l’aroma.',
    category: 'Primo',
    minutes: 35,
    servings: 4,
    benefits: ['Profumato e leggero', 'Ideale in primavera', 'Adatto ai vegetariani'],
    ingredients: ['320 g di riso Carnaroli', '1 limone biologico', '1 scalogno', '1 litro di brodo vegetale', '10 foglie di menta', '30 g di burro', '40 g di parmigiano grattugiato'],
    steps: [
      'Fai appassire lo scalogno tritato con metà del burro.',
      'Tosta il riso per due minuti, poi aggiungi il brodo caldo un mestolo alla volta.',
      'A metà cottura unisci la scorza grattugiata del limone.',
      'A fuoco spento manteca con il burro rimasto, il parmigiano, il succo del limone e la menta spezzettata.',
    ],
  },
  {
    id: 'pollo-limone-zenzero',
    name: 'Pollo al Limone e Zenzero',
    description: 'Bocconcini di pollo saltati in padella con zenzero fresco e limone: tenero, saporito e pronto in poco tempo.',
    category: 'Secondo',
    minutes: 30,
    servings: 4,
    benefits: ['Ricco di proteine', 'Cottura veloce in padella', 'Pochi grassi'],
    ingredients: ['600 g di petto di pollo', '1 limone biologico', '1 pezzo di zenzero fresco di 3 cm', '1 spicchio d’aglio', '2 cucchiai di farina', '3 cucchiai di olio extravergine d’oliva', 'Prezzemolo, sale e pepe q.b.'],
    steps: [
      'Taglia il pollo a bocconcini e infarinalo leggermente.',
      'Scalda l’olio con l’aglio e lo zenzero grattugiato, poi rosola il pollo per 6-7 minuti.',
      'Sfuma con il succo del limone e lascia addensare il fondo per 2 minuti.',
      'Completa con scorza di limone, prezzemolo tritato, sale e pepe.',
    ],
  },
  {
    id: 'orata-al-forno-limone',
    name: 'Orata al Forno con Limone ed Erbe',
    description: 'Orata intera cotta al forno con fette di limone, timo e rosmarino: un secondo di mare semplice e profumato.',
    category: 'Secondo',
    minutes: 40,
    servings: 2,
    benefits: ['Un secondo di mare leggero', 'Solo un filo d’olio', 'Pronto con sei ingredienti'],
    ingredients: ['1 orata da circa 800 g, già pulita', '1 limone biologico', '2 rametti di timo', '1 rametto di rosmarino', '2 cucchiai di olio extravergine d’oliva', 'Sale grosso q.b.'],
    steps: [
      'Scalda il forno a 200 °C.',
      'Farcisci la pancia dell’orata con fette di limone, timo e rosmarino.',
      'Adagiala in una teglia con un filo d’olio e un pizzico di sale grosso.',
      'Cuoci per 25-30 minuti e servi con spicchi di limone fresco.',
    ],
  },
  {
    id: 'insalata-finocchi-arance-limone',
    name: 'Insalata di Finocchi, Arance e Limone',
    description: 'Un contorno croccante e colorato, condito con una citronette leggera al limone e miele.',
    category: 'Contorno',
    minutes: 15,
    servings: 4,
    benefits: ['Croccante e dissetante', 'Frutta e verdura di stagione', 'Senza cottura'],
    ingredients: ['2 finocchi', '2 arance', '1 limone biologico', '1 cucchiaino di miele', '3 cucchiai di olio extravergine d’oliva', 'Olive nere e sale q.b.'],
    steps: [
      'Affetta sottilmente i finocchi e pela a vivo le arance tagliandole a spicchi.',
      'Emulsiona il succo del limone con il miele, l’olio e un pizzico di sale.',
      'Unisci finocchi, arance e olive, condisci con la citronette e servi subito.',
    ],
  },
  {
    id: 'carciofi-limone-menta',
    name: 'Carciofi al Limone e Menta',
    description: 'Carciofi stufati in padella con limone, aglio e menta, alla maniera della tradizione romana.',
    category: 'Contorno',
    minutes: 35,
    servings: 4,
    benefits: ['Verdura di stagione', 'Ricchi di fibre', 'Cottura dolce in padella'],
    ingredients: ['6 carciofi', '1 limone biologico', '1 spicchio d’aglio', '1 mazzetto di menta', '4 cucchiai di olio extravergine d’oliva', 'Sale e pepe q.b.'],
    steps: [
      'Pulisci i carciofi, tagliali a spicchi e mettili in acqua e succo di limone perché non anneriscano.',
      'Rosola l’aglio nell’olio, aggiungi i carciofi scolati e mezzo bicchiere d’acqua.',
      'Cuoci coperto a fuoco dolce per 20 minuti.',
      'Completa con menta tritata, scorza di limone, sale e pepe.',
    ],
  },
  {
    id: 'limonata-zenzero-miele',
    name: 'Limonata allo Zenzero e Miele',
    description: 'La limonata fatta in casa con zenzero fresco e miele: dissetante d’estate, piacevole tiepida d’inverno.',
    category: 'Bevanda',
    minutes: 10,
    servings: 4,
    benefits: ['Dolcificata solo con miele', 'Pronta in 10 minuti', 'Si conserva in frigo per due giorni'],
    ingredients: ['3 limoni biologici', '1 pezzo di zenzero fresco di 4 cm', '3 cucchiai di miele', '1 litro d’acqua', 'Foglie di menta e ghiaccio q.b.'],
    steps: [
      'Grattugia lo zenzero e scioglilo con il miele in un bicchiere d’acqua tiepida.',
      'Spremi i limoni e unisci il succo all’acqua rimasta.',
      'Mescola tutto, filtra e servi con ghiaccio e foglie di menta.',
    ],
  },
  {
    id: 'torta-soffice-limone',
    name: 'Torta Soffice al Limone',
    description: 'Una torta morbida e profumata, con olio al posto del burro e una glassa leggera al limone.',
    category: 'Dolce',
    minutes: 55,
    servings: 8,
    benefits: ['Con olio invece del burro', 'Profumo naturale di limone', 'Perfetta per la colazione'],
    ingredients: ['250 g di farina', '3 uova', '150 g di zucchero', '100 ml di olio di semi', '2 limoni biologici', '1 bustina di lievito per dolci', '80 g di zucchero a velo'],
    steps: [
      'Scalda il forno a 180 °C e ungi uno stampo da 24 cm.',
      'Monta le uova con lo zucchero, poi aggiungi l’olio, la scorza e il succo di un limone.',
      'Incorpora la farina setacciata con il lievito e versa nello stampo.',
      'Cuoci per 40 minuti; a torta fredda, coprila con lo zucchero a velo sciolto nel succo del secondo limone.',
    ],
  },
];

/** Texts of /ricette-salutari around the recipe cards. */
export const recipesPage = {
  intro: {
    eyebrow: 'Ricette salutari',
    title: 'Ricette al Limone per Tutta la Giornata',
    lead: 'Otto ricette semplici, dal primo al dolce, per portare in tavola la stessa freschezza di Limenta.',
  },
  list: {
    title: 'Le Nostre Otto Ricette',
    lead: 'Apri ogni ricetta per leggere ingredienti e preparazione.',
  },
  labels: {
    category: 'Categoria',
    time: 'Tempo',
    servings: 'Porzioni',
    /** {minutes} is replaced with the number. */
    minutes: '{minutes} minuti',
    /** {servings} is replaced with the number. */
    people: '{servings} persone',
    benefits: 'Punti forti',
    details: 'Ingredienti e preparazione',
    ingredients: 'Ingredienti',
    steps: 'Preparazione',
  },
  closing: {
    title: 'E a Colazione?',
    text: 'Per il primo sorso della giornata c’è Limenta: scrivici e ti rispondiamo entro 24 ore nei giorni lavorativi.',
    cta: { label: 'Ordina Limenta', href: '/come-ordinare' },
  },
} as const;
