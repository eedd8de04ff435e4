/** Texts of /composizione. Ingredients come from ingredients.ts, badges from certifications.ts. */
export const compositionPage = {
  intro: {
    eyebrow: 'Composizione',
    title: 'Ingrediente per Ingrediente',
    lead: 'Niente formule segrete: ecco cosa mettiamo in ogni bottiglia di Limenta e perché.',
  },
  ingredients: {
    title: 'I Quattro Ingredienti',
    lead: 'Tutti biologici, tutti riconoscibili.',
    benefitsLabel: 'Perché lo usiamo',
  },
  certifications: {
    title: 'Le Nostre Certificazioni',
    lead: 'Tre garanzie che trovi anche in etichetta.',
  },
  gallery: {
    title: 'Dal Campo al Bicchiere',
    lead: 'Il mondo di Limenta, in nove immagini.',
    tiles: [
      { src: '/art/gallery-01.svg', alt: 'Un limoneto a terrazze sulla costa al sorgere del sole', caption: 'I limoneti della Costiera' },
      { src: '/art/gallery-02.svg', alt: 'Due mani spremono mezzo limone sopra un bicchiere', caption: 'Spremuti a freddo' },
      { src: '/art/gallery-03.svg', alt: 'Una pianta di menta fresca in un vaso di terracotta', caption: 'Menta appena raccolta' },
      { src: '/art/gallery-04.svg', alt: 'Radici di zenzero e un coltello su un tagliere di legno', caption: 'Zenzero fresco' },
      { src: '/art/gallery-05.svg', alt: 'Un favo di miele con un’ape', caption: 'Miele millefiori italiano' },
      { src: '/art/gallery-06.svg', alt: 'Una bottiglia di Limenta sul tavolo della colazione vicino alla finestra', caption: 'Pronta per la colazione' },
      { src: '/art/gallery-07.svg', alt: 'Un bicchiere con ghiaccio, una fetta di limone e foglie di menta', caption: 'Fresca d’estate' },
      { src: '/art/gallery-08.svg', alt: 'Una persona corre su un sentiero all’alba', caption: 'Prima della corsa' },
      { src: '/art/gallery-09.svg', alt: 'Limone, menta, zenzero e miele visti dall’alto', caption: 'Quattro ingredienti, nient’altro' },
    ],
  },
  closing: {
    title: 'Assaggiala con i Tuoi Occhi',
    text: 'Ti abbiamo detto tutto quello che c’è dentro. Adesso manca solo il primo sorso.',
    cta: { label: 'Ordina la Tua Bevanda', href: '/come-ordinare' },
  },
} as const;
