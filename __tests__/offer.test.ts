/** @jest-environment node */
import {
  cheapestPack,
  decimalEuro,
  deliveryCost,
  formatEuro,
  formatPerLitre,
  orderTotal,
  packPrice,
  parseEuro,
  pricePerBottle,
  pricePerLitre,
  type OfferInput,
} from '@/lib/offer';

/** Synthetic packs and zones: the arithmetic, not today's prices (content/sales.yaml). */
const small = { bottles: 6, ml: 250, price: '12,90' };
const medium = { bottles: 12, ml: 250, price: '23,90' };
const large = { bottles: 24, ml: 330, price: '1.045,00' };

const offer: OfferInput = {
  prices: { packs: [small, medium, large] },
  delivery: {
    costs: [
      { zone: 'Nord', cost: '4,50' },
      { zone: 'Isole', cost: '12,00' },
    ],
    free: { from: '50,00' },
  },
  minimumOrder: { bottles: 12 },
};

describe('parseEuro', () => {
  it('reads an amount as an Italian editor types it, in whole cents', () => {
    expect(parseEuro('12,90')).toBe(1290);
    expect(parseEuro('12')).toBe(1200);
    expect(parseEuro('0,05')).toBe(5);
    expect(parseEuro('1,15')).toBe(115);
    expect(parseEuro(' 8,60 ')).toBe(860);
    expect(parseEuro('1.290,00')).toBe(129000);
    expect(parseEuro('12.345.678,99')).toBe(1234567899);
  });

  it('refuses what is not one: a point as decimal mark, a third decimal, a stray point, a sign', () => {
    for (const wrong of ['12.9.0', '12.90', '12,900', '12,9', '1.29,00', '12,90 €', '-3,00', '', ',50', '12,'])
      expect(parseEuro(wrong)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes euros the Italian way, with a no-break space before the sign', () => {
    expect(formatEuro(1290)).toBe('12,90\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
    expect(formatEuro(1234500)).toBe('12.345,00\u00a0€');
    expect(formatPerLitre(860)).toBe('8,60\u00a0€/l');
  });

  it('writes the dotted decimal schema.org reads, exactly', () => {
    expect(decimalEuro(1290)).toBe('12.90');
    expect(decimalEuro(5)).toBe('0.05');
    expect(decimalEuro(600)).toBe('6.00');
  });
});

describe('prices of a pack', () => {
  it('is the pack’s price with VAT', () => {
    expect(packPrice(small)).toBe(1290);
    expect(packPrice(large)).toBe(104500);
  });

  it('computes the price per litre from bottles × ml, rounded to the cent, halves up', () => {
    // 12,90 € for 1,5 l = 8,60 €/l exactly.
    expect(pricePerLitre(small)).toBe(860);
    // 23,90 € for 3 l = 7,9666… → 7,97.
    expect(pricePerLitre(medium)).toBe(797);
    // 1.045,00 € for 7,92 l = 131,944… → 131,94.
    expect(pricePerLitre(large)).toBe(13194);
    // Exactly half a cent goes up: 0,05 € for 0,1 l = 0,50 €/l; 0,01 € for 2 l = 0,005 → 0,01.
    expect(pricePerLitre({ bottles: 1, ml: 100, price: '0,05' })).toBe(50);
    expect(pricePerLitre({ bottles: 2, ml: 1000, price: '0,01' })).toBe(1);
    // In floats 1,15 € is 114,999… cents (1.15 × 100): read as text into whole cents, it stays 1,15 €/l.
    expect(pricePerLitre({ bottles: 1, ml: 1000, price: '1,15' })).toBe(115);
  });

  it('rounds the price of a bottle up, so a «from» price is never lower than a bottle costs', () => {
    expect(pricePerBottle(small)).toBe(215);
    // 23,90 / 12 = 1,9916… → 2,00, never 1,99.
    expect(pricePerBottle(medium)).toBe(200);
    expect(pricePerBottle({ bottles: 3, ml: 250, price: '7,00' })).toBe(234);
  });

  it('finds the pack with the cheapest bottle, the first of equals', () => {
    expect(cheapestPack([small, medium])).toBe(medium);
    const same = { ...small, price: '12,00' };
    expect(cheapestPack([same, { ...medium, price: '24,00' }])).toBe(same);
    expect(() => cheapestPack([])).toThrow(RangeError);
  });
});

describe('deliveryCost', () => {
  it('costs the zone’s price below the free-delivery threshold, nothing from it on', () => {
    expect(deliveryCost(offer, 'Nord', 4999)).toBe(450);
    expect(deliveryCost(offer, 'Isole', 4999)).toBe(1200);
    expect(deliveryCost(offer, 'Isole', 5000)).toBe(0);
    expect(deliveryCost(offer, 'Nord', 104500)).toBe(0);
  });

  it('always costs the zone’s price without a threshold', () => {
    const noFree = { ...offer, delivery: { costs: offer.delivery.costs } };
    expect(deliveryCost(noFree, 'Nord', 1_000_000)).toBe(450);
  });

  it('refuses a zone the offer does not have, naming those it has', () => {
    expect(() => deliveryCost(offer, 'Sud', 0)).toThrow(/«Sud».*«Nord», «Isole»/);
  });
});

describe('orderTotal', () => {
  it('adds the packs times their quantities and the delivery of the zone', () => {
    expect(orderTotal(offer, [{ pack: small, quantity: 2 }], 'Isole')).toEqual({
      subtotal: 2580,
      delivery: 1200,
      total: 3780,
      bottles: 12,
      meetsMinimum: true,
    });
  });

  it('makes delivery free once the packs reach the threshold', () => {
    const toNord = (smalls: number, mediums: number) =>
      orderTotal(offer, [{ pack: small, quantity: smalls }].concat({ pack: medium, quantity: mediums }), 'Nord');
    expect(toNord(2, 1)).toEqual({ subtotal: 4970, delivery: 450, total: 5420, bottles: 24, meetsMinimum: true });
    expect(toNord(1, 2)).toEqual({ subtotal: 6070, delivery: 0, total: 6070, bottles: 30, meetsMinimum: true });
  });

  it('says when an order stays below the minimum order', () => {
    expect(orderTotal(offer, [{ pack: small, quantity: 1 }], 'Nord').meetsMinimum).toBe(false);
    expect(orderTotal(offer, [], 'Nord')).toMatchObject({ subtotal: 0, bottles: 0, meetsMinimum: false });
  });

  it('refuses a quantity that is not a whole number from 0', () => {
    expect(() => orderTotal(offer, [{ pack: small, quantity: 1.5 }], 'Nord')).toThrow(RangeError);
    expect(() => orderTotal(offer, [{ pack: small, quantity: -1 }], 'Nord')).toThrow(RangeError);
  });
});
