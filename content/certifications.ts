import type { IconName } from '@/components/ui/Icon';

export interface Certification {
  icon: IconName;
  title: string;
  text: string;
}

/** The three certifications, shown on /prodotto and /composizione. */
export const certifications: Certification[] = [
  {
    icon: 'leaf',
    title: 'Biologico Certificato',
    text: 'Ingredienti da agricoltura biologica secondo il Regolamento (UE) 2018/848. Il codice dell’organismo di controllo è stampato in etichetta.',
  },
  {
    icon: 'flag',
    title: 'Made in Italy',
    text: 'Ideata, preparata e imbottigliata in Italia, con limoni e miele di filiera italiana.',
  },
  {
    icon: 'award',
    title: 'Senza Additivi né Conservanti',
    text: 'Nessun colorante, aroma artificiale o conservante: solo limone, menta, zenzero, miele e acqua.',
  },
];
