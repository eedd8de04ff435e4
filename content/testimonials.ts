export interface Testimonial {
  name: string;
  city: string;
  text: string;
  /** Whole number of stars, 1 to 5. */
  rating: number;
}

/** The three testimonials of the home page, shown in "Cosa Dicono di Noi" and again in "Storie Vere". */
export const homeTestimonials: Testimonial[] = [
  {
    name: 'Giulia R.',
    city: 'Milano',
    text: 'Ho lasciato il secondo caffè del mattino e non me ne sono neanche accorta. Mi sveglio più lucida e arrivo a pranzo senza quel calo di metà mattina.',
    rating: 5,
  },
  {
    name: 'Marco T.',
    city: 'Bologna',
    text: 'Prima dell’allenamento bevevo energy drink. Adesso un bicchiere di Limenta: fresco, leggero sullo stomaco e con un gusto che aspetto ogni mattina.',
    rating: 5,
  },
  {
    name: 'Francesca L.',
    city: 'Palermo',
    text: 'Limone, menta, zenzero e miele: ingredienti che conosco e di cui mi fido. L’ordine è stato semplicissimo e mi hanno risposto in poche ore.',
    rating: 5,
  },
];
