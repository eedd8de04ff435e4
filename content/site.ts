import { formatCompanyName } from '@/lib/company';
import { fillCustomers } from '@/lib/customers.mjs';
import type { Site as SiteFile } from './schemas/site';
import { formatItalianAddress } from '@/lib/format';
import data from './site.yaml';
import { ui } from './ui';

/**
 * Company data and site-wide settings, from content/site.yaml. Italian law requires the legal
 * name, address and Partita IVA on the home page: the footer shows them on every page.
 */
const file = data as SiteFile;

/** "09:00" → "9:00", as the hours are written on the pages. */
const clock = (time: string) => time.replace(/^0(\d)/, '$1');

export const site = {
  ...file,
  /** Overridable at build time with SITE_URL, e.g. SITE_URL=https://www.limenta.it npm run build */
  url: process.env.SITE_URL || file.url,
  locale: 'it_IT',
  language: 'it',
  /** Customer-service hours; dayOfWeek/opens/closes feed the structured data (schema.org). */
  hours: file.hours.map((hours) => ({
    ...hours,
    time: hours.opens && hours.closes ? `${clock(hours.opens)} – ${clock(hours.closes)}` : ui.closed,
  })),
} as const;

export type Site = typeof site;

/** A text that writes {customers}, with the customer figure as the pages show it (lib/customers.ts). */
export function withCustomers(text: string): string {
  return fillCustomers(text, site.customers.count);
}

/** «Limenta S.r.l. a socio unico»: the legal name, with the single shareholder when there is one (art. 2250 c.c.). */
export function companyName(company: Site['company'] = site.company): string {
  return formatCompanyName(company, ui);
}

type Address = Pick<Site['company'], 'streetAddress' | 'postalCode' | 'city' | 'province'>;

/** "Via dei Limoni 12, 80067 Sorrento (NA)": the company's seat, or its plant. */
export function formatAddress(address: Address = site.company): string {
  return formatItalianAddress(address);
}
