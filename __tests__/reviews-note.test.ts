/** @jest-environment node */
import { allReviews } from '@/components/sections/ReviewsNote';
import { benefitsPage } from '@/content/pages/benefici';
import { reviews } from '@/content/reviews';
import { provenanceLine, reviewsNote, type Provenance, reviewsPage } from '@/content/pages/recensioni';
import { homeTestimonials } from '@/content/testimonials';
import { fillTemplate } from '@/content/ui';
import { formatItalianDate } from '@/lib/format';

/** «Come raccogliamo le recensioni» says only what the provenance of the reviews shows (Codice del Consumo, art. 22, c. 4-bis). */
const texts = reviewsPage.howWeCollect;
const labels = reviewsPage.provenance;
const real: Provenance = {
  receivedOn: '2026-09-14',
  channel: 'email',
  orderChecked: true,
  consent: true,
  shortened: false,
};

describe('the note on how reviews are collected', () => {
  it('says the examples are examples, and only that, while no review has a provenance', () => {
    expect(reviewsNote([{}, {}])).toEqual([texts.examplesAll, texts.policy]);
  });

  it('covers every review and testimonial of the site', () => {
    expect(allReviews).toEqual([...reviews, ...homeTestimonials, benefitsPage.featured!.testimonial]);
    expect(reviewsNote(allReviews)).toContain(texts.policy);
  });

  it('with real reviews, says how they arrived, whether orders were checked and texts shortened', () => {
    const [facts] = reviewsNote([{ provenance: real }, { provenance: { ...real, channel: 'modulo' } }]);
    expect(facts).toContain(
      fillTemplate(texts.received, { channels: `${labels.channels.email} e ${labels.channels.modulo}` }),
    );
    expect(facts).toContain(texts.verifiedAll);
    expect(facts).toContain(texts.shortenedNone);
    expect(facts).not.toContain(texts.examplesAll);
  });

  it('counts the ones with their order checked and the shortened ones when not all are', () => {
    const [facts] = reviewsNote([
      { provenance: real },
      { provenance: { ...real, orderChecked: false, shortened: true } },
      {},
    ]);
    expect(facts).toContain(fillTemplate(texts.examplesSome, { count: 'una', Count: 'Una', total: 'tre' }));
    expect(facts).toContain(fillTemplate(texts.verifiedSome, { count: 'una', Count: 'Una', total: 'due' }));
    expect(facts).toContain(fillTemplate(texts.shortenedSome, { count: 'una', Count: 'Una', total: 'due' }));
    expect(reviewsNote([{ provenance: { ...real, orderChecked: false } }])[0]).toContain(texts.verifiedNone);
  });
});

describe('the line under each card', () => {
  it('says an example is one', () => {
    expect(provenanceLine(undefined)).toBe(labels.example);
  });

  it('says how and when a real one arrived, and whether its order was checked and its text shortened', () => {
    const received = fillTemplate(labels.received, {
      channel: labels.channels.email,
      date: formatItalianDate(real.receivedOn),
    });
    expect(provenanceLine(real)).toBe(`${received} · ${labels.orderChecked}`);
    expect(provenanceLine({ ...real, orderChecked: false, shortened: true })).toBe(`${received} · ${labels.shortened}`);
  });
});
