import { render, screen, within } from '@testing-library/react';
import { Announcement, announcementShown } from '@/components/layout/Announcement';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { checkFile } from '@/lib/content/check';
import { announcement as headerAnnouncement } from '@/content/announcement';
import { announcementSchema, type Announcement as AnnouncementData } from '@/content/schemas/announcement';

/**
 * The seasonal announcement in the header of every page, shown until its last day (in Italy) and
 * gone after it: the header as a page built on each day draws it, with an announcement of the test's
 * own (content/announcement.yaml has none at launch) under the label content gives.
 */
jest.mock('@/content/announcement', () => ({
  announcement: { ...jest.requireActual('@/content/announcement').announcement },
}));
const launchAnnouncement: AnnouncementData = jest.requireActual('@/content/announcement').announcement;

const notice = {
  label: launchAnnouncement.label,
  text: 'Dal 24 al 26 dicembre le consegne sono sospese: ordina entro il 20.',
  link: '/come-ordinare',
  until: '2026-12-20',
};

/** The header as a build on that instant draws it. */
function headerOn(instant: string) {
  Object.assign(headerAnnouncement, notice);
  jest.useFakeTimers({ now: Date.parse(instant) });
  try {
    const { container } = render(<SiteHeader currentPath="/" />);
    return container.querySelector('header')!;
  } finally {
    jest.useRealTimers();
  }
}

describe('the announcement in the header', () => {
  it('is a valid announcement for the content check (the test’s own is not a made-up shape)', () => {
    expect(announcementSchema.safeParse(notice).success).toBe(true);
  });

  it('shows in the header, as a named region whose whole text links to its page, before its last day', () => {
    const header = headerOn('2026-12-01T10:00:00Z');
    const region = within(header).getByRole('region', { name: notice.label });
    expect(within(region).getByRole('link', { name: notice.text })).toHaveAttribute('href', notice.link);
  });

  it('still shows on its last day, late in the evening in Italy', () => {
    // 22:30 UTC is 23:30 in Rome, still 20 December.
    const header = headerOn('2026-12-20T22:30:00Z');
    expect(within(header).getByRole('region', { name: notice.label })).toHaveTextContent(notice.text);
  });

  it('is gone the day after, even when it is still its last day in UTC', () => {
    // 23:30 UTC on the 20th is 00:30 on 21 December in Rome.
    const header = headerOn('2026-12-20T23:30:00Z');
    expect(within(header).queryByRole('region', { name: notice.label })).toBeNull();
    expect(header.textContent).not.toContain(notice.text);
  });

  it('shows a text without a link as plain text', () => {
    render(<Announcement announcement={{ ...notice, link: undefined }} today="2026-12-01" />);
    const region = screen.getByRole('region', { name: notice.label });
    expect(region).toHaveTextContent(notice.text);
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('shows nothing without a text: the launch content has none', () => {
    expect(announcementShown(launchAnnouncement, '2000-01-01')).toBe(false);
    const { container } = render(<Announcement announcement={launchAnnouncement} today="2000-01-01" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is checked like any content: a text needs its last day, the link a page or https, and the day may be in the future', () => {
    const file = 'content/announcement.yaml';
    const yaml = (fields: Record<string, string>) =>
      Object.entries({ label: launchAnnouncement.label, ...fields })
        .map(([key, value]) => `${key}: "${value}"`)
        .join('\n');
    const messages = (fields: Record<string, string>) =>
      checkFile(file, yaml(fields)).map((problem) => `${problem.field}: ${problem.message}`);
    expect(messages({ text: notice.text, link: notice.link, until: '2999-12-31' })).toEqual([]);
    expect(messages({ text: notice.text })).toEqual([
      expect.stringMatching(/^until .*: manca: un avviso dice fino a quando vale/),
    ]);
    expect(messages({ until: notice.until })).toEqual([
      expect.stringMatching(/^text .*: manca: c’è la data o il link dell’avviso, ma non il testo/),
    ]);
    expect(messages({ text: notice.text, until: notice.until, link: 'mailto:prova@example.it' })).toEqual([
      expect.stringMatching(/^link .*: «mailto:prova@example\.it» non va bene qui/),
    ]);
    expect(messages({ text: 'x'.repeat(121), until: notice.until })).toEqual([
      expect.stringMatching(/è lungo 121 caratteri, il massimo è 120/),
    ]);
  });
});
