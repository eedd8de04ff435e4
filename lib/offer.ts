/**
 * The arithmetic of the offer, for every page, the structured data and the written proposal: amounts
 * in whole euro cents, never floats, so no sum drifts; a price per litre computed once from the pack's
 * bottles × ml, never typed twice (Codice del Consumo, art. 14–17).
 */

/** An amount in euro cents: 1290 is 12,90 €. */
export type Cents = number;

export interface PackInput {
  /** Bottles in the pack. */
  bottles: number;
  /** Millilitres in each bottle. */
  ml: number;
  /** The pack's price with VAT, as the content writes it: «17,40». */
  price: string;
}

export interface ZoneInput {
  /** The zone's name, as the pages show it: «Campania». */
  zone: string;
  /** What delivery costs there, with VAT: «5,90» («0,00» for free). */
  cost: string;
}

/** The offer as content/sales.yaml holds it (the content module `sales` fits as it is). */
export interface OfferInput {
  prices: { packs: readonly PackInput[] };
  delivery: {
    costs: readonly ZoneInput[];
    /** The products' subtotal from which delivery is free, if there is such a threshold. */
    free?: { from: string };
  };
  /** The fewest bottles an order may have. */
  minimumOrder: { bottles: number };
}

export interface OrderLine {
  pack: PackInput;
  /** How many of that pack. */
  quantity: number;
}

export interface OrderTotal {
  /** The packs' prices times their quantities. */
  subtotal: Cents;
  delivery: Cents;
  total: Cents;
  bottles: number;
  /** Whether the order reaches the minimum order. */
  meetsMinimum: boolean;
}

/** «12,90», «12», «1.290,00»: euros with the decimal comma and, optionally, the thousands point. */
export const ITALIAN_AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?$/;

/** The cents an Italian amount stands for («12,90» → 1290), or null when it is not one (see euroProblem in lib/content/fields.ts). */
export function parseEuro(text: string): Cents | null {
  const match = ITALIAN_AMOUNT.exec(text.trim());
  if (!match) return null;
  return Number(match[1].replace(/\./g, '')) * 100 + Number(match[2] ?? 0);
}

/** parseEuro() for amounts the content check has already accepted; a wrong one is a programming error. */
export function cents(text: string): Cents {
  const value = parseEuro(text);
  if (value === null) throw new RangeError(`Not an Italian amount: «${text}»`);
  return value;
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** 1290 → «12,90 €» (Italian format, with a non-breaking space before the sign). */
export function formatEuro(amount: Cents): string {
  return euro.format(amount / 100);
}

/** 860 → «8,60 €/l». */
export function formatPerLitre(amount: Cents): string {
  return `${formatEuro(amount)}/l`;
}

/** 1290 → «12.90»: the dotted decimal that schema.org and Google read. */
export function decimalEuro(amount: Cents): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** a / b rounded to the nearest whole number, halves up, in integers only (a ≥ 0, b > 0). */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The pack's price with VAT, in cents. */
export function packPrice(pack: PackInput): Cents {
  return cents(pack.price);
}

/** The price per litre in cents, from the pack's price and its bottles × ml, rounded to the cent (halves up). */
export function pricePerLitre(pack: PackInput): Cents {
  return divideRounded(packPrice(pack) * 1000, pack.bottles * pack.ml);
}

/**
 * What one bottle of the pack costs, in cents, rounded up: a «from» price may never be lower than
 * what a bottle really costs.
 */
export function pricePerBottle(pack: PackInput): Cents {
  return Math.ceil(packPrice(pack) / pack.bottles);
}

/** The pack whose bottle costs least (the first of equals): the one a «da X € a bottiglia» speaks of. */
export function cheapestPack<P extends PackInput>(packs: readonly P[]): P {
  if (packs.length === 0) throw new RangeError('An offer needs at least one pack');
  return packs.reduce((best, pack) => (pricePerBottle(pack) < pricePerBottle(best) ? pack : best));
}

/** The free-delivery threshold in cents, or null when delivery is never free. */
export function freeDeliveryFrom(offer: OfferInput): Cents | null {
  return offer.delivery.free ? cents(offer.delivery.free.from) : null;
}

/** What delivery to a zone costs for a products' subtotal: free from the threshold on (subtotal ≥ threshold). */
export function deliveryCost(offer: OfferInput, zone: string, subtotal: Cents): Cents {
  const entry = offer.delivery.costs.find((cost) => cost.zone === zone);
  if (!entry)
    throw new RangeError(
      `No delivery zone «${zone}»: the zones are ${offer.delivery.costs.map((cost) => `«${cost.zone}»`).join(', ')}`,
    );
  const threshold = freeDeliveryFrom(offer);
  return threshold !== null && subtotal >= threshold ? 0 : cents(entry.cost);
}

/** An order of packs delivered to a zone: subtotal, delivery, total and whether it reaches the minimum. */
export function orderTotal(offer: OfferInput, lines: readonly OrderLine[], zone: string): OrderTotal {
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0)
      throw new RangeError(`A quantity is a whole number ≥ 0, not ${line.quantity}`);
  }
  const subtotal = lines.reduce((sum, line) => sum + packPrice(line.pack) * line.quantity, 0);
  const bottles = lines.reduce((sum, line) => sum + line.pack.bottles * line.quantity, 0);
  const delivery = deliveryCost(offer, zone, subtotal);
  return {
    subtotal,
    delivery,
    total: subtotal + delivery,
    bottles,
    meetsMinimum: bottles >= offer.minimumOrder.bottles,
  };
}
