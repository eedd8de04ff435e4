import type { Route } from './routes';

export interface NavItem {
  href: Route;
  label: string;
}

/** The header navigation, in this order on every page. */
export const mainNav: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/prodotto', label: 'Prodotto' },
  { href: '/benefici', label: 'Benefici' },
  { href: '/composizione', label: 'Composizione' },
  { href: '/recensioni', label: 'Testimonianze' },
  { href: '/come-ordinare', label: 'Ordina' },
  { href: '/contatti', label: 'Contatti' },
];

export interface FooterColumn {
  title: string;
  links: NavItem[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Scopri',
    links: [
      { href: '/prodotto', label: 'Il prodotto' },
      { href: '/benefici', label: 'Benefici' },
      { href: '/composizione', label: 'Composizione' },
    ],
  },
  {
    title: 'Community',
    links: [
      { href: '/recensioni', label: 'Testimonianze' },
      { href: '/ricette-salutari', label: 'Ricette salutari' },
      { href: '/contatti-supporto', label: 'Contatti e supporto' },
    ],
  },
  {
    title: 'Informazioni legali',
    links: [
      { href: '/privacy', label: 'Privacy' },
      { href: '/dati-personali', label: 'Trattamento dei dati personali' },
      { href: '/termini', label: 'Termini e condizioni' },
    ],
  },
];
