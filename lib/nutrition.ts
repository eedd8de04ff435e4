/**
 * The arithmetic of the nutrition declaration (Reg. UE 1169/2011, art. 30–35 and annexes XIII and
 * XV) and of the vitamin C claims: pure functions, used by the page, the structured data, the
 * content check and the tests alike.
 */

/** Nutrient reference values for adults, Reg. UE 1169/2011, annex XIII, part A, point 1. */
export const REFERENCE_VALUES = { vitaminC: 80 } as const;

/**
 * What makes a "significant amount" of a vitamin, and so a food that is a "source" of it (the
 * condition of every vitamin C claim, Reg. CE 1924/2006 annex): annex XIII, part A, point 2 of
 * Reg. UE 1169/2011 gives 15% of the reference value per 100 g or 100 ml for foods, but 7.5% per
 * 100 ml for beverages. Limenta is a beverage, so 7.5% of 80 mg: 6 mg per 100 ml.
 */
export const SIGNIFICANT_SHARE_BEVERAGE = 0.075;

export const VITAMIN_C_FOR_SOURCE_MG = REFERENCE_VALUES.vitaminC * SIGNIFICANT_SHARE_BEVERAGE;

/** Grams declared with the rounding of the Commission's guidance (December 2012) on tolerances. */
export type GramNutrient = 'fat' | 'saturates' | 'carbohydrate' | 'sugars' | 'protein' | 'salt';

/** Below this the guidance lets a value be declared as "< threshold" (or 0); from 10 g, whole grams. */
const ROUNDING: Record<GramNutrient, { below: number; decimals: number }> = {
  fat: { below: 0.5, decimals: 1 },
  carbohydrate: { below: 0.5, decimals: 1 },
  sugars: { below: 0.5, decimals: 1 },
  protein: { below: 0.5, decimals: 1 },
  saturates: { below: 0.1, decimals: 1 },
  salt: { below: 0.0125, decimals: 2 },
};

export interface DeclaredValue {
  /** As the page shows it, the Italian way: "5,9 g", "<0,5 g". */
  text: string;
}

const italian = (value: number, decimals: number) =>
  value.toLocaleString('it-IT', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

function declared(value: number, decimals: number, unit: string): DeclaredValue {
  return { text: `${italian(value, decimals)} ${unit}` };
}

/** One nutrient in grams, rounded as the guidance says. */
export function declareGrams(nutrient: GramNutrient, grams: number): DeclaredValue {
  const { below, decimals } = ROUNDING[nutrient];
  const salt = nutrient === 'salt';
  // Salt under its threshold is written «<0,01 g»; from 1 g salt has one decimal, anything else none from 10 g.
  if (grams <= below) return { text: `<${italian(salt ? 0.01 : below, decimals)} g` };
  const places = salt ? (grams >= 1 ? 1 : decimals) : grams >= 10 ? 0 : decimals;
  const factor = 10 ** places;
  return declared(Math.round(grams * factor) / factor, places, 'g');
}

/** Energy in whole kJ and kcal. */
export function declareEnergy(kj: number, kcal: number): DeclaredValue {
  return { text: `${Math.round(kj)} kJ / ${Math.round(kcal)} kcal` };
}

/** Milligrams of a vitamin, at most three significant figures ("8 mg", "20 mg", "9,34 mg"). */
export function declareMilligrams(mg: number): DeclaredValue {
  const rounded = Number(mg.toPrecision(3));
  const decimals = Math.max(0, (String(rounded).split('.')[1] ?? '').length);
  return declared(rounded, decimals, 'mg');
}

/** The share of the reference value, in whole percent. */
export function referenceShare(mg: number, reference: number = REFERENCE_VALUES.vitaminC): number {
  return Math.round((mg / reference) * 100);
}

/** A value per 100 ml scaled to a portion of `millilitres`. */
export function perPortion(per100: number, millilitres: number): number {
  return (per100 * millilitres) / 100;
}

/**
 * Energy conversion factors, kcal per gram (Reg. UE 1169/2011, annex XIV). The declaration states
 * fat, carbohydrate and protein; the others count when a label gives them (`organicAcids` is the
 * citric acid of lemon juice, `polyols`, `fibre`, `alcohol`).
 */
export const KCAL_PER_GRAM = {
  fat: 9,
  carbohydrate: 4,
  protein: 4,
  fibre: 2,
  polyols: 2.4,
  organicAcids: 3,
  alcohol: 7,
} as const;

export type EnergyNutrient = keyof typeof KCAL_PER_GRAM;

/**
 * How far an analysis may find a nutrient from its declared value, in grams per 100 g or 100 ml:
 * the Commission's guidance on tolerances for nutrition labelling (December 2012), table 1, for foods
 * other than food supplements, measurement uncertainty included. Fat: ±1.5 g below 10 g; carbohydrate,
 * protein and fibre: ±2 g below 10 g; both ±20% from 10 to 40 g and ±8 g above 40 g. Polyols, organic
 * acids and alcohol have no row of their own: they take the carbohydrates' one.
 */
export function gramTolerance(nutrient: EnergyNutrient, grams: number): number {
  if (grams > 40) return 8;
  if (grams >= 10) return grams * 0.2;
  return nutrient === 'fat' ? 1.5 : 2;
}

export interface EnergyRange {
  /** kcal from the declared grams, with the factors of annex XIV. */
  computed: number;
  /**
   * The energy of the same nutrients at the edges of their tolerances: the guidance gives no
   * tolerance of its own for energy, which is calculated from them, so a declared energy outside
   * this range cannot come from these grams, whatever the analysis.
   */
  low: number;
  high: number;
}

/** The energy the declared nutrients make, per 100 ml, and the range the tolerances allow. */
export function energyFromNutrients(grams: Partial<Record<EnergyNutrient, number>>): EnergyRange {
  const range = { computed: 0, low: 0, high: 0 };
  for (const [nutrient, factor] of Object.entries(KCAL_PER_GRAM) as Array<[EnergyNutrient, number]>) {
    const value = grams[nutrient];
    if (value === undefined) continue;
    const tolerance = gramTolerance(nutrient, value);
    range.computed += value * factor;
    range.low += Math.max(0, value - tolerance) * factor;
    range.high += (value + tolerance) * factor;
  }
  return range;
}
