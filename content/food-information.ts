import {
  claimStatements,
  ingredientLine,
  ingredientOrigins,
  labelFacts,
  nutritionRows,
  placeOfFarming,
} from '@/lib/food-information';
import data from './food-information.yaml';
import type { FoodInformationFile } from './schemas/food-information';
import { companyName, formatAddress, site } from './site';
import { fillTemplate } from './ui';

export type { FoodInformationFile } from './schemas/food-information';

/**
 * The label of the drink (content/food-information.yaml), with the company's data from
 * content/site.yaml: the whole of it on /prodotto, the key facts on /composizione and in
 * /prodotto's overview, the statements beside the vitamin C claims wherever one is made.
 */
export const foodInformationFile = data as FoodInformationFile;

const food = foodInformationFile;
const facts = labelFacts(food, {
  legalName: site.company.legalName,
  address: formatAddress(site.company),
  plantAddress: formatAddress(site.company.plant),
});
const ingredients = ingredientLine(food.ingredients);
const hasOrganic = food.ingredients.some((item) => item.farming === 'biologico');

export const foodInformation = {
  title: food.title,
  lead: food.lead,
  labels: food.labels,
  facts,
  ingredientLine: ingredients,
  hasOrganic,
  origins: ingredientOrigins(food.ingredients),
  warnings: food.warnings,
  nutrition: { rows: nutritionRows(food), note: food.nutrition.note, bottleMl: food.netQuantityMl },
  organic: {
    logo: food.organicLogo,
    controlBodyCode: site.organic.controlBodyCode,
    controlBodyName: site.organic.controlBodyName,
    operatorCertificate: site.organic.operatorCertificate
      ? fillTemplate(food.labels.operatorCertificate, {
          operator: companyName(),
          number: site.organic.operatorCertificate,
        })
      : undefined,
    placeOfFarming: placeOfFarming(food.ingredients, food.labels.placeOfFarming),
  },
};

export type FoodInformationView = typeof foodInformation;

const storage = { label: food.labels.storage, value: food.storage.beforeOpening };

/** The essentials: on /composizione (with the ingredients) and in /prodotto's overview (how to drink and keep it). */
export const keyFacts = {
  title: food.keyFacts.title,
  link: food.keyFacts.link,
  composition: [
    facts.salesName,
    { label: food.labels.ingredients, value: `${ingredients}.${hasOrganic ? ` ${food.labels.organicMark}` : ''}` },
    facts.netQuantity,
    storage,
    facts.durability,
  ],
  overview: [facts.netQuantity, facts.usage, storage],
};

/** The statements that accompany a vitamin C claim (Reg. CE 1924/2006, art. 10, par. 2). */
export const claimNote = claimStatements(food);
