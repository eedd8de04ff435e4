import { render, screen } from '@testing-library/react';
import PrivacyPolicyAlias, { metadata as privacyPolicyMetadata } from '@/app/privacy-policy/page';
import TerminiCondizioniAlias, { metadata as terminiCondizioniMetadata } from '@/app/termini-condizioni/page';
import { aliasPages } from '@/content/aliases';
import { pages } from '@/content/pages';
import { aliases, isRoute } from '@/content/routes';

const cases = [
  { alias: '/privacy-policy', Page: PrivacyPolicyAlias, metadata: privacyPolicyMetadata, target: '/privacy' },
  {
    alias: '/termini-condizioni',
    Page: TerminiCondizioniAlias,
    metadata: terminiCondizioniMetadata,
    target: '/termini',
  },
] as const;

describe.each(cases)('$alias', ({ alias, Page, metadata, target }) => {
  it(`is an alias of ${target}, not a canonical route`, () => {
    expect(aliases[alias]).toBe(target);
    expect(isRoute(alias)).toBe(false);
  });

  it('moves the browser on without JavaScript and shows a link to the target under an h1', () => {
    render(<Page />);
    // React 19 hoists the <meta> into <head>, where the browser honours it.
    expect(document.head.querySelector('meta[http-equiv="refresh"]')).toHaveAttribute('content', `0; url=${target}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: aliasPages[alias].linkLabel })).toHaveAttribute('href', target);
  });

  it('points search engines at the target and is not indexed', () => {
    expect(metadata.alternates?.canonical).toBe(target);
    expect(metadata.robots).toEqual({ index: false });
  });

  it('has its own title and a description of 70 to 160 characters', () => {
    const titles = Object.values(pages).map((page) => page.title);
    expect(titles).not.toContain(metadata.title);
    const description = String(metadata.description);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
