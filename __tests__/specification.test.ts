/**
 * The only test that holds the texts and counts the specification fixes
 * (/work/shared/seeds/000_594ca6102cb39acc.txt, quoted by section). Every other test reads what
 * it checks from content/, so an editor's ordinary change passes them; a change to one of these
 * fails here, saying that the specification fixes it.
 *
 * Counts are what the site ships and what the specification describes: a list may grow (a
 * fourth testimonial, a ninth recipe), but not shrink below the specification's number. The
 * labels of the menu are the editors' (the specification fixes its pages and their order).
 */
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import ContactSupportPage from '@/app/contatti-supporto/page';
import OrderPage from '@/app/come-ordinare/page';
import ErrorPage from '@/app/error';
import GraziePage from '@/app/grazie-benvenuto/page';
import HomePage from '@/app/page';
import NotFound from '@/app/not-found';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@/components/forms/FormToaster';
import { benefitsPage } from '@/content/benefici';
import { benefits } from '@/content/benefits';
import { certifications } from '@/content/certifications';
import { compositionPage } from '@/content/composition';
import { notFoundPage, renderErrorPage } from '@/content/errors';
import { orderFaq } from '@/content/faq';
import { contactFormText } from '@/content/forms';
import { drinkingTips, grazie, thankYouSteps } from '@/content/grazie';
import { home } from '@/content/home';
import { ingredients } from '@/content/ingredients';
import { legalDocuments } from '@/content/legal';
import { footerColumns, mainNav } from '@/content/navigation';
import { recipes } from '@/content/recipes';
import { reviews } from '@/content/reviews';
import { site } from '@/content/site';
import { orderSteps } from '@/content/steps';
import { homeTestimonials } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { SIMULATED_DELAY_MS } from '@/lib/contact/delivery';
import { contactFormSettings } from '@/lib/contact/variants';
import { outlineMarkdown } from '@/lib/content/markdown';
import { typographicText } from '@/lib/content/typography';

const SPEC = 'la specifica del sito (/work/shared/seeds/000_594ca6102cb39acc.txt)';

function reason(what: string, where: string): string {
  return `Fissato dalla specifica (fixed by the specification), ${where}: ${what}. Non si cambia nei contenuti: lo stabilisce ${SPEC}; vedi docs/modifica-contenuti.md, «Testi fissati dalla specifica».`;
}

/** Fails, saying that the specification fixes it, unless actual equals expected. */
function specified(where: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(reason(`atteso ${JSON.stringify(expected)}, trovato ${JSON.stringify(actual)}`, where));
  }
}

/** Fails unless a list has at least the specification's number of items (more is the editors' choice). */
function atLeast(where: string, list: readonly unknown[], count: number): void {
  if (list.length < count) throw new Error(reason(`ne servono almeno ${count}, ce ne sono ${list.length}`, where));
}

function sectionsOf(route: keyof typeof legalDocuments): number {
  return outlineMarkdown(legalDocuments[route].body).headings.filter((heading) => heading.depth === 2).length;
}

describe('§2 Shared header and footer', () => {
  it('the menu lists the seven pages in the specified order', () => {
    specified('§2 «Shared header», le pagine del menu', mainNav.map((item) => item.href), ['/', '/prodotto', '/benefici', '/composizione', '/recensioni', '/come-ordinare', '/contatti']);
  });

  it('on large screens the header shows the two specified badges', () => {
    specified('§2 «Shared header», garanzia SSL', ui.sslBadge, 'SSL Sicuro');
    specified('§2 «Shared header», garanzia clienti', ui.customersBadge, '+5000 Clienti');
    render(createElement(SiteHeader, { currentPath: '/' }));
    expect(screen.getByText(ui.sslBadge)).toBeInTheDocument();
  });

  it('the footer has three columns, the nine pages and a copyright line for 2025', () => {
    specified('§2 «Shared footer», colonne', footerColumns.length, 3);
    specified(
      '§2 «Shared footer», link',
      footerColumns.flatMap((column) => column.links.map((link) => link.href)),
      ['/prodotto', '/benefici', '/composizione', '/recensioni', '/ricette-salutari', '/contatti-supporto', '/privacy', '/dati-personali', '/termini'],
    );
    specified('§9, anno del copyright', site.copyrightYear, 2025);
    render(createElement(SiteFooter));
    expect(screen.getByText(/^© 2025 /)).toBeInTheDocument();
  });
});

describe('§2 Home', () => {
  beforeEach(() => render(createElement(HomePage)));

  it('(1) the hero: the specified headline and button', () => {
    specified('§2 home (1), titolo', home.hero.title, 'Inizia la Giornata con Energia Vera');
    specified('§2 home (1), pulsante', [home.hero.primaryCta.label, home.hero.primaryCta.href], ['Prova Adesso', '/come-ordinare']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(home.hero.title);
  });

  it('(2) what customers say: at least three testimonials rated 5', () => {
    specified('§2 home (2), titolo', home.testimonials.title, 'Cosa Dicono di Noi');
    atLeast('§2 home (2) e §9, testimonianze della home', homeTestimonials, 3);
    specified('§3 e §9, valutazione delle testimonianze', homeTestimonials.map((item) => item.rating), homeTestimonials.map(() => 5));
  });

  it('(3, 4) at least four benefit cards and four ingredient cards', () => {
    atLeast('§2 home (3), schede dei benefici', benefits, 4);
    atLeast('§2 home (4) e §9, ingredienti', ingredients, 4);
  });

  it('(5) the stories, with the button to /recensioni', () => {
    // The specification is typed with the keyboard's straight apostrophe; the site sets every
    // apostrophe the same typographic way (lib/content/typography.ts), this title included.
    specified('§2 home (5), titolo', home.stories.title, typographicText("Storie Vere di Chi L'Ha Provata"));
    specified('§2 home (5), pulsante', [home.stories.cta.label, home.stories.cta.href], ['Leggi Altre Testimonianze', '/recensioni']);
  });

  it('(6) the three steps, with the button to /come-ordinare', () => {
    specified('§2 home (6), titolo', home.steps.title, 'Come Ricevere la Bevanda');
    specified('§2 home (6), passi', orderSteps.map((step) => step.title), ['Scrivi', 'Aspetta', 'Goditi']);
    specified('§2 home (6), pulsante', [home.steps.cta.label, home.steps.cta.href], ['Inizia Ora', '/come-ordinare']);
    expect(screen.getByRole('heading', { name: '1. Scrivi' })).toBeInTheDocument();
  });

  it('(7) the closing button to /contatti', () => {
    specified('§2 home (7), pulsante', [home.closing.cta.label, home.closing.cta.href], ['Scrivici Subito', '/contatti']);
  });
});

describe('§2 Product pages', () => {
  it('/prodotto and /composizione: at least three certifications; each ingredient with three benefits', () => {
    atLeast('§2 /prodotto e §9, certificazioni', certifications, 3);
    for (const ingredient of ingredients) specified(`§2 /composizione, benefici di «${ingredient.name}»`, ingredient.benefits.length, 3);
  });

  it('/benefici: at least nine ingredient tags; /composizione: at least nine gallery tiles', () => {
    atLeast('§2 /benefici e §9, etichette degli ingredienti', benefitsPage.tags.items, 9);
    atLeast('§2 /composizione e §9, immagini della galleria', compositionPage.gallery.tiles, 9);
  });

  it('/recensioni: at least seven testimonials, each rated 5', () => {
    atLeast('§2 /recensioni e §9, testimonianze', reviews, 7);
    specified('§9, valutazione delle testimonianze', reviews.map((review) => review.rating), reviews.map(() => 5));
  });

  it('/ricette-salutari: at least eight recipes of the five categories, each with three benefits', () => {
    atLeast('§2 /ricette-salutari e §9, ricette', recipes, 8);
    specified('§3, categorie delle ricette', [...new Set(recipes.map((recipe) => recipe.category))].sort(), ['Bevanda', 'Contorno', 'Dolce', 'Primo', 'Secondo']);
    for (const recipe of recipes) specified(`§2 /ricette-salutari, punti forti di «${recipe.name}»`, recipe.benefits.length, 3);
  });
});

describe('§2 Ordering and contact pages', () => {
  it('/come-ordinare: at least three steps and four questions, the form with 5 message rows', () => {
    atLeast('§2 /come-ordinare, passi', orderSteps, 3);
    atLeast('§2 /come-ordinare, domande frequenti', orderFaq, 4);
    specified('§9, righe del messaggio su /come-ordinare', contactFormSettings.order.messageRows, 5);
    render(createElement(OrderPage));
    expect(screen.getByRole('textbox', { name: new RegExp(`^${contactFormText.fields.message.label}`) })).toHaveAttribute('rows', '5');
  });

  it('/contatti-supporto: the form with 6 message rows', () => {
    specified('§9, righe del messaggio su /contatti-supporto', contactFormSettings.support.messageRows, 6);
    render(createElement(ContactSupportPage));
    expect(screen.getByRole('textbox', { name: new RegExp(`^${contactFormText.fields.message.label}`) })).toHaveAttribute('rows', '6');
  });

  it('§9 support hours: Monday–Friday 9:00–18:00, Saturday 9:00–13:00, Sunday closed; reply within 24 hours', () => {
    specified(
      '§9, orari del servizio clienti',
      site.hours.map((hours) => [hours.dayOfWeek, hours.opens, hours.closes]),
      [
        [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '09:00', '18:00'],
        [['Saturday'], '09:00', '13:00'],
        [['Sunday'], null, null],
      ],
    );
    specified('§1 e §9, promessa di risposta', /entro 24 ore nei giorni lavorativi/.test(site.replyPromise), true);
  });
});

describe('§2 /grazie-benvenuto', () => {
  beforeEach(() => render(createElement(GraziePage)));

  it('the headline, the 5-minute promise, three next steps, four tips and the two buttons', () => {
    specified('§2 /grazie-benvenuto, titolo', grazie.intro.title, 'Perfetto!');
    specified('§2 e §9, arrivo entro 5 minuti', /entro 5 minuti/.test(grazie.intro.lead), true);
    atLeast('§2 /grazie-benvenuto, prossimi passi', thankYouSteps, 3);
    atLeast('§2 /grazie-benvenuto, consigli', drinkingTips, 4);
    specified('§2 /grazie-benvenuto, pulsanti', [grazie.closing.support.href, grazie.closing.recipes.href], ['/contatti-supporto', '/ricette-salutari']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Perfetto!');
  });

  it('§9 advice: daily for at least 3-4 weeks, 1.5-2 litres of water, 15-20 minutes before breakfast', () => {
    const tips = drinkingTips.map((tip) => tip.text).join(' ');
    for (const advice of ['3-4 settimane', '1,5-2 litri', '15-20 minuti prima di colazione']) specified(`§9, consiglio «${advice}»`, tips.includes(advice), true);
  });
});

describe('§2 Legal pages', () => {
  it.each([
    ['/privacy', 7],
    ['/dati-personali', 9],
    ['/termini', 10],
  ] as const)('%s has %i sections, last updated January 2025', (route, sections) => {
    specified(`§2 ${route}, numero di sezioni («## »)`, sectionsOf(route), sections);
    specified(`§2 e §9 ${route}, ultimo aggiornamento`, legalDocuments[route].lastUpdated, 'gennaio 2025');
  });
});

describe('§2 and §8 Error screens', () => {
  it('the 404 page has the specified headline', () => {
    specified('§2 e §8, pagina 404', notFoundPage.title, 'Oops! Page not found');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(createElement(NotFound));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(notFoundPage.title);
    jest.restoreAllMocks();
  });

  it('a routing failure shows the specified headline, then the status or message', () => {
    specified('§2 e §8, schermata di errore', renderErrorPage.title, 'Unexpected Application Error!');
    render(createElement(ErrorPage, { error: new Error('Boom'), reset: () => {} }));
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(renderErrorPage.title);
    expect(h1.nextElementSibling?.textContent).toBe('Boom');
  });
});

describe('§4, §5, §8 and §9 Contact forms', () => {
  it('the messages and the submitting label are the specified ones', () => {
    specified('§5 e §8, campi vuoti', contactFormText.messages.emptyFields, 'Per favore compila tutti i campi');
    specified('§5 e §8, email non valida', contactFormText.messages.invalidEmail, 'Inserisci un indirizzo email valido');
    specified('§8, messaggio inviato', contactFormText.messages.sent, 'Messaggio inviato con successo! Ti risponderemo presto.');
    specified('§4, pulsante durante l’invio', contactFormText.submitting, 'Invio in corso...');
  });

  it('the simulated send waits 2000 ms; at most 3 notifications, 4000 ms each', () => {
    specified('§7 e §9, attesa simulata (ms)', SIMULATED_DELAY_MS, 2000);
    specified('§9, notifiche visibili al massimo', TOAST_LIMIT, 3);
    specified('§9, durata delle notifiche (ms)', TOAST_DURATION_MS, 4000);
  });

  it('the required fields are marked with an asterisk', () => {
    specified('§5, segno dei campi obbligatori', contactFormText.requiredMark, '*');
    const { container } = render(createElement(OrderPage));
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    for (const field of Object.values(contactFormText.fields)) expect(labels).toContain(`${field.label} *`);
  });
});
