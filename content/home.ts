import type { Route } from './routes';

export interface CallToAction {
  label: string;
  href: Route;
}

export const home = {
  hero: {
    eyebrow: 'La nuova bevanda naturale del mattino',
    title: 'Inizia la Giornata con Energia Vera',
    lead: 'Limone fresco, menta, zenzero e miele in un’unica bevanda biologica: l’alternativa naturale al caffè e agli energy drink, prodotta in Italia.',
    primaryCta: { label: 'Prova Adesso', href: '/come-ordinare' },
    secondaryCta: { label: 'Scopri il Prodotto', href: '/prodotto' },
    image: {
      src: '/art/drink-hero.svg',
      alt: 'Un bicchiere di Limenta con una fetta di limone, foglie di menta, zenzero e miele al sole del mattino',
    },
  },
  claimsLabel: 'Perché fidarsi',
  testimonials: {
    title: 'Cosa Dicono di Noi',
    lead: 'Oltre 5000 italiani hanno già cambiato il loro risveglio.',
  },
  benefits: {
    title: 'Perché Sceglierla Ogni Mattina',
    lead: 'Quattro buone ragioni per lasciare il caffè sul fornello.',
  },
  ingredients: {
    title: 'Quattro Ingredienti, Nient’Altro',
    lead: 'Pochi ingredienti, scelti bene e tutti biologici.',
  },
  stories: {
    title: 'Storie Vere di Chi L\'Ha Provata',
    lead: 'Le parole dei nostri clienti, senza ritocchi.',
    cta: { label: 'Leggi Altre Testimonianze', href: '/recensioni' },
  },
  steps: {
    title: 'Come Ricevere la Bevanda',
    lead: 'Niente carrello e niente registrazione: ordinare è una conversazione.',
    cta: { label: 'Inizia Ora', href: '/come-ordinare' },
  },
  closing: {
    title: 'Pronto a Cambiare il Tuo Risveglio?',
    text: 'Scrivici: ti rispondiamo entro 24 ore nei giorni lavorativi con tutte le informazioni per ricevere Limenta a casa.',
    cta: { label: 'Scrivici Subito', href: '/contatti' },
  },
} satisfies {
  hero: { primaryCta: CallToAction; secondaryCta: CallToAction } & Record<string, unknown>;
  stories: { cta: CallToAction } & Record<string, unknown>;
  steps: { cta: CallToAction } & Record<string, unknown>;
  closing: { cta: CallToAction } & Record<string, unknown>;
} & Record<string, unknown>;
