export interface Claim {
  /** Short badge text. */
  label: string;
  /** One line that explains the badge. */
  detail: string;
}

/** The product's claims, worded as approved: keep them as they are (see README, "Before going live"). */
export const claims: Claim[] = [
  { label: 'Biologico Certificato', detail: 'Ingredienti da agricoltura biologica certificata.' },
  { label: '100% Naturale', detail: 'Solo limone, menta, zenzero e miele.' },
  { label: 'Made in Italy', detail: 'Ideata e prodotta in Italia.' },
  { label: 'Senza Additivi né Conservanti', detail: 'Nessun colorante, aroma artificiale o conservante.' },
  { label: 'Oltre 5000 Italiani', detail: 'Più di 5.000 clienti la bevono già ogni mattina.' },
];
