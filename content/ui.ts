import { countInWords, fillTemplate } from '@/lib/format';
import type { Ui } from './schemas/site';
import data from './ui.yaml';

/** Short interface texts shared by many components: the texts are in content/ui.yaml. */
export const ui = data as Ui;

/** Labels of the contact block (email, address, hours) of /contatti and /contatti-supporto. */
export const contactDetailsLabels = ui.contactDetails;

export { fillTemplate };

/** Fills {count} ("otto") and {Count} ("Otto"): a text that says how many cards a list has. */
export function fillCount(template: string, count: number): string {
  const word = countInWords(count);
  return fillTemplate(template, { count: word, Count: word.charAt(0).toUpperCase() + word.slice(1) });
}
