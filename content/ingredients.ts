export interface Ingredient {
  id: 'limone' | 'menta' | 'zenzero' | 'miele';
  name: string;
  /** One sentence for the cards on the home and product pages. */
  summary: string;
  /** The longer text of the composition page. */
  description: string;
  /** Exactly three short benefits. */
  benefits: [string, string, string];
  image: { src: string; alt: string };
}

export const ingredients: Ingredient[] = [
  {
    id: 'limone',
    name: 'Limone Fresco',
    summary: 'Limoni italiani spremuti a freddo: freschezza agrumata e vitamina C.',
    description:
      'Usiamo limoni coltivati in Italia e spremuti a freddo, senza concentrati. Il succo dà alla bevanda il suo carattere vivace e una naturale acidità che sveglia il palato.',
    benefits: [
      'Fonte di vitamina C, che contribuisce alla normale funzione del sistema immunitario',
      'Gusto fresco e vivace che risveglia il palato',
      'Nessun concentrato: solo succo spremuto a freddo',
    ],
    image: { src: '/art/lemon.svg', alt: 'Un limone intero e una fetta di limone con una foglia verde' },
  },
  {
    id: 'menta',
    name: 'Menta',
    summary: 'Foglie di menta piperita per una sensazione di freschezza e leggerezza.',
    description:
      'Le foglie di menta piperita, lasciate in infusione, rinfrescano il sorso e rendono la bevanda leggera da bere anche a stomaco vuoto.',
    benefits: [
      'Sensazione di freschezza a ogni sorso',
      'Sorso leggero anche a digiuno',
      'Aroma naturale, senza aromi aggiunti',
    ],
    image: { src: '/art/mint.svg', alt: 'Un rametto di menta con foglie verdi' },
  },
  {
    id: 'zenzero',
    name: 'Zenzero',
    summary: 'Radice di zenzero fresca: un tocco piccante che scalda e dà carattere.',
    description:
      'Grattugiamo radice di zenzero fresca per un tocco piccante e avvolgente. È la nota calda che bilancia l’acidità del limone e dà energia al gusto.',
    benefits: [
      'Nota calda e piccante che dà carattere',
      'Bilancia l’acidità del limone con un sapore rotondo',
      'Radice fresca, non in polvere',
    ],
    image: { src: '/art/ginger.svg', alt: 'Una radice di zenzero con un taglio che mostra la polpa chiara' },
  },
  {
    id: 'miele',
    name: 'Miele',
    summary: 'Miele italiano millefiori che addolcisce in modo naturale.',
    description:
      'Un cucchiaio di miele millefiori di apicoltori italiani ammorbidisce l’acidità del limone e il piccante dello zenzero, con una dolcezza piena e naturale.',
    benefits: [
      'Dolcezza naturale, senza zucchero raffinato',
      'Miele millefiori da apicoltori italiani',
      'Rende morbido il piccante dello zenzero',
    ],
    image: { src: '/art/honey.svg', alt: 'Un barattolo di miele con un mestolino da cui cola il miele' },
  },
];
