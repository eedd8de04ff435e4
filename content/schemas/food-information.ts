import { z } from 'zod';
import { choice, decimal, group, image, integer, link, listOf, text } from '@/lib/content/fields';
import { described } from '@/lib/content/meta';
import { energyFromNutrients } from '@/lib/nutrition';
import { defineFile } from '@/lib/content/sources';

/**
 * The rules of content/food-information.yaml: the mandatory food information (Reg. UE 1169/2011,
 * art. 9 and 14: available before the order), the nutrition declaration, the organic labelling
 * (Reg. UE 2018/848) and the statements that must accompany a health claim (Reg. CE 1924/2006,
 * art. 10). /prodotto shows all of it, /composizione and /prodotto's overview the key facts.
 */

const SCHEMA_FILE = 'content/schemas/food-information.ts';

export const FARMING = {
  biologico: 'Biologico (da agricoltura biologica certificata)',
  convenzionale: 'Non biologico',
  'non-agricolo': 'Non agricolo (acqua, sale): non conta per il biologico',
} as const;

export const FARMING_AREAS = {
  italia: 'Italia',
  ue: 'Un altro Paese dell’Unione europea',
  'non-ue': 'Fuori dall’Unione europea',
} as const;

export const DURABILITY = {
  'use-by': 'Da consumarsi entro (alimento deperibile: data di scadenza)',
  'best-before': 'Da consumarsi preferibilmente entro (termine minimo di conservazione)',
} as const;

const ingredient = group('Ingrediente', {
  name: text('Nome', { max: 60, hint: 'Come in etichetta, in minuscolo: «succo di limone».' }),
  percent: decimal(
    'Percentuale (peso)',
    0.01,
    100,
    'La quota in peso nella ricetta, al momento della preparazione (per esempio 22 o 1,5). Gli ingredienti vanno dal più pesante al più leggero.',
  ),
  showPercent: described(z.boolean(), {
    title: 'Mostra la percentuale',
    hint: 'Sì per gli ingredienti nominati nella denominazione o messi in evidenza con parole o immagini (Reg. UE 1169/2011, art. 22): qui limone, miele, zenzero e menta.',
    kind: 'boolean',
  }),
  farming: choice('Tipo di ingrediente', FARMING),
  origin: text('Origine', { max: 40, hint: 'Il Paese in cui è coltivato o prodotto, per esempio «Italia» o «Perù».' }),
  area: choice(
    'Luogo di coltivazione (logo biologico)',
    FARMING_AREAS,
    'Per gli ingredienti agricoli: decide la riga «Agricoltura Italia / UE / non UE» sotto il logo biologico.',
  ).optional(),
});

const label = (title: string, max = 60, placeholders?: Record<string, string>) => text(title, { max, placeholders });

const NUTRITION_HINT =
  'Valore medio per 100 ml, come dal calcolo o dall’analisi, con i decimali (il sito lo arrotonda come vuole la legge).';

/** Organic products: at least 95% of the agricultural ingredients by weight (Reg. UE 2018/848, art. 30, par. 5). */
export const ORGANIC_MINIMUM_SHARE = 0.95;

type Draft = {
  ingredients: Array<{ percent: number; farming: string; area?: string; name: string }>;
  nutrition: {
    energyKj: number;
    energyKcal: number;
    fat: number;
    saturates: number;
    carbohydrate: number;
    sugars: number;
    protein: number;
    salt: number;
  };
};

/** A figure as the editor reads it in a message: «0,07», «84». */
const figure = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/**
 * The declared energy against the energy its fat, carbohydrate and protein make (lib/nutrition.ts:
 * the factors of Reg. UE 1169/2011, annex XIV, and the tolerances of the Commission's guidance of
 * December 2012): a decimal in the wrong place («15» for «0,15» g of protein) makes them disagree.
 */
function energyProblem(nutrition: Draft['nutrition']): string | null {
  const { computed, low, high } = energyFromNutrients(nutrition);
  if (nutrition.energyKcal >= Math.floor(low) && nutrition.energyKcal <= Math.ceil(high)) return null;
  const parts = [
    `grassi ${figure(nutrition.fat)} g × 9`,
    `carboidrati ${figure(nutrition.carbohydrate)} g × 4`,
    `proteine ${figure(nutrition.protein)} g × 4`,
  ];
  return `${figure(nutrition.energyKcal)} kcal non tornano con i nutrienti: ${parts.join(' + ')} fanno ${figure(Math.round(computed))} kcal, e con le tolleranze della guida UE sulle etichette (dicembre 2012) l’energia può stare solo tra ${figure(Math.floor(low))} e ${figure(Math.ceil(high))} kcal. Controlla l’energia e i grammi: forse una virgola è al posto sbagliato (0,15 g, non 15 g).`;
}

/** The rules across fields: the recipe adds up, its order, the organic share, figures that agree. */
function consistency(value: Draft, ctx: z.RefinementCtx) {
  const add = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const { ingredients, nutrition } = value;
  const total = ingredients.reduce((sum, item) => sum + item.percent, 0);
  if (Math.abs(total - 100) > 0.5)
    add(
      ['ingredients'],
      `le percentuali degli ingredienti sommano a ${Number(total.toFixed(2))}, non a 100: sono la ricetta intera, acqua compresa. Correggile.`,
    );
  ingredients.forEach((item, index) => {
    if (index > 0 && item.percent > ingredients[index - 1].percent) {
      add(
        ['ingredients', index, 'percent'],
        `«${item.name}» (${item.percent}%) pesa più di «${ingredients[index - 1].name}» (${ingredients[index - 1].percent}%), che lo precede: gli ingredienti vanno in ordine di peso decrescente (Reg. UE 1169/2011, art. 18). Spostalo più in alto.`,
      );
    }
    if (item.farming !== 'non-agricolo' && !item.area)
      add(
        ['ingredients', index, 'area'],
        `manca per «${item.name}», che è un ingrediente agricolo: scegli Italia, UE o fuori dall’UE (serve per la riga sotto il logo biologico).`,
      );
  });
  const agricultural = ingredients.filter((item) => item.farming !== 'non-agricolo');
  const weight = (items: typeof ingredients) => items.reduce((sum, item) => sum + item.percent, 0);
  const organicShare =
    weight(agricultural.filter((item) => item.farming === 'biologico')) / (weight(agricultural) || 1);
  if (organicShare < ORGANIC_MINIMUM_SHARE) {
    add(
      ['ingredients'],
      `gli ingredienti agricoli biologici sono il ${Math.round(organicShare * 100)}% del peso: per dire «biologico» e mostrare il logo europeo serve almeno il 95% (Reg. UE 2018/848, art. 30).`,
    );
  }
  if (nutrition.sugars > nutrition.carbohydrate)
    add(
      ['nutrition', 'sugars'],
      `gli zuccheri (${figure(nutrition.sugars)} g) non possono superare i carboidrati (${figure(nutrition.carbohydrate)} g), di cui fanno parte.`,
    );
  if (nutrition.saturates > nutrition.fat)
    add(
      ['nutrition', 'saturates'],
      `i grassi saturi (${figure(nutrition.saturates)} g) non possono superare i grassi (${figure(nutrition.fat)} g), di cui fanno parte.`,
    );
  const grams = nutrition.fat + nutrition.carbohydrate + nutrition.protein + nutrition.salt;
  if (grams > 100) {
    add(
      ['nutrition'],
      `grassi, carboidrati, proteine e sale sommano a ${figure(grams)} g in 100 ml: non possono superare 100 g. Controlla i valori: forse una virgola è al posto sbagliato.`,
    );
  }
  const energy = energyProblem(nutrition);
  if (energy) add(['nutrition', 'energyKcal'], energy);
  if (Math.abs(nutrition.energyKj - nutrition.energyKcal * 4.184) > Math.max(3, nutrition.energyKj * 0.03)) {
    add(
      ['nutrition', 'energyKj'],
      `${nutrition.energyKj} kJ e ${nutrition.energyKcal} kcal non corrispondono (1 kcal = 4,184 kJ: ${nutrition.energyKcal} kcal sono ${Math.round(nutrition.energyKcal * 4.184)} kJ). Ricopiali dallo stesso calcolo o rapporto.`,
    );
  }
}

export const foodInformationSchema = described(
  group('Informazioni sul prodotto', {
    title: text('Titolo della sezione', { max: 80 }),
    lead: text('Sottotitolo', { max: 240 }),
    salesName: text('Denominazione dell’alimento', {
      max: 160,
      hint: 'La denominazione di vendita (Reg. UE 1169/2011, art. 17): che cosa è, in parole semplici.',
    }),
    treatment: text('Trattamento', {
      max: 240,
      hint: 'Come è trattata per conservarla (pastorizzata, alte pressioni…): va detto se chi la compra potrebbe pensare altro.',
    }),
    ingredients: listOf('Ingredienti', ingredient, {
      min: 1,
      max: 12,
      itemNoun: 'ingrediente',
      limitSource: SCHEMA_FILE,
      hint: 'In ordine di peso decrescente, l’acqua compresa: le percentuali sommano a 100.',
    }),
    allergens: text('Allergeni', {
      max: 240,
      hint: 'Quali allergeni dell’allegato II del Reg. UE 1169/2011 contiene; se nessuno, dillo così, senza scrivere «senza allergeni».',
    }),
    netQuantityMl: integer('Quantità netta (ml)', 50, 5000, 'Il contenuto di una bottiglia, in millilitri.'),
    container: text('Confezione', { max: 60, hint: 'Per esempio «bottiglia di vetro».' }),
    storage: group('Conservazione', {
      beforeOpening: text('Prima dell’apertura', { max: 200 }),
      afterOpening: text('Dopo l’apertura', { max: 200 }),
    }),
    durability: group('Scadenza', {
      kind: choice(
        'Tipo di data',
        DURABILITY,
        'Un alimento deperibile dal punto di vista microbiologico ha una data di scadenza («da consumarsi entro»); gli altri un termine minimo («preferibilmente entro»).',
      ),
      text: text('Dove e quanto', {
        max: 160,
        hint: 'Dove è stampata la data e quanto dura, per esempio «la data sul tappo (30 giorni dall’imbottigliamento)».',
      }),
    }),
    usage: text('Modalità d’uso', { max: 200 }),
    warnings: listOf('Avvertenze', text('Avvertenza', { max: 160 }), {
      min: 0,
      max: 6,
      itemNoun: 'avvertenza',
      limitSource: SCHEMA_FILE,
      hint: 'Chi non deve berla e perché (per esempio il miele e i bambini sotto i 12 mesi).',
    }),
    nutrition: group('Valori nutrizionali (per 100 ml)', {
      energyKj: decimal('Energia (kJ)', 0, 4000, NUTRITION_HINT),
      energyKcal: decimal('Energia (kcal)', 0, 1000, NUTRITION_HINT),
      fat: decimal('Grassi (g)', 0, 100, NUTRITION_HINT),
      saturates: decimal('di cui acidi grassi saturi (g)', 0, 100, NUTRITION_HINT),
      carbohydrate: decimal('Carboidrati (g)', 0, 100, NUTRITION_HINT),
      sugars: decimal('di cui zuccheri (g)', 0, 100, NUTRITION_HINT),
      protein: decimal('Proteine (g)', 0, 100, NUTRITION_HINT),
      salt: decimal('Sale (g)', 0, 100, NUTRITION_HINT),
      vitaminC: decimal(
        'Vitamina C (mg)',
        0,
        1000,
        'Facoltativo, ma serve per ogni frase sulla vitamina C: almeno 6 mg per 100 ml (7,5% di 80 mg), fino alla data di scadenza.',
      ).optional(),
      confirmedByLaboratory: described(z.boolean(), {
        title: 'Confermati da un’analisi di laboratorio',
        hint: 'No finché i valori sono calcolati dalla ricetta: npm run check:live lo segnala prima della pubblicazione. Sì quando li hai ricopiati dal rapporto di prova del laboratorio.',
        kind: 'boolean',
      }),
      note: text('Nota sotto la tabella', {
        max: 240,
        hint: 'Da dove vengono i valori (calcolo dalla ricetta o analisi): aggiornala quando arriva l’analisi.',
      }),
    }),
    organicLogo: image('Logo biologico dell’Unione europea'),
    claimNote: group('Accanto alle frasi sulla vitamina C', {
      title: text('Titolo', { max: 60 }),
      text: text('Testo', {
        max: 400,
        multiline: true,
        placeholders: {
          volume: 'i ml di una bottiglia',
          perBottle: 'i mg di vitamina C di una bottiglia',
          share: 'la percentuale del valore di riferimento in una bottiglia',
        },
        hint: 'Quanta ne serve per l’effetto e l’importanza di una dieta varia ed equilibrata e di uno stile di vita sano (Reg. CE 1924/2006, art. 10, par. 2). Le avvertenze si aggiungono da sole.',
      }),
      link: group('Link alle informazioni complete', {
        label: text('Testo del link', { max: 80 }),
        href: link('Pagina'),
      }),
    }),
    keyFacts: group('In breve (su /composizione e /prodotto)', {
      title: text('Titolo', { max: 80 }),
      link: group('Link alle informazioni complete', {
        label: text('Testo del link', { max: 80 }),
        href: link('Pagina'),
      }),
    }),
    labels: group('Etichette', {
      salesName: label('Denominazione'),
      treatment: label('Trattamento'),
      ingredients: label('Ingredienti'),
      organicMark: label('Nota degli ingredienti biologici', 80),
      origins: label('Origine degli ingredienti'),
      allergens: label('Allergeni'),
      netQuantity: label('Quantità netta'),
      netQuantityValue: label('Quantità e confezione', 80, { quantity: 'i ml', container: 'la confezione' }),
      storage: label('Conservazione'),
      beforeOpening: label('Prima dell’apertura'),
      afterOpening: label('Dopo l’apertura'),
      durability: described(
        z.strictObject({
          'use-by': label('Da consumarsi entro'),
          'best-before': label('Da consumarsi preferibilmente entro'),
        }),
        { title: 'Scadenza', kind: 'group' },
      ),
      usage: label('Modalità d’uso'),
      warnings: label('Avvertenze'),
      operator: label('Operatore responsabile'),
      plant: label('Stabilimento'),
      nutrition: label('Valori nutrizionali'),
      nutrient: label('Intestazione della prima colonna'),
      per100: label('Colonna per 100 ml'),
      perBottle: label('Colonna per bottiglia', 60, { volume: 'i ml di una bottiglia' }),
      energy: label('Energia'),
      fat: label('Grassi'),
      saturates: label('di cui acidi grassi saturi'),
      carbohydrate: label('Carboidrati'),
      sugars: label('di cui zuccheri'),
      protein: label('Proteine'),
      salt: label('Sale'),
      vitaminC: label('Vitamina C'),
      referenceShare: label('Percentuale del valore di riferimento', 40, { share: 'la percentuale' }),
      referenceNote: label('Nota sui valori di riferimento', 160),
      organic: label('Certificazione biologica'),
      controlBody: label('Codice dell’organismo di controllo'),
      operatorCertificate: label('Certificato biologico di chi la produce', 80, {
        operator: 'la ragione sociale',
        number: 'il numero del certificato',
      }),
      placeOfFarming: described(
        z.strictObject({
          country: label('Tutto da un Paese', 60, { country: 'il Paese' }),
          eu: label('Tutto dall’Unione europea'),
          nonEu: label('Tutto da fuori dell’Unione europea'),
          mixed: label('In parte dall’UE, in parte da fuori'),
        }),
        {
          title: 'Riga sotto il logo biologico',
          hint: 'Le diciture dell’allegato V del Reg. UE 2018/848, in italiano.',
          kind: 'group',
        },
      ),
    }),
  }).superRefine(consistency),
  { title: 'Informazioni sul prodotto', kind: 'group' },
);

export const foodInformationSources = [
  defineFile({
    file: 'content/food-information.yaml',
    title: 'Informazioni sul prodotto',
    hint: 'Denominazione, ingredienti, allergeni, valori nutrizionali, conservazione e logo biologico: l’etichetta, su /prodotto prima dell’ordine.',
    schema: foodInformationSchema,
  }),
];

export type FoodInformationFile = z.infer<typeof foodInformationSchema>;
export type FoodIngredient = FoodInformationFile['ingredients'][number];
