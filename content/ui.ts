import { fillCustomers } from '@/lib/customers.mjs';
import { countInWords, fillTemplate } from '@/lib/format';
import type { Site, Ui } from './schemas/site';
import siteData from './site.yaml';
import data from './ui.yaml';

const file = data as Ui;

/**
 * Short interface texts shared by many components: the texts are in content/ui.yaml. The header's
 * customer badge gets its number from content/site.yaml → customers, like every other mention; it
 * reads that file itself because content/site.ts imports this module.
 */
export const ui: Ui = {
  ...file,
  customersBadge: fillCustomers(file.customersBadge, (siteData as Site).customers.count),
};

/** Labels of the contact block (email, address, hours) of /contatti and /contatti-supporto. */
export const contactDetailsLabels = ui.contactDetails;

export { fillTemplate };

/** Fills {count} ("otto") and {Count} ("Otto"): a text that says how many cards a list has. */
export function fillCount(template: string, count: number): string {
  const word = countInWords(count);
  return fillTemplate(template, { count: word, Count: word.charAt(0).toUpperCase() + word.slice(1) });
}
