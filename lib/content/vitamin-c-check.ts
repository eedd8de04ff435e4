import { claimsVitaminC } from './claims';
import { VITAMIN_C_FOR_SOURCE_MG } from '@/lib/nutrition';
import { parseContent, textProblems, type TextProblem } from './parse';

const FOOD_INFORMATION = 'content/food-information.yaml';

/**
 * "Fonte di vitamina C" and the authorised vitamin C claims hold only while the food information
 * declares at least a significant amount (lib/nutrition.ts). The claims live in many files and the
 * figure in one, so this rule runs across files: each claiming text is reported where it is.
 */
export function vitaminCClaimsWithoutSource(files: readonly string[], read: (file: string) => string): TextProblem[] {
  const food = parseContent(FOOD_INFORMATION, read(FOOD_INFORMATION));
  if (!food.ok) return []; // reported by the file's own check
  const declared = (food.parsed.data as { nutrition?: { vitaminC?: unknown } }).nutrition?.vitaminC;
  const milligrams = typeof declared === 'number' ? declared : 0;
  if (milligrams >= VITAMIN_C_FOR_SOURCE_MG) return [];
  return textProblems(files, read, (text) =>
    claimsVitaminC(text)
      ? `parla di vitamina C come di una «fonte», ma ${FOOD_INFORMATION} → nutrition.vitaminC ne dichiara ${milligrams} mg per 100 ml, sotto i ${VITAMIN_C_FOR_SOURCE_MG} mg che lo permettono (Reg. CE 1924/2006; Reg. UE 1169/2011, allegato XIII). Togli la frase o correggi il valore (guida: «Cosa si può dire sul prodotto» in docs/modifica-contenuti.md).`
      : undefined,
  );
}
