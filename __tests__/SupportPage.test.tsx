import { render, screen, within } from '@testing-library/react';
import SupportPage from '@/app/contatti-supporto/page';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { formatAddress, site } from '@/content/site';
import { supportPage } from '@/content/pages/contatti-supporto';
import { region } from './support/queries';

describe('/contatti-supporto', () => {
  beforeEach(() => render(<SupportPage />));

  it('has one h1', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('holds the support form with its submit button', () => {
    const form = region(supportPage.form.title);
    expect(within(form).getByLabelText(new RegExp(`^${contactFormText.fields.name.label}`))).toBeRequired();
    expect(within(form).getByLabelText(new RegExp(`^${contactFormText.fields.message.label}`))).toBeRequired();
    expect(within(form).getByRole('button', { name: contactFormVariants.support.submit })).toBeInTheDocument();
  });

  it('shows the email, the address, the support hours and the reply promise', () => {
    const details = screen.getByRole('complementary', { name: supportPage.details.title });
    expect(within(details).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(details).toHaveTextContent(formatAddress(site.company));
    for (const hours of site.hours) expect(details).toHaveTextContent(`${hours.days}${hours.time}`);
    expect(details).toHaveTextContent(site.replyPromise);
  });

  it('its description for search engines states the hours of content/site.yaml ({orari})', () => {
    const open = site.hours.filter((hours) => hours.opens && hours.closes);
    for (const hours of open) expect(supportPage.meta.description).toContain(hours.days.toLowerCase());
    expect(supportPage.meta.description).not.toContain('{orari}');
  });

  it('closes with a message', () => {
    expect(region(supportPage.closing.title)).toHaveTextContent(supportPage.closing.text);
  });
});
