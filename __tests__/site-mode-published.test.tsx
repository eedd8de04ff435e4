import './support/published-site';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import BenefitsPage from '@/app/benefici/page';
import { metadata as layoutMetadata } from '@/app/layout';
import HomePage from '@/app/page';
import ReviewsPage, { metadata as reviewsMetadata } from '@/app/recensioni/page';
import robots from '@/app/robots';
import { home } from '@/content/pages/home';
import benefitsFile from '@/content/pages/benefici.yaml';
import reviewsFile from '@/content/pages/recensioni.yaml';
import type { BenefitsPage as BenefitsFile, ReviewsPage as ReviewsFile } from '@/content/schemas/pages';
import { reviewsPage } from '@/content/pages/recensioni';
import { homeTestimonials } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { listFiles } from '@/lib/content/site-index';
import { isDemoSite } from '@/lib/site-mode';

/**
 * The published site (`npm run build` once the go-live check passes): no band, open to search
 * engines, and the reviews and testimonials only where they are true, that is with a provenance
 * and the author's consent (Codice del Consumo, art. 23, comma 1, lett. bb-ter). Read from the
 * content as it is: the examples the project ships with have neither, so they are not shown.
 */
const consented = (folder: string) =>
  listFiles(folder, '.yaml')
    .map(
      (file) =>
        parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as {
          name: string;
          provenance?: { consent?: boolean };
        },
    )
    .filter((item) => item.provenance?.consent === true)
    .map((item) => item.name);
const reviewsTexts = reviewsFile as ReviewsFile;
const featured = (benefitsFile as BenefitsFile).featured;

describe('the published site', () => {
  it('is what SITE_MODE=production makes', () => {
    expect(isDemoSite()).toBe(false);
  });

  it('has no band and lets search engines index and crawl it', () => {
    const { container } = render(<HomePage />);
    expect(container.textContent).not.toContain(ui.demoBand);
    expect(container.querySelector(':scope > header > [role="note"]')).toBeNull();
    expect(layoutMetadata.robots).toBeUndefined();
    expect(robots().rules).toEqual({ userAgent: '*', allow: '/' });
  });

  it('shows on the home page only the testimonials whose author agreed, and no testimonial heading without one', () => {
    const shown = consented('content/testimonials');
    expect(homeTestimonials.map((testimonial) => testimonial.name).sort()).toEqual(shown.sort());
    render(<HomePage />);
    for (const title of [home.testimonials.title, home.stories.title]) {
      expect(screen.queryAllByRole('heading', { name: title })).toHaveLength(shown.length > 0 ? 1 : 0);
    }
    if (shown.length === 0) expect(screen.queryByRole('link', { name: home.stories.cta.label })).toBeNull();
    // The page still reads in order: the hero, then the benefits.
    expect(screen.getByRole('heading', { name: home.benefits.title })).toBeInTheDocument();
  });

  it('shows on /recensioni only the reviews whose author agreed; with none, says so, and keeps how they are collected', () => {
    const shown = consented('content/reviews');
    render(<ReviewsPage />);
    const h1 = screen.getByRole('heading', { level: 1 });
    const note = document.getElementById('come-raccogliamo-le-recensioni')?.closest('[role="note"]');
    expect(note).toHaveTextContent(reviewsTexts.howWeCollect.policy);
    if (shown.length === 0) {
      expect(h1).toHaveTextContent(reviewsTexts.empty.title);
      expect(screen.getByText(reviewsTexts.empty.lead)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: reviewsTexts.list.title })).toBeNull();
      expect(note).not.toHaveTextContent(reviewsTexts.howWeCollect.examplesAll);
      expect(reviewsMetadata.description).toBe(reviewsTexts.empty.description);
    } else {
      expect(h1).toHaveTextContent(reviewsTexts.intro.title);
      expect(screen.getByRole('heading', { name: reviewsTexts.list.title })).toBeInTheDocument();
    }
    expect(reviewsPage.intro.title).toBe(h1.textContent);
  });

  it('features a testimonial on /benefici only when its author agreed', () => {
    render(<BenefitsPage />);
    const agreed = featured?.testimonial.provenance?.consent === true;
    expect(screen.queryAllByRole('heading', { name: featured?.title ?? '' })).toHaveLength(featured && agreed ? 1 : 0);
  });
});
