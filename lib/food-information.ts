import type { FoodInformationFile, FoodIngredient } from '@/content/schemas/food-information';
import { fillTemplate as fill } from '@/content/ui';
import {
  declareEnergy,
  declareGrams,
  declareMilligrams,
  perPortion,
  referenceShare,
  type DeclaredValue,
  type GramNutrient,
} from './nutrition';

/**
 * What the pages show of content/food-information.yaml, worked out once: the ingredient list
 * with its percentages and organic marks, the nutrition table per 100 ml and per bottle with the
 * law's rounding, the line under the organic logo, the statements beside the vitamin C claims.
 */

export interface CompanyFacts {
  legalName: string;
  address: string;
  plantAddress: string;
}

export interface NutritionRow {
  key: GramNutrient | 'energy' | 'vitaminC';
  label: string;
  /** A sub-row ("di cui zuccheri"). */
  indent: boolean;
  per100: DeclaredValue;
  perBottle: DeclaredValue;
  /** "10% VNR" per 100 ml and per bottle, for vitamins. */
  share?: { per100: string; perBottle: string };
}

const percentText = (value: number) => `${value.toLocaleString('it-IT', { maximumFractionDigits: 2 })}%`;

/** "acqua, succo di limone* (22%), …": the list, organic ingredients marked, percentages where the label shows them. */
export function ingredientLine(ingredients: readonly FoodIngredient[]): string {
  return ingredients
    .map(
      (item) =>
        `${item.name}${item.farming === 'biologico' ? '*' : ''}${item.showPercent ? ` (${percentText(item.percent)})` : ''}`,
    )
    .join(', ');
}

/** Reg. UE 2018/848, annex V, point 1.7: where the agricultural raw materials were farmed. */
export function placeOfFarming(
  ingredients: readonly FoodIngredient[],
  labels: FoodInformationFile['labels']['placeOfFarming'],
): string {
  const farmed = ingredients.filter((item) => item.farming !== 'non-agricolo');
  const areas = new Set(farmed.map((item) => item.area));
  if (areas.size === 1 && areas.has('italia')) return fill(labels.country, { country: farmed[0].origin });
  if (!areas.has('non-ue')) return labels.eu;
  if (areas.size === 1) return labels.nonEu;
  return labels.mixed;
}

const GRAM_ROWS: Array<{ key: GramNutrient; indent: boolean }> = [
  { key: 'fat', indent: false },
  { key: 'saturates', indent: true },
  { key: 'carbohydrate', indent: false },
  { key: 'sugars', indent: true },
  { key: 'protein', indent: false },
  { key: 'salt', indent: false },
];

export function nutritionRows(food: FoodInformationFile): NutritionRow[] {
  const { nutrition, labels, netQuantityMl: bottle } = food;
  const rows: NutritionRow[] = [
    {
      key: 'energy',
      label: labels.energy,
      indent: false,
      per100: declareEnergy(nutrition.energyKj, nutrition.energyKcal),
      perBottle: declareEnergy(perPortion(nutrition.energyKj, bottle), perPortion(nutrition.energyKcal, bottle)),
    },
    ...GRAM_ROWS.map(({ key, indent }) => ({
      key,
      label: labels[key],
      indent,
      per100: declareGrams(key, nutrition[key]),
      perBottle: declareGrams(key, perPortion(nutrition[key], bottle)),
    })),
  ];
  if (nutrition.vitaminC !== undefined) {
    const perBottle = perPortion(nutrition.vitaminC, bottle);
    rows.push({
      key: 'vitaminC',
      label: labels.vitaminC,
      indent: false,
      per100: declareMilligrams(nutrition.vitaminC),
      perBottle: declareMilligrams(perBottle),
      share: {
        per100: fill(labels.referenceShare, { share: referenceShare(nutrition.vitaminC) }),
        perBottle: fill(labels.referenceShare, { share: referenceShare(perBottle) }),
      },
    });
  }
  return rows;
}

/** The statements beside a vitamin C claim (Reg. CE 1924/2006, art. 10, par. 2), filled in. */
export function claimStatements(food: FoodInformationFile): {
  title: string;
  text: string;
  warnings: readonly string[];
  link: { label: string; href: string };
} {
  const perBottle = perPortion(food.nutrition.vitaminC ?? 0, food.netQuantityMl);
  return {
    title: food.claimNote.title,
    text: fill(food.claimNote.text, {
      volume: food.netQuantityMl,
      perBottle: declareMilligrams(perBottle).text.replace(/ mg$/, ''),
      share: referenceShare(perBottle),
    }),
    warnings: food.warnings,
    link: food.claimNote.link,
  };
}

export interface LabelFact {
  label: string;
  value: string;
}

/** Everything the label says, in the order of art. 9 of Reg. UE 1169/2011, as label–value pairs. */
export function labelFacts(food: FoodInformationFile, company: CompanyFacts) {
  const { labels } = food;
  return {
    salesName: { label: labels.salesName, value: food.salesName },
    treatment: { label: labels.treatment, value: food.treatment },
    allergens: { label: labels.allergens, value: food.allergens },
    netQuantity: {
      label: labels.netQuantity,
      value: fill(labels.netQuantityValue, { quantity: food.netQuantityMl, container: food.container }),
    },
    beforeOpening: { label: labels.beforeOpening, value: food.storage.beforeOpening },
    afterOpening: { label: labels.afterOpening, value: food.storage.afterOpening },
    durability: { label: labels.durability[food.durability.kind], value: food.durability.text },
    usage: { label: labels.usage, value: food.usage },
    operator: { label: labels.operator, value: `${company.legalName}, ${company.address}` },
    plant: { label: labels.plant, value: company.plantAddress },
  } satisfies Record<string, LabelFact>;
}

/** "succo di limone: Italia": where each agricultural ingredient comes from (Reg. UE 2018/775 for the lemons). */
export function ingredientOrigins(ingredients: readonly FoodIngredient[]): LabelFact[] {
  return ingredients
    .filter((item) => item.farming !== 'non-agricolo')
    .map((item) => ({ label: item.name, value: item.origin }));
}
