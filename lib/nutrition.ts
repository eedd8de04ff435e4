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

const italian = (value: number, decimals: number) => value.toLocaleString('it-IT', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

function declared(value: number, decimals: number, unit: string): DeclaredValue {
  return { text: `${italian(value, decimals)} ${unit}` };
}

/** One nutrient in grams, rounded as the guidance says. */
export function declareGrams(nutrient: GramNutrient, grams: number): DeclaredValue {
  const { below, decimals } = ROUNDING[nutrient];
  if (grams <= below) {
    const threshold = nutrient === 'salt' ? 0.01 : below;
    return { text: `<${italian(threshold, nutrient === 'salt' ? 2 : 1)} g` };
  }
  if (grams >= 10 || (nutrient === 'salt' && grams >= 1)) return declared(Math.round(grams * (nutrient === 'salt' ? 10 : 1)) / (nutrient === 'salt' ? 10 : 1), nutrient === 'salt' ? 1 : 0, 'g');
  const factor = 10 ** decimals;
  return declared(Math.round(grams * factor) / factor, decimals, 'g');
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
