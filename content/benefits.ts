export type BenefitIcon = 'energy' | 'stomach' | 'shield' | 'leaf';

export interface Benefit {
  icon: BenefitIcon;
  title: string;
  text: string;
}

export const benefits: Benefit[] = [
  {
    icon: 'energy',
    title: 'Energia Immediata',
    text: 'Il gusto vivace di limone e zenzero ti dà la spinta del mattino, senza caffeina e senza il calo che arriva dopo.',
  },
  {
    icon: 'stomach',
    title: 'Stomaco Leggero',
    text: 'Menta e zenzero rendono la bevanda delicata da bere anche a digiuno: niente acidità da caffè, niente pesantezza.',
  },
  {
    icon: 'shield',
    title: 'Difese più Forti',
    text: 'Il limone porta vitamina C, che contribuisce alla normale funzione del sistema immunitario.',
  },
  {
    icon: 'leaf',
    title: 'Solo Ingredienti Naturali',
    text: 'Quattro ingredienti biologici e nient’altro: nessun additivo, nessun conservante, nessun aroma artificiale.',
  },
];
