import data from './come-ordinare.yaml';
import type { OrderingPage } from '../schemas/pages';
import { site } from '../site';
import { orderSteps } from '../order-steps';
import { fillCount, fillTemplate } from '../ui';

/** The /come-ordinare page (content/pages/come-ordinare.yaml): steps, the order form, the questions and the support address. */
const page = data as OrderingPage;
const { ctaLabel, ...support } = page.support;

export const orderingPage = {
  ...page,
  steps: { ...page.steps, title: fillCount(page.steps.title, orderSteps.length) },
  support: { ...support, cta: { label: fillTemplate(ctaLabel, { email: site.email }), href: `mailto:${site.email}` } },
};
