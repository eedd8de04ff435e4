import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/page';
import { benefits } from '@/content/benefits';
import { claims } from '@/content/claims';
import { claimNote } from '@/content/food-information';
import { home } from '@/content/pages/home';
import { allReviews } from '@/components/sections/ReviewsNote';
import { reviewsNote, reviewsPage } from '@/content/pages/recensioni';
import { makesHealthClaim } from '@/lib/content/claims';
import { ingredients } from '@/content/ingredients';
import { fromPriceText } from '@/content/sales';
import { orderSteps } from '@/content/order-steps';
import { homeTestimonials } from '@/content/testimonials';
import { headingsOf, ratingName, ratingsIn, region as section } from './support/queries';

describe('Home page', () => {
  beforeEach(() => render(<HomePage />));

  it('has one h1, the hero title, with its main button', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(home.hero.title);
    expect(screen.getByRole('link', { name: home.hero.primaryCta.label })).toHaveAttribute(
      'href',
      home.hero.primaryCta.href,
    );
  });

  it('presents the drink with the price of its cheapest bottle, once, in the opening', () => {
    const hero = section(home.hero.title);
    expect(hero.textContent).toContain(fromPriceText());
    expect(document.body.textContent!.split(fromPriceText())).toHaveLength(2);
  });

  it('puts the authorised vitamin C claim right under the headline, linked to the statements that go with it', () => {
    const hero = section(home.hero.title);
    const h1 = within(hero).getByRole('heading', { level: 1 });
    const claim = h1.nextElementSibling as HTMLElement;
    expect(makesHealthClaim(home.hero.claim)).toBe(true);
    expect(claim).toHaveTextContent(home.hero.claim);
    const link = within(claim).getByRole('link', { name: claimNote.title });
    const note = document.getElementById(link.getAttribute('href')!.slice(1))!;
    expect(note).toHaveTextContent(claimNote.title);
    expect(note.closest('[role="note"]')).toHaveTextContent(claimNote.text);
  });

  it('says how the testimonials were collected beside them, from their provenance', () => {
    const region = section(home.testimonials.title);
    const note = within(region).getByRole('note', { name: reviewsPage.howWeCollect.title });
    for (const paragraph of reviewsNote(allReviews)) expect(note).toHaveTextContent(paragraph);
    expect(
      within(section(home.stories.title)).getByRole('link', { name: reviewsPage.howWeCollect.link }),
    ).toHaveAttribute('href', '/recensioni#come-raccogliamo-le-recensioni');
  });

  it('shows its sections in the specified order', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [
      home.testimonials.title,
      home.benefits.title,
      home.ingredients.title,
      home.stories.title,
      home.steps.title,
      home.closing.title,
    ];
    const positions = order.map((title) => headings.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it.each([home.testimonials.title, home.stories.title])(
    '"%s" shows every testimonial of the collection with its stars',
    (title) => {
      const region = section(title);
      const ratings = ratingsIn(region);
      expect(ratings).toHaveLength(homeTestimonials.length);
      homeTestimonials.forEach((testimonial, index) => {
        expect(ratings[index]).toHaveAccessibleName(ratingName(testimonial.rating));
        expect(ratings[index].textContent).toBe('★'.repeat(testimonial.rating) + '☆'.repeat(5 - testimonial.rating));
        expect(region).toHaveTextContent(testimonial.name);
        expect(region).toHaveTextContent(testimonial.city);
        expect(region).toHaveTextContent(testimonial.text);
      });
    },
  );

  it('has one benefit card per benefit, in order', () => {
    expect(headingsOf(section(home.benefits.title), 3)).toEqual(benefits.map((benefit) => benefit.title));
  });

  it('has one ingredient card per ingredient, each with its picture', () => {
    const region = section(home.ingredients.title);
    expect(headingsOf(region, 3)).toEqual(ingredients.map((ingredient) => ingredient.name));
    expect(
      within(region)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(ingredients.map((ingredient) => ingredient.image.src));
  });

  it('says how many benefits and ingredients there are in words, from the collections', () => {
    expect(home.benefits.lead).not.toMatch(/\{count\}|\{Count\}/);
    expect(screen.getByRole('heading', { name: home.ingredients.title })).toBeInTheDocument();
  });

  it('links the testimonials button to its page', () => {
    expect(screen.getByRole('link', { name: home.stories.cta.label })).toHaveAttribute('href', home.stories.cta.href);
  });

  it('numbers the ordering steps and links its button', () => {
    const region = section(home.steps.title);
    const steps = within(region).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      orderSteps.map((step, index) => `${index + 1}. ${step.title}`),
    );
    steps.forEach((step, index) => expect(step).toHaveTextContent(orderSteps[index].text));
    expect(within(region).getByRole('link', { name: home.steps.cta.label })).toHaveAttribute(
      'href',
      home.steps.cta.href,
    );
  });

  it('closes with its call to action', () => {
    expect(screen.getByRole('link', { name: home.closing.cta.label })).toHaveAttribute('href', home.closing.cta.href);
  });

  it('states every claim of the collection', () => {
    const main = screen.getByRole('main');
    for (const claim of claims) {
      expect(main).toHaveTextContent(claim.label);
      expect(main).toHaveTextContent(claim.detail);
    }
  });
});
