import {
  cents,
  cheapestPack,
  formatEuro,
  freeDeliveryFrom,
  formatPerLitre,
  packPrice,
  pricePerBottle,
  pricePerLitre,
  type PackInput,
} from '@/lib/offer';
import { formatIban } from '@/lib/format';
import type { Sales } from './schemas/commerce';
import data from './sales.yaml';
import { site } from './site';
import { fillTemplate } from './ui';

/**
 * The packs and their prices, delivery, payment, withdrawal and the dispute body: content/sales.yaml
 * (shown before the form on /come-ordinare, on /prodotto, in the FAQ and in /termini). Every amount
 * is counted by lib/offer.ts and formatted the Italian way here.
 */
export const sales = data as Sales;

export interface PackRow {
  /** «6 bottiglie da 250 ml». */
  name: string;
  price: string;
  perBottle: string;
  perLitre: string;
}

const list = new Intl.ListFormat('it', { type: 'conjunction' });

/** A pack as the pages show it: its name and its prices, with VAT, per bottle and per litre. */
export function packRow(pack: PackInput, facts: Sales = sales): PackRow {
  return {
    name: fillTemplate(facts.prices.pack, { bottles: pack.bottles, ml: pack.ml }),
    price: formatEuro(packPrice(pack)),
    perBottle: formatEuro(pricePerBottle(pack)),
    perLitre: formatPerLitre(pricePerLitre(pack)),
  };
}

export function packRows(facts: Sales = sales): PackRow[] {
  return facts.prices.packs.map((pack) => packRow(pack, facts));
}

/** «Da 2,50 € a bottiglia (10,00 €/l), IVA inclusa»: the cheapest bottle, where the drink is presented. */
export function fromPriceText(facts: Sales = sales): string {
  const pack = cheapestPack(facts.prices.packs);
  return fillTemplate(facts.prices.fromPrice, {
    price: formatEuro(pricePerBottle(pack)),
    perLitre: formatPerLitre(pricePerLitre(pack)),
  });
}

/** «Campania: 5,90 €», one per zone. */
export function deliveryCostLines(facts: Sales = sales): string[] {
  return facts.delivery.costs.map((entry) => `${entry.zone}: ${formatEuro(cents(entry.cost))}`);
}

/** «La consegna è gratuita per ordini da 60,00 €.», or nothing when delivery is never free. */
export function freeDeliveryText(facts: Sales = sales): string {
  const from = freeDeliveryFrom(facts);
  return facts.delivery.free && from !== null
    ? fillTemplate(facts.delivery.free.text, { amount: formatEuro(from) })
    : '';
}

export function minimumOrderText(facts: Sales = sales): string {
  return fillTemplate(facts.minimumOrder.text, { bottles: facts.minimumOrder.bottles });
}

/** «Bonifico intestato a Limenta S.r.l., IBAN IT60 X054 …», or nothing without a bank account. */
export function bankTransferText(facts: Sales = sales, holder: string = site.company.legalName): string {
  const { bankTransfer } = facts;
  return bankTransfer ? fillTemplate(bankTransfer.text, { holder, iban: formatIban(bankTransfer.iban) }) : '';
}

/**
 * What the FAQ's answers may write instead of typing a number ({prices}, {deliveryCosts}…): the
 * same figures as the table, so an answer never goes on saying an old price.
 */
export function offerPlaceholders(facts: Sales = sales): Record<string, string> {
  return {
    prices: list.format(
      packRows(facts).map((row) =>
        fillTemplate(facts.prices.inText, { pack: row.name, price: row.price, perLitre: row.perLitre }),
      ),
    ),
    deliveryCosts: list.format(deliveryCostLines(facts).map((line) => line.replace(': ', ' '))),
    freeDelivery: freeDeliveryText(facts),
    deliveryDays: facts.delivery.days,
    minimumOrder: minimumOrderText(facts),
  };
}

/** What the visitor is told about withdrawal, for the decision the owner has taken. */
export function withdrawalText({ withdrawal }: Sales = sales): string {
  if (withdrawal.decision === 'escluso') return withdrawal.excluded;
  if (withdrawal.decision === 'ammesso')
    return fillTemplate(withdrawal.allowed, { returnCost: withdrawal.returnCost ?? '' });
  return withdrawal.undecided;
}

const lines = (...texts: string[]) => texts.filter(Boolean);

/** The facts of the box beside the prices, in the order a visitor asks them; a fact of several sentences has one line each. */
export function salesFacts(facts: Sales = sales): Array<{ label: string; value: string | string[] }> {
  return [
    {
      label: facts.labels.delivery,
      value: lines(facts.delivery.zones, facts.delivery.days, facts.delivery.coldChain ?? ''),
    },
    { label: facts.labels.deliveryCost, value: lines(...deliveryCostLines(facts), freeDeliveryText(facts)) },
    { label: facts.labels.minimumOrder, value: minimumOrderText(facts) },
    { label: facts.labels.payment, value: lines(facts.payment, bankTransferText(facts)) },
    { label: facts.labels.withdrawal, value: withdrawalText(facts) },
  ];
}
