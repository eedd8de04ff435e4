/** Short interface texts shared by many components. */
export const ui = {
  skipToContent: 'Vai al contenuto principale',
  mainNavLabel: 'Navigazione principale',
  footerNavLabel: 'Link utili',
  menuOpen: 'Menu',
  homeLinkLabel: 'Limenta, torna alla home',
  trustBarLabel: 'Garanzie',
  sslBadge: 'SSL Sicuro',
  customersBadge: '+5000 Clienti',
  emailLabel: 'Scrivici',
  vatLabel: 'P. IVA',
  reaLabel: 'REA',
  shareCapitalLabel: 'Capitale sociale',
  /** {rating} and {max} are replaced with numbers. */
  ratingLabel: 'Valutazione: {rating} su {max}',
} as const;

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
