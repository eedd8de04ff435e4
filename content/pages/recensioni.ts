import { countInWords, formatItalianDate } from '@/lib/format';
import { reviews } from '../reviews';
import type { Testimonial } from '../schemas/cards';
import type { ReviewsPage } from '../schemas/pages';
import { withCustomers } from '../site';
import { fillCount, fillTemplate } from '../ui';
import data from './recensioni.yaml';

/**
 * Texts of /recensioni around the testimonials (content/pages/recensioni.yaml), and what the site
 * says about where its reviews come from, written from their provenance with the same file's texts.
 */
const page = data as ReviewsPage;
const count = (text: string) => fillCount(text, reviews.length);

/** With no review to show, the page says so in its own words (content/pages/recensioni.yaml → empty). */
const none = reviews.length === 0;

export const reviewsPage = {
  ...page,
  meta: { ...page.meta, description: none ? page.empty.description : count(page.meta.description) },
  intro: none
    ? { ...page.intro, title: page.empty.title, lead: page.empty.lead }
    : { ...page.intro, lead: count(page.intro.lead) },
  community: { ...page.community, title: withCustomers(page.community.title) },
};

export type Provenance = NonNullable<Testimonial['provenance']>;

/** "una" for one review, then "due", "tre"…: the note counts feminine nouns. */
const howMany = (n: number) => (n === 1 ? 'una' : countInWords(n));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = new Intl.ListFormat('it', { type: 'conjunction' });

/**
 * «Come raccogliamo le recensioni» (Codice del Consumo, art. 22, comma 4-bis), written from the
 * provenance of every review and testimonial: which are examples, how they arrived, how many had
 * their order checked, how many were shortened; then the policy, which the owner writes. With none
 * to show, the policy alone.
 */
export function reviewsNote(items: ReadonlyArray<{ provenance?: Provenance }>): string[] {
  const texts = page.howWeCollect;
  const total = items.length;
  const known = items.flatMap((item) => (item.provenance ? [item.provenance] : []));
  const numbers = (n: number) => ({ count: howMany(n), Count: capitalised(howMany(n)), total: howMany(total) });
  if (total === 0) return [texts.policy];
  if (known.length === 0) return [texts.examplesAll, texts.policy];
  const sentences: string[] = [];
  if (known.length < total) sentences.push(fillTemplate(texts.examplesSome, numbers(total - known.length)));
  const channels = [...new Set(known.map((provenance) => provenance.channel))].map(
    (channel) => page.provenance.channels[channel],
  );
  sentences.push(fillTemplate(texts.received, { channels: list.format(channels) }));
  const checked = known.filter((provenance) => provenance.orderChecked).length;
  sentences.push(
    checked === known.length
      ? texts.verifiedAll
      : checked === 0
        ? texts.verifiedNone
        : fillTemplate(texts.verifiedSome, { ...numbers(checked), total: howMany(known.length) }),
  );
  const shortened = known.filter((provenance) => provenance.shortened).length;
  sentences.push(
    shortened === 0
      ? texts.shortenedNone
      : fillTemplate(texts.shortenedSome, { ...numbers(shortened), total: howMany(known.length) }),
  );
  return [sentences.join(' '), texts.policy];
}

/** The line under a card: an example, or how and when it arrived, and whether its order was checked and its text shortened. */
export function provenanceLine(provenance: Provenance | undefined): string {
  const labels = page.provenance;
  if (!provenance) return labels.example;
  const parts = [
    fillTemplate(labels.received, {
      channel: labels.channels[provenance.channel],
      date: formatItalianDate(provenance.receivedOn),
    }),
  ];
  if (provenance.orderChecked) parts.push(labels.orderChecked);
  if (provenance.shortened) parts.push(labels.shortened);
  return parts.join(' · ');
}
