import type { FormsText } from './schemas/forms';
import data from './forms.yaml';

/**
 * Every text of the two contact forms, from content/forms.yaml. {max} and {email} are replaced
 * by fillTemplate (content/ui.ts).
 */
const forms = data as FormsText;

export const contactFormText = forms.contactFormText;

/** The texts that differ between the order form and the support form. */
export const contactFormVariants = forms.contactFormVariants;
