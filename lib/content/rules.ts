/**
 * Rules that every text a visitor reads obeys, whatever field it is in (the legal texts in
 * Markdown excepted: they quote laws and are reviewed as a whole). The content check applies
 * each rule to each text of the YAML files, so `npm run check:content`, the build, `npm run dev`,
 * the editing page (on save) and the tests all report it the same way.
 *
 * To add a rule (for example the words that make a health claim, which a food business may not
 * publish), add an entry below: a name and a function that returns what is wrong, in Italian,
 * with how to fix it, or null. The check adds the file, line, item and field.
 */
export interface TextRule {
  name: string;
  problem(text: string): string | null;
}

const PLACEHOLDER = /\b(lorem ipsum|todo|tbd|xxx)\b/i;

export const textRules: TextRule[] = [
  {
    name: 'segnaposto',
    problem: (text) => {
      const found = PLACEHOLDER.exec(text);
      return found ? `contiene il segnaposto «${found[0]}». Sostituiscilo con il testo definitivo.` : null;
    },
  },
];
