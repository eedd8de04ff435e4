import { parseContent, textProblems, type TextProblem } from './parse';

const FOOD_INFORMATION = 'content/food-information.yaml';
const HOME_COUNTRY = 'italia';

/** Words that give the drink an Italian origin: «Made in Italy», «prodotta in Italia», «100% italiana». */
const ITALIAN_ORIGIN =
  /made in italy|(?:prodott|preparat|imbottigliat|fatt|confezionat)[ao] in italia|100\s?% italian[ao]|italian[ao] al 100\s?%/i;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface ForeignIngredient {
  name: string;
  origin: string;
  area?: string;
}

/**
 * The primary ingredients (those named or highlighted, which show their percentage) that come from
 * another country than the drink: where the drink's origin is given, theirs must be too, in the same
 * field of vision (Reg. UE 1169/2011, art. 26, par. 3; Reg. UE 2018/775).
 */
export function foreignPrimaryIngredients(food: unknown): ForeignIngredient[] {
  const ingredients =
    (food as { ingredients?: Array<{ name: string; origin: string; area?: string; showPercent?: boolean }> })
      .ingredients ?? [];
  return ingredients
    .filter((item) => item.showPercent && plain(item.origin) !== HOME_COUNTRY)
    .map(({ name, origin, area }) => ({ name, origin, area }));
}

/** Whether a text names an ingredient's origin: its first word and its country (or «non UE»). */
export function namesOrigin(text: string, ingredient: ForeignIngredient): boolean {
  const words = plain(text);
  const noun = plain(ingredient.name).split(/\s+/)[0];
  const country = plain(ingredient.origin);
  const outsideEu = ingredient.area === 'non-ue' && /\b(non|extra)[ -]?ue\b/.test(words);
  return words.includes(noun) && (words.includes(country) || outsideEu);
}

/** Whether a text gives the drink an Italian origin. */
export function claimsItalianOrigin(text: string): boolean {
  return ITALIAN_ORIGIN.test(text);
}

/**
 * Every text that says the drink is Italian without the origin of a primary ingredient from
 * elsewhere beside it (in the same text or the texts of the same item: a badge's label and its
 * detail). Like the vitamin C rule, it reads two files at once, so it runs across files.
 */
export function italianOriginWithoutIngredients(
  files: readonly string[],
  read: (file: string) => string,
): TextProblem[] {
  const food = parseContent(FOOD_INFORMATION, read(FOOD_INFORMATION));
  if (!food.ok) return [];
  const foreign = foreignPrimaryIngredients(food.parsed.data);
  if (foreign.length === 0) return [];
  const itemOf = (at: PropertyKey[]) => at.slice(0, -1).join('.');
  return textProblems(
    files,
    read,
    (text, at, texts) => {
      const item = texts.filter((other) => itemOf(other.at) === itemOf(at));
      // One line per item, at its first claim: a badge's label and detail are read together.
      if (!claimsItalianOrigin(text) || item.find((other) => claimsItalianOrigin(other.text))?.at !== at) return;
      const beside = item.map((other) => other.text).join(' ');
      const missing = foreign.filter((ingredient) => !namesOrigin(beside, ingredient));
      if (missing.length === 0) return;
      const named = missing.map((ingredient) => `${ingredient.name} (${ingredient.origin})`).join(', ');
      return `dice che la bevanda è italiana ma non dice da dove viene ${missing.length === 1 ? 'un ingrediente primario' : 'qualche ingrediente primario'}: ${named}. Va scritto accanto, nello stesso testo o nella stessa scheda (Reg. UE 1169/2011, art. 26, par. 3), per esempio «con ${missing[0].name} ${/^[aeiou]/i.test(missing[0].origin) ? 'dall’' : 'del '}${missing[0].origin}». L’origine di ogni ingrediente è in ${FOOD_INFORMATION}.`;
    },
    FOOD_INFORMATION,
  );
}
