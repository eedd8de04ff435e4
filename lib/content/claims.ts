/**
 * The words that typically make a health or nutrition claim a food business may not publish
 * (Reg. CE 1924/2006, Reg. UE 432/2012, Reg. UE 1169/2011 art. 7), and the authorised sentences
 * that may contain some of them. The content check (lib/content/rules.ts) rejects them in every
 * text outside the legal texts; e2e/claims.e2e.ts looks for them in every exported page.
 *
 * The editors' guide explains them: docs/modifica-contenuti.md, «Cosa si può dire sul prodotto».
 */

export type ClaimKind =
  | 'malattia'
  | 'difese'
  | 'energia'
  | 'mente'
  | 'digestione'
  | 'peso'
  | 'detox'
  | 'salute'
  | 'nutrizione'
  | 'dieta'
  | 'confronto'
  | 'sport'
  | 'dosaggio'
  | 'assoluto'
  | 'aromi';

/** Why a kind of word is not allowed, in the editors' words. */
export const CLAIM_REASONS: Record<ClaimKind, string> = {
  malattia:
    'un alimento non può dire, nemmeno indirettamente, di prevenire, curare o trattare un disturbo o una malattia (Reg. UE 1169/2011, art. 7).',
  difese:
    'sulle difese si può usare solo la frase autorizzata «La vitamina C contribuisce alla normale funzione del sistema immunitario» (Reg. UE 432/2012), per una bevanda che è fonte di vitamina C.',
  energia:
    'su energia e stanchezza si possono usare solo le frasi autorizzate per la vitamina C: «La vitamina C contribuisce al normale metabolismo energetico» e «… alla riduzione della stanchezza e dell’affaticamento» (Reg. UE 432/2012).',
  mente:
    'effetti su concentrazione, lucidità, memoria o umore non sono autorizzati per questa bevanda (Reg. CE 1924/2006).',
  digestione:
    'nessun effetto sulla digestione o sullo stomaco è autorizzato per questa bevanda: parla di gusto, profumo e consistenza.',
  peso: 'indicazioni sul peso, sul dimagrimento o sul metabolismo non sono autorizzate (Reg. CE 1924/2006, art. 12 e 13).',
  detox:
    '«detox», «depura», «drenante» e simili promettono un effetto sull’organismo che nessuna indicazione autorizza.',
  salute:
    'un riferimento generico alla salute o al benessere è ammesso solo accanto a un’indicazione autorizzata (Reg. CE 1924/2006, art. 10, par. 3): parla di gusto, ingredienti e abitudini.',
  nutrizione:
    'è un’indicazione nutrizionale, ammessa solo alle condizioni dell’allegato del Reg. CE 1924/2006 e con i valori che la giustificano («leggero» è «light»: almeno il 30% in meno di un prodotto simile; «senza zuccheri aggiunti» non vale se c’è il miele).',
  dieta:
    'un’indicazione su dieta o idoneità (vegetariano, vegano, senza glutine…) va verificata su ogni ingrediente, e alcune sono regolate per legge (senza glutine: Reg. UE 828/2014).',
  confronto:
    'metterla al posto del caffè o di un energy drink, o dire che non se ne sente la mancanza, suggerisce che faccia lo stesso effetto, e nessuna indicazione lo autorizza (Reg. CE 1924/2006, art. 10). «Senza caffeina» si può dire: è un fatto.',
  sport:
    'legarla allo sport, all’allenamento o alle prestazioni suggerisce un effetto sul rendimento fisico che nessuna indicazione autorizza per questa bevanda (Reg. CE 1924/2006, art. 10).',
  dosaggio:
    'una durata da rispettare («per almeno 3 settimane», «dopo un mese»), una dose («una bottiglia» a un’ora precisa, «15-20 minuti prima di colazione», «al giorno») o un modo di «assumerla» la fanno sembrare una cura: un alimento si beve, e l’effetto di una cura non è autorizzato (Reg. CE 1924/2006, art. 10; Reg. UE 1169/2011, art. 7).',
  assoluto:
    '«100% naturale» (o «puro», «completamente naturale») chiede di essere preso alla lettera, e ogni lavorazione (spremitura, trattamento ad alta pressione, imbottigliamento) lo smentisce: conta l’impressione complessiva (Codice del Consumo, art. 21). Di’ cosa contiene: «solo ingredienti naturali», «limone, menta, zenzero, miele e acqua».',
  aromi:
    '«aroma naturale» è un termine di legge: indica un aroma aggiunto a un alimento (Reg. CE 1334/2008, art. 16), mentre Limenta non ne contiene («nessun aroma aggiunto»). Parla del profumo o del gusto della menta, del limone.',
};

const L = '\\p{L}';
/** A whole word or phrase: not preceded or followed by a letter or digit (JavaScript's \b ignores accents). */
const word = (source: string, flags = 'giu') => new RegExp(`(?<![${L}\\p{N}])(?:${source})(?![${L}\\p{N}])`, flags);

const CLAIM_WORDS: Array<[ClaimKind, string]> = [
  ['malattia', `cur(?:a|e|are|ano|ava|erà|erebbe|ativ${L}*)`],
  ['malattia', `guar(?:ire|isc${L}*|it[oaie]|igion${L}*|endo)`],
  ['malattia', `previen${L}*|preven(?:ire|zion${L}*|ga|gono|gano|endo|iva|ivo|ive|ivi)`],
  [
    'malattia',
    `terapi${L}*|terapeutic${L}*|malatti${L}*|sintom${L}*|rimed(?:io|i)|medicinal${L}*|farmac(?:o|i|ologic${L}*)`,
  ],
  [
    'malattia',
    `antinfiammator${L}*|infiammazion${L}*|antibatteric${L}*|antivir${L}*|antisettic${L}*|antinfluenzal${L}*|raffreddor${L}*|mal di gola`,
  ],
  ['malattia', `colesterol${L}*|glicemi${L}*|pressione (?:alta|arteriosa|sanguigna)|alcalin${L}*|alcalinizz${L}*`],
  ['difese', `immunit${L}*|anticorp${L}*|difese (?:più )?forti`],
  [
    'difese',
    `(?:rafforz|potenzi|aument|stimol|rinforz|sosten|protegg)${L}* (?:(?:le|la|il|i|tue|nostre|vostre|proprie) )*(?:difese|sistema immunitario|immunità)`,
  ],
  ['energia', `stanchezza|affaticament${L}*|spossatezza|fiacchezza|vitalità|energizzant${L}*|sprint|boost${L}*`],
  ['energia', `energia immediata|(?:carica|pieno|spinta|scarica) (?:di )?energia|cal[oi]|picchi`],
  ['energia', `metabolism${L}*`],
  [
    'mente',
    `concentrazion${L}*|(?:più|rimango|rimani|resto|resti|sono|sei|stare|restare|rimanere|essere|mantenersi|mi sento) concentrat${L}*`,
  ],
  [
    'mente',
    `lucidità|(?:più|mente|mi sveglio) lucid${L}*|memoria|cognitiv${L}*|(?:buon ?)?umore|stress ossidativo|antistress|ansia`,
  ],
  [
    'digestione',
    `digest${L}*|diger${L}*|acidità|stomac${L}*|pesantezza|gonfi(?:ore|ori|ezza)|pancia (?:piatta|gonfia)|intestin${L}*|reflusso|bruciore|nausea|stitichezza|lassativ${L}*|transito intestinale`,
  ],
  [
    'peso',
    `dimagr${L}*|snellent${L}*|brucia ?-?grassi|bruci${L}* (?:i |dei )?grassi|(?:perdere|perdi|perso|calare) (?:di )?peso|peso forma|saziet${L}*|ritenzione|cellulite`,
  ],
  ['detox', `detox|disintossic${L}*|depur${L}*|drenant${L}*|dren(?:a|ano|are|aggio)|purific${L}*|tossin${L}*`],
  [
    'salute',
    `fa(?:nno|r)? bene|salute|salutar${L}*|salutistic${L}*|benesser${L}*|san[oaie]|toccasana|elisir|miracolos${L}*|superfood|antiossidant${L}*|radicali liberi|invecchiament${L}*`,
  ],
  ['salute', `propriet(?:à|a) (?:benefich|curativ|terapeutic|salutar|medicinal)${L}*`],
  [
    'nutrizione',
    `ricc(?:o|a|hi|he) di (?:${L}+ )?(?:vitamin${L}*|minerali|fibr${L}*|protein${L}*|antiossidant${L}*|ferro|calcio|potassio|omega)`,
  ],
  [
    'nutrizione',
    `fonte di (?:protein${L}*|fibr${L}*|minerali|antiossidant${L}*|ferro|calcio|potassio|omega|vitamine|vitamina (?!c(?![${L}])))`,
  ],
  [
    'nutrizione',
    `(?:pochi|poche|senza|zero|povero di|povera di|basso contenuto di|ridotto contenuto di|alto contenuto di) (?:grassi|calorie|zuccher${L}*|sale|sodio|protein${L}*|fibr${L}*)`,
  ],
  [
    'nutrizione',
    `zuccheri aggiunti|zuccher${L}* raffinat${L}*|light|legger(?:o|a|i|ezza)|ipocalori${L}*|proteic${L}*|dietetic${L}*|dieta`,
  ],
  ['dieta', `vegetarian${L}*|vegan${L}*|senza glutine|gluten[ -]?free|celiac${L}*|senza lattosio|diabetic${L}*`],
  ['confronto', `energy[ -]?drink${L}*|bevand${L}* energetic${L}*|red bull`],
  [
    'sport',
    `sport${L}*|allenament${L}*|allenar${L}*|allenat${L}*|palestra|prestazion${L}*|performance|atlet${L}*|agonist${L}*|workout|fitness|jogging|maratona|runner|muscol${L}*|resistenza fisica`,
  ],
  [
    'sport',
    `(?:prima|dopo|durante) (?:della|la) corsa|(?:corro|corri|correre|corrono) (?:${L}+ ){0,3}(?:volt[ae]|km|chilometri)`,
  ],
  [
    'dosaggio',
    `(?<!conserv${L}* )(?:per|dopo) (?:almeno |circa |solo |appena |più di |oltre |non meno di )?(?:\\d+(?:\\s*[-–]\\s*\\d+)?|una|un|due|tre|quattro|cinque|sei|sette|otto|dieci|qualche|poche|alcune) (?:settiman${L}*|mes[ei])`,
  ],
  [
    'dosaggio',
    `(?:\\d+|due|tre|quattro|cinque|sei) settimane di (?:limenta|consumo|uso|utilizzo|trattamento)|(?:ciclo|cura) di (?:\\d+|due|tre|quattro|un|una) ${L}+|posologia|dosaggi${L}*|dos[ei] (?:giornalier${L}*|consigliat${L}*|quotidian${L}*)|assum(?:ere|ila|erla|ete|i|endola)|prendil[ao]|prenderl[ao]|a stomaco vuoto|a digiuno|(?:\\d+|una|due|tre) volt[ae] al giorno`,
  ],
  [
    'assoluto',
    `100\\s*%\\s*(?:natural${L}*|pur[oaie]|genuin${L}*)|(?:natural${L}*|pur[oaie]|genuin${L}*) (?:al )?100\\s*%|(?:completamente|totalmente|interamente|tutto|assolutamente) natural${L}*`,
  ],
  [
    'aromi',
    `arom(?:a|i) natural${L}*|naturalmente aromatizzat${L}*|aromatizzat${L}* (?:naturalmente|con aromi natural${L}*)`,
  ],
].map(([kind, source]) => [kind as ClaimKind, source] as [ClaimKind, string]);

const CLAIM_PATTERNS = CLAIM_WORDS.map(([kind, source]) => ({ kind, pattern: word(source) }));

/**
 * Coffee is named freely as a habit ("senza caffeina" is a fact); it makes a comparison only in a
 * sentence that puts the drink in its place, or says it is not missed: those sentences are
 * reported at the coffee's word. A word list cannot see this, a sentence can.
 */
const COFFEE = word(`caff(?:è|é|e)|espresso|cappuccin${L}*|tazzin${L}*|moka`);
const REPLACES = word(
  `alternativ${L}*|invece|al posto|sostitu${L}*|rimpiazz${L}*|lasci(?:o|a|ato|ata|are|ando)|addio|rinunc${L}*|a meno|smess${L}*|smett${L}*|non (?:mi|ci|ti|le|gli) manca|non (?:ne )?sento la mancanza|meglio|più (?:buon|san|natural|legger|efficac)${L}*|divers${L}* dal|come (?:un|il|uno|del)|prima (?:prendevo|bevevo)|non (?:ne )?(?:ho|hai) più bisogno|basta (?:con )?(?:il|al)`,
);
const SENTENCE = /[^.!?;\n]+/g;

/**
 * A time of day is a habit («prima di colazione»); with a quantity of the drink beside it, it reads
 * as a dose to take («una bottiglia al mattino, 15-20 minuti prima di colazione»). Such a sentence
 * is reported at its timing words. A glass of water is not a quantity of the drink.
 */
const DOSE = word(
  `(?:una|1|mezza|due|2) bottigli(?:a|e)|(?:un|1|mezzo|due|2) bicchier(?:e|i)(?! d'acqua| di acqua)|\\d+(?:[.,]\\d+)?\\s*(?:ml|cl|dl)|(?:una|la) dose|(?:una|la) porzione`,
);
const TIMED = word(
  `\\d+(?:\\s*[-–]\\s*\\d+)? minuti (?:prima|dopo|lontano)|(?:prima|dopo|lontano) dai pasti|al giorno|(?:una|due|tre|\\d+) volt[ae] (?:al|a|ogni) (?:giorno|settimana)`,
);

/**
 * The claims only a whole sentence makes: in each sentence that has its context (a replacement, a
 * quantity of the drink), every word it is about (the coffee, the timing), reported at that word.
 */
const SENTENCE_CLAIMS: Array<{ kind: ClaimKind; context: RegExp; words: RegExp }> = [
  { kind: 'confronto', context: REPLACES, words: COFFEE },
  { kind: 'dosaggio', context: DOSE, words: TIMED },
];

function sentenceClaims(scanned: string): Array<{ kind: ClaimKind; at: number; length: number }> {
  const found: Array<{ kind: ClaimKind; at: number; length: number }> = [];
  for (const sentence of scanned.matchAll(SENTENCE)) {
    for (const { kind, context, words } of SENTENCE_CLAIMS) {
      if (!sentence[0].match(context)) continue;
      for (const match of sentence[0].matchAll(words))
        found.push({ kind, at: (sentence.index ?? 0) + (match.index ?? 0), length: match[0].length });
    }
  }
  return found;
}

/**
 * The health claims authorised for vitamin C by Reg. UE 432/2012 that the site uses, word for word
 * in their Italian version ("La vitamina C contribuisce …"). They may be used only about vitamin C
 * (the sentence names it), only while the food information declares enough of it for a "source"
 * (lib/nutrition.ts), and two or three may share the verb ("contribuisce al normale metabolismo
 * energetico e alla riduzione della stanchezza e dell’affaticamento").
 */
export const AUTHORISED_VITAMIN_C_CLAIMS = [
  'contribuisce alla normale funzione del sistema immunitario',
  'contribuisce al normale metabolismo energetico',
  'contribuisce alla riduzione della stanchezza e dell’affaticamento',
] as const;

/** Phrases the law itself asks for beside a health claim (Reg. CE 1924/2006, art. 10, par. 2). */
const REQUIRED_STATEMENTS = ['dieta varia ed equilibrata', 'stile di vita sano'];

/** Ordinary Italian that contains a listed word with another meaning ("con cura", "prendersi cura"). */
const INNOCENT_IDIOMS = [
  `con (?:${L}+ )?cura`,
  `prend${L}* (?:${L}+ )?cura`,
  `(?:avere|abbiamo|abbia|abbi|hanno|ha) cura`,
  `cura (?:dei|del|della|delle|degli|nel|nella|nei|nelle) (?:dettagli|particolari|confezion${L}*|preparazion${L}*|spedizion${L}*|imballagg${L}*|scelta|ingredienti)`,
  // «Leggero» said of a taste or a scent («un calore leggero», «una leggera nota di menta») describes it; of the drink, it is «light».
  `(?:calore|profumo|aroma|sentore|retrogusto|nota|note|tocco) legger(?:o|a|i|e)|legger(?:o|a|i|e) (?:calore|profumo|aroma|sentore|retrogusto|nota|note|tocco)`,
];

/** Apostrophes, spaces and case made uniform, so the patterns see one form of each text. */
function normalise(text: string): string {
  return text
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const escaped = (text: string) =>
  normalise(text)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ /g, '\\s+');
const phrase = (text: string) => word(escaped(text));
/** "contribuisce" and one or more of the authorised complements, joined by commas or "e". */
const complements = `(?:${AUTHORISED_VITAMIN_C_CLAIMS.map((claim) => escaped(claim.replace(/^contribuisce /, ''))).join('|')})`;
const AUTHORISED_SOURCE = `contribuisce\\s+${complements}(?:(?:\\s*,\\s*|\\s+e\\s+)${complements})*`;
const AUTHORISED = [word(AUTHORISED_SOURCE)];
const VITAMIN_C = word('vitamina c', 'iu');
const AUTHORISED_ONCE = [word(AUTHORISED_SOURCE, 'iu')];
const ALLOWED = [...REQUIRED_STATEMENTS.map(phrase), ...INNOCENT_IDIOMS.map((idiom) => word(idiom))];

const blank = (match: string) => ' '.repeat(match.length);

/** The text with the authorised sentences (about vitamin C), the required statements and innocent idioms blanked out. */
function withoutAllowed(text: string): string {
  let result = normalise(text);
  for (const pattern of AUTHORISED) {
    result = result.replace(pattern, (match, offset: number, whole: string) => {
      const sentenceStart = Math.max(...['.', '!', '?', ';', '\n'].map((mark) => whole.lastIndexOf(mark, offset)));
      return VITAMIN_C.test(whole.slice(sentenceStart + 1, offset)) ? blank(match) : match;
    });
  }
  for (const pattern of ALLOWED) result = result.replace(pattern, blank);
  return result;
}

export interface ClaimWord {
  /** The words as written in the text. */
  found: string;
  kind: ClaimKind;
}

/** Every word of a text that makes a claim no authorisation covers, in order of appearance. */
export function findClaimWords(text: string): ClaimWord[] {
  const scanned = withoutAllowed(text);
  const original = text.replace(/\s+/g, ' ');
  const found: Array<ClaimWord & { at: number }> = [];
  const add = (kind: ClaimKind, at: number, length: number) => {
    if (found.some((other) => at < other.at + other.found.length && other.at < at + length)) return;
    found.push({ kind, at, found: original.slice(at, at + length) });
  };
  for (const { kind, pattern } of CLAIM_PATTERNS) {
    for (const match of scanned.matchAll(pattern)) add(kind, match.index ?? 0, match[0].length);
  }
  for (const { kind, at, length } of sentenceClaims(scanned)) add(kind, at, length);
  return found.sort((a, b) => a.at - b.at).map(({ found: words, kind }) => ({ found: words, kind }));
}

/** Whether a text makes a claim about vitamin C (an authorised health claim, or "fonte di vitamina C"). */
export function claimsVitaminC(text: string): boolean {
  const normalised = normalise(text);
  return (
    VITAMIN_C.test(normalised) &&
    (AUTHORISED_ONCE.some((pattern) => pattern.test(normalised)) || /fonte di vitamina c/.test(normalised))
  );
}

/** Whether a text carries one of the authorised health claims (then the statements of art. 10(2) must be beside it). */
export function makesHealthClaim(text: string): boolean {
  const normalised = normalise(text);
  return AUTHORISED_ONCE.some((pattern) => pattern.test(normalised));
}

/** The editors' message for one word. */
export function claimMessage({ found, kind }: ClaimWord): string {
  return `contiene «${found}»: ${CLAIM_REASONS[kind]} Riformula parlando di gusto, ingredienti, origine e abitudini (guida: «Cosa si può dire sul prodotto» in docs/modifica-contenuti.md).`;
}
