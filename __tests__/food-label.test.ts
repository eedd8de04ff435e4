/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { foodInformationSchema } from '@/content/schemas/food-information';
import { checkFile, formatForEditingPage, formatProblems } from '@/lib/content/check';
import { metaOf, schemaAt } from '@/lib/content/meta';
import { energyFromNutrients } from '@/lib/nutrition';

/**
 * The food label's figures held against each other: the energy against what its fat, carbohydrate
 * and protein make (annex XIV factors, the tolerances of the Commission's guidance of December 2012),
 * the grams in 100 ml, sugars within carbohydrate, saturates within fat.
 */
const FILE = 'content/food-information.yaml';
const launch = readFileSync(path.join(process.cwd(), FILE), 'utf8');

/** The label with some nutrition values changed, the rest as content has it. */
function withNutrition(values: Record<string, number>): string {
  const document = parseDocument(launch);
  for (const [key, value] of Object.entries(values)) document.setIn(['nutrition', key], value);
  return document.toString();
}

const title = (key: string) => metaOf(schemaAt(foodInformationSchema, ['nutrition', key]))!.title;
const nutrition = () => parseDocument(launch).toJS().nutrition as Record<string, number>;

describe('the food label’s figures agree with one another', () => {
  it('accepts the label content has today', () => {
    expect(formatProblems(checkFile(FILE))).toBe('');
  });

  it('refuses 15 g of protein in 100 ml with the 29 kcal of the label, in Italian, naming the energy field', () => {
    const declared = nutrition();
    const problems = checkFile(FILE, withNutrition({ protein: 15 }));
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem.field).toContain(title('energyKcal'));
    expect(problem.message).toContain(`${declared.energyKcal} kcal non tornano con i nutrienti`);
    expect(problem.message).toContain('proteine 15 g × 4');
    // What the editing page shows: the field by its Italian name, no key or path.
    const shown = formatForEditingPage(problem);
    expect(
      shown.startsWith(
        `${metaOf(schemaAt(foodInformationSchema, ['nutrition']))!.title}, ${title('energyKcal')}: ${declared.energyKcal} kcal`,
      ),
    ).toBe(true);
    expect(shown).not.toMatch(/nutrition|energyKcal/);
  });

  it('refuses a decimal slipped in either direction: 0,5 g of fat saved as 5, the energy ten times too much or too little', () => {
    const { energyKcal, energyKj } = nutrition();
    const changes: Array<Record<string, number>> = [
      { fat: 5 },
      { carbohydrate: nutrition().carbohydrate * 10 },
      { energyKcal: energyKcal * 10, energyKj: energyKj * 10 },
      { energyKcal: energyKcal / 10, energyKj: energyKj / 10 },
    ];
    for (const change of changes) {
      const problems = checkFile(FILE, withNutrition(change));
      expect(problems.map((problem) => problem.message)).toEqual(
        expect.arrayContaining([expect.stringMatching(/kcal non tornano con i nutrienti/)]),
      );
    }
  });

  it('refuses nutrients that weigh more than 100 g in 100 ml', () => {
    const problems = checkFile(
      FILE,
      withNutrition({ carbohydrate: 70, sugars: 60, fat: 40, energyKcal: 640, energyKj: 2678 }),
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(
        /^grassi, carboidrati, proteine e sale sommano a 110,\d+ g in 100 ml: non possono superare 100 g/,
      ),
    ]);
  });

  it('refuses more sugars than carbohydrate and more saturates than fat, with Italian decimals', () => {
    const { carbohydrate, fat } = nutrition();
    const messages = checkFile(FILE, withNutrition({ sugars: carbohydrate + 1, saturates: fat + 0.5 })).map(
      (problem) => `${problem.field}: ${problem.message}`,
    );
    expect(messages).toEqual([
      expect.stringContaining(`${title('sugars')}): gli zuccheri`),
      expect.stringContaining(`${title('saturates')}): i grassi saturi`),
    ]);
    expect(messages.join(' ')).toContain(`(${String(carbohydrate).replace('.', ',')} g)`);
  });

  it('computes the energy with the factors of annex XIV, organic acids and the others where a label gives them', () => {
    expect(energyFromNutrients({ fat: 1, carbohydrate: 1, protein: 1 }).computed).toBe(17);
    expect(
      energyFromNutrients({ fat: 1, carbohydrate: 1, protein: 1, organicAcids: 1, fibre: 1, polyols: 1, alcohol: 1 })
        .computed,
    ).toBeCloseTo(31.4);
    // Below 10 g the tolerance is in grams (fat ±1.5, the others ±2), from 10 g it is 20%.
    expect(energyFromNutrients({ protein: 15 })).toEqual({ computed: 60, low: 48, high: 72 });
    expect(energyFromNutrients({ fat: 1 })).toEqual({ computed: 9, low: 0, high: 22.5 });
  });
});
