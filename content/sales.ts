import type { Sales } from './schemas/commerce';
import data from './sales.yaml';
import { fillTemplate } from './ui';

/** Delivery, payment, withdrawal and the dispute body: content/sales.yaml (shown on /come-ordinare and in /termini). */
export const sales = data as Sales;

/** What the visitor is told about withdrawal, for the decision the owner has taken. */
export function withdrawalText({ withdrawal }: Sales = sales): string {
  if (withdrawal.decision === 'escluso') return withdrawal.excluded;
  if (withdrawal.decision === 'ammesso') return fillTemplate(withdrawal.allowed, { returnCost: withdrawal.returnCost ?? '' });
  return withdrawal.undecided;
}

/** The facts of the box before the order form, in the order a visitor asks them. */
export function salesFacts(facts: Sales = sales): Array<{ label: string; value: string }> {
  const delivery = [facts.delivery.zones, facts.delivery.coldChain].filter(Boolean).join(' ');
  return [
    { label: facts.labels.delivery, value: delivery },
    { label: facts.labels.payment, value: facts.payment },
    { label: facts.labels.withdrawal, value: withdrawalText(facts) },
  ];
}
