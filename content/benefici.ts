import type { Testimonial } from './testimonials';

/** Texts of /benefici. The four benefit cards come from benefits.ts. */
export const benefitsPage = {
  intro: {
    eyebrow: 'Benefici',
    title: 'Perché Limenta Fa Bene al Tuo Mattino',
    lead: 'Energia che arriva dagli ingredienti, non dalla caffeina: ecco cosa cambia quando sostituisci il primo caffè con Limenta.',
  },
  cards: {
    title: 'Quattro Benefici, Ogni Mattina',
    lead: 'Quello che i nostri clienti notano di più, già dalle prime settimane.',
  },
  beforeAfter: {
    title: 'Il Tuo Mattino, Prima e Dopo',
    lead: 'Come raccontano la loro giornata i clienti che hanno cambiato abitudine.',
    before: {
      title: 'Prima',
      items: [
        'Due o tre caffè per arrivare a mezzogiorno',
        'Il calo di energia a metà mattina',
        'Acidità e stomaco pesante',
        'Energy drink pieni di zuccheri prima dello sport',
      ],
    },
    after: {
      title: 'Dopo',
      items: [
        'Un bicchiere di Limenta prima di colazione',
        'Una mattina più regolare, senza picchi e cali',
        'Una sensazione di leggerezza',
        'Ingredienti naturali che conosci per nome',
      ],
    },
  },
  featured: {
    title: 'La Storia di Alessandra',
    testimonial: {
      name: 'Alessandra M.',
      city: 'Torino',
      text: 'Lavoro su turni e per anni ho vissuto di caffè. Da quando bevo Limenta la mattina mi sento più leggera e non ho più bisogno della terza tazzina. E il gusto di limone e zenzero mi mette di buonumore.',
      rating: 5,
    } satisfies Testimonial,
  },
  tags: {
    title: 'Cosa Trovi in Ogni Sorso',
    items: [
      'Limone biologico',
      'Succo spremuto a freddo',
      'Menta piperita',
      'Zenzero fresco',
      'Miele millefiori',
      'Acqua',
      'Vitamina C',
      'Zero conservanti',
      'Zero additivi',
    ],
  },
  aside: {
    title: 'Vuoi Provarla?',
    text: 'Ordinare è semplice: scrivici e ti rispondiamo entro 24 ore nei giorni lavorativi.',
    primary: { label: 'Ordina Ora', href: '/come-ordinare' },
    secondary: { label: 'Fai una Domanda', href: '/contatti' },
  },
} as const;
