/** Texts of /prodotto. The ingredients come from ingredients.ts, the badges from certifications.ts. */
export const productPage = {
  intro: {
    eyebrow: 'Il prodotto',
    title: 'Limenta, la Bevanda Naturale del Mattino',
    lead: 'Limone fresco, menta, zenzero e miele in una bevanda biologica, pronta da versare: l’alternativa naturale al caffè e agli energy drink.',
  },
  overview: {
    title: 'Una Bottiglia, Quattro Ingredienti',
    text: [
      'Limenta nasce in Costiera Sorrentina da un’idea semplice: iniziare la giornata con qualcosa di buono, senza caffeina e senza zuccheri raffinati.',
      'Spremiamo i limoni a freddo, lasciamo la menta in infusione, grattugiamo lo zenzero fresco e addolciamo con miele millefiori italiano. Niente altro.',
    ],
    facts: [
      { label: 'Come si beve', value: 'Un bicchiere, fresco o a temperatura ambiente, 15-20 minuti prima di colazione' },
      { label: 'Conservazione', value: 'In frigorifero dopo l’apertura; agitare prima di versare' },
      { label: 'Ingredienti', value: 'Acqua, succo di limone, miele millefiori, zenzero fresco, menta piperita: tutti biologici' },
    ],
    image: {
      src: '/art/drink-hero.svg',
      alt: 'Un bicchiere di Limenta con una fetta di limone e foglie di menta',
    },
  },
  ingredients: {
    title: 'Cosa C’è Dentro',
    lead: 'Quattro ingredienti biologici, scelti uno per uno.',
    action: { label: 'Scopri la Composizione', href: '/composizione' },
  },
  certifications: {
    title: 'Certificazioni e Garanzie',
    lead: 'Quello che promettiamo in etichetta, verificato.',
  },
  closing: {
    title: 'Vuoi Provarla?',
    text: 'Scrivici: ti rispondiamo entro 24 ore nei giorni lavorativi con prezzi e tempi di consegna.',
    cta: { label: 'Ordina Ora', href: '/come-ordinare' },
  },
} as const;
