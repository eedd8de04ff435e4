/** The three fields of a contact request, in the order the form shows them. */
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', message: '' };

/** Longest accepted value per field; 254 is the longest address an email server delivers to. */
export const FIELD_MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, message: 5000 };
