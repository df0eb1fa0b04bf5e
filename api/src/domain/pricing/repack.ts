import { quote, type PriceBreakdown, type QuoteOptions } from './quote';

/**
 * Lines sold by weight (docs/weights.md): an order is placed at the nominal weight's price and re-priced on the weight
 * packed. Pure, in integer paise; the discounts are re-applied by quote(), the very code that priced the checkout.
 */

/** Price per kg × grams, to the paisa. */
export function weighedPricePaise(pricePerKgPaise: number, grams: number): number {
  return Math.round((pricePerKgPaise * grams) / 1000);
}

export interface ToleranceRange {
  minGrams: number;
  maxGrams: number;
}

/** The packed weights a line may have: nominal ± tolerance, in whole grams inside the exact bounds. */
export function toleranceRange(nominalGrams: number, tolerancePct: number): ToleranceRange {
  return {
    minGrams: Math.ceil((nominalGrams * (100 - tolerancePct)) / 100),
    maxGrams: Math.floor((nominalGrams * (100 + tolerancePct)) / 100),
  };
}

/** What the customer is shown for a weighed line: its price at the lightest and heaviest weight allowed. */
export function priceRangePaise(pricePerKgPaise: number, nominalGrams: number, tolerancePct: number): { lowPaise: number; highPaise: number } {
  const { minGrams, maxGrams } = toleranceRange(nominalGrams, tolerancePct);
  return { lowPaise: weighedPricePaise(pricePerKgPaise, minGrams), highPaise: weighedPricePaise(pricePerKgPaise, maxGrams) };
}

export interface WeighedTerms {
  pricePerKgPaise: number;
  tolerancePct: number;
  /** The whole line's nominal weight (unit weight × quantity). */
  nominalGrams: number;
  /** Grams packed for the whole line; 0 = removed (not charged); null = not packed yet (charged at the nominal price). */
  packedGrams: number | null;
}

export interface RepackLine {
  unitPricePaise: number;
  quantity: number;
  /** Shipping weight of one unit. */
  weightGrams: number;
  weighed: WeighedTerms | null;
}

export interface RepackInput {
  lines: RepackLine[];
  /** Shipping as charged at checkout: packing does not change it. */
  shippingPaise: number;
  /** The checkout's first-order flag and coupon terms, kept on the order. */
  options: QuoteOptions;
}

/** A packed weight outside its line's tolerance: the line is re-packed or removed, never billed. */
export class OutsideToleranceError extends Error {
  constructor(
    readonly lineIndex: number,
    readonly range: ToleranceRange,
  ) {
    super(`Line ${lineIndex} packed outside ${range.minGrams}–${range.maxGrams} g`);
  }
}

/**
 * The order's price on the weights packed. Each weighed line is price per kg × packed kg to the paisa, never above
 * the upper tolerance price the customer saw; a removed line (0 g) costs nothing. The first-order discount and the
 * coupon are then applied again to the new subtotal by quote(); shipping stays what was charged.
 */
export function repack(input: RepackInput): PriceBreakdown {
  const lines = input.lines.map((line, index) => {
    const w = line.weighed;
    if (!w || w.packedGrams === null) return { weightGrams: line.weightGrams, unitPricePaise: line.unitPricePaise, quantity: line.quantity };
    if (w.packedGrams === 0) return { weightGrams: 0, unitPricePaise: 0, quantity: 0 };
    const range = toleranceRange(w.nominalGrams, w.tolerancePct);
    if (w.packedGrams < range.minGrams || w.packedGrams > range.maxGrams) throw new OutsideToleranceError(index, range);
    const cap = weighedPricePaise(w.pricePerKgPaise, range.maxGrams);
    return { weightGrams: w.packedGrams, unitPricePaise: Math.min(cap, weighedPricePaise(w.pricePerKgPaise, w.packedGrams)), quantity: 1 };
  });
  const priced = quote(lines, null, input.options);
  const shipping = input.shippingPaise;
  return { ...priced, shippingPaise: shipping, totalPaise: priced.totalPaise + shipping };
}

/**
 * What a packed order settles to. `paidPaise` is what was paid online or by UPI (null while the order is paid on
 * delivery) and `creditPaise` the store credit spent on it. A prepaid order is never charged more than it was given
 * (the store absorbs a heavier pack) and the difference of a lighter one goes back; a cash order owes the final total
 * less its credit, and credit above the final total goes back.
 */
export function settle(finalPaise: number, paid: { paidPaise: number | null; creditPaise: number }): { totalPaise: number; owedBackPaise: number } {
  if (paid.paidPaise === null) return { totalPaise: finalPaise, owedBackPaise: Math.max(0, paid.creditPaise - finalPaise) };
  const given = paid.paidPaise + paid.creditPaise;
  const totalPaise = Math.min(finalPaise, given);
  return { totalPaise, owedBackPaise: given - totalPaise };
}
