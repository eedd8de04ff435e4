import type { Site, Ui } from '@/content/schemas/site';
import { fillTemplate } from '@/lib/format';

type Company = Site['company'];
type CompanyLabels = Pick<Ui, 'vatLabel' | 'registryLabel' | 'reaLabel' | 'shareCapitalLabel' | 'soleShareholder'>;

/**
 * The company as Italian law wants it named on the site and on its business emails (art. 2250
 * c.c., art. 7 d.lgs. 70/2003): shared by the footer of every page (content/site.ts) and the
 * request service's emails (server/mail/layout.ts), which reads content/ itself.
 */

/** «Limenta S.r.l. a socio unico»: the legal name, with the single shareholder when there is one. */
export function formatCompanyName(company: Company, labels: CompanyLabels): string {
  return company.shareholders === 'socio-unico' ? `${company.legalName} ${labels.soleShareholder}` : company.legalName;
}

/** P. IVA, Registro delle Imprese, REA and share capital, each with its label, in the footer's order. */
export function companyRegistration(company: Company, labels: CompanyLabels): string[] {
  return [
    `${labels.vatLabel} ${company.vatNumber}`,
    fillTemplate(labels.registryLabel, company.registry),
    `${labels.reaLabel} ${company.rea}`,
    `${labels.shareCapitalLabel} ${company.shareCapital}`,
  ];
}
