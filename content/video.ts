/** The preparation video is being filmed: until it is ready, pages show this poster. */
export const preparationVideo = {
  title: 'Come Nasce Limenta',
  lead: 'Dalla spremitura dei limoni all’imbottigliamento: ti mostreremo ogni passaggio.',
  badge: 'Video in arrivo',
  text: 'Stiamo girando il video della preparazione nel nostro laboratorio di Sorrento. Sarà pubblicato qui a breve.',
  poster: {
    src: '/art/video-poster.svg',
    alt: 'Un piano di cucina con un bicchiere di Limenta, limoni, menta, zenzero e un barattolo di miele',
  },
};
