import { render, screen, within } from '@testing-library/react';
import GraziePage from '@/app/grazie-benvenuto/page';
import { drinkingTips } from '@/content/drinking-tips';
import { grazie } from '@/content/pages/grazie-benvenuto';
import { thankYouSteps } from '@/content/thank-you-steps';
import { site } from '@/content/site';
import { newRequestCode } from '@/lib/request-code';
import { isSitePage } from '@/lib/site-pages';
import { headingsOf, region } from './support/queries';

describe('/grazie-benvenuto', () => {
  beforeEach(() => render(<GraziePage />));

  it('has one h1, its title, and the lead', () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(grazie.intro.title);
    expect(screen.getByText(grazie.intro.lead)).toBeInTheDocument();
  });

  it('has, for a request whose confirmation email was held back, the notice that says so (shown at #conferma-non-inviata)', () => {
    const notice = document.getElementById('conferma-non-inviata');
    expect(notice).toHaveTextContent(grazie.confirmationHeld);
    expect(notice!.closest('section')).toBe(region(grazie.intro.title));
  });

  it('shows, from its own inline script, the number in its address: a code, or a number given before the codes, and nothing else', () => {
    const line = document.querySelector<HTMLElement>('[data-request-number-line]')!;
    const script = line.nextElementSibling as HTMLScriptElement;
    const shown = (number: string) => {
      line.hidden = true;
      line.querySelector('[data-request-number]')!.textContent = '';
      // As the browser runs it, at its place in the page, with this address.
      new Function('document', 'location', script.textContent!)(
        { currentScript: script },
        { search: `?richiesta=${encodeURIComponent(number)}` },
      );
      return line.hidden ? null : line.textContent;
    };
    for (const number of [newRequestCode(), 'L-2026-000123'])
      expect(shown(number)).toBe(`${grazie.requestNumber.label} ${number}${grazie.requestNumber.hint}`);
    for (const other of ['L-7KO4M', 'l-7kq4m', 'L-7KQ4', 'L-2026-12', '<b>L-7KQ4M</b>', ''])
      expect(shown(other)).toBeNull();
  });

  it('numbers every next step of the collection', () => {
    const steps = within(region(grazie.nextSteps.title)).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      thankYouSteps.map((step, index) => `${index + 1}. ${step.title}`),
    );
    steps.forEach((step, index) => expect(step).toHaveTextContent(thankYouSteps[index].text));
  });

  it('tells what to do when the email has not arrived, with the email address', () => {
    const hint = region(grazie.hint.title);
    expect(hint).toHaveTextContent(grazie.hint.text);
    expect(within(hint).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('shows every tip of the collection', () => {
    const tips = region(grazie.tips.title);
    expect(headingsOf(tips)).toEqual(drinkingTips.map((tip) => tip.title));
    drinkingTips.forEach((tip) => expect(tips).toHaveTextContent(tip.text));
  });

  it('links the tips that have a page to read next, such as a recipe, to that page', () => {
    const tips = region(grazie.tips.title);
    for (const { link } of drinkingTips.filter((tip) => tip.link)) {
      expect(within(tips).getByRole('link', { name: link!.label })).toHaveAttribute('href', link!.href);
      expect(isSitePage(link!.href)).toBe(true);
    }
  });

  it('has its two buttons', () => {
    for (const cta of [grazie.closing.support, grazie.closing.recipes]) {
      expect(screen.getByRole('link', { name: cta.label })).toHaveAttribute('href', cta.href);
    }
  });
});
