/**
 * The GST maths of a bill, in integer paise (docs/bills.md "How a bill is worked out"). Pure: the caller reads the
 * order, its lines' HSN codes and rates, and the place of supply first. api/test/bills/bill-maths.test.ts pins each
 * rule with baskets worked out by hand.
 *
 * Prices in the shop include tax. For each line:
 * - its share of the order's discounts (first-order and coupon) is apportioned in proportion to the line's value,
 *   each share rounded down to the paisa and the paise left over given one each to the lines with the largest
 *   remainders (the first line on a tie), so the shares add up to the discount exactly;
 * - what the customer pays for it (value less its share) includes the tax: each half of the tax is that value ×
 *   rate ÷ (200 + 2 × rate), rounded half up to the paisa; CGST and SGST are one half each (inside the store's state)
 *   or IGST both (another state); the taxable value is the rest, so taxable value + tax is exactly what was paid.
 * Delivery is part of one composite supply with the goods, taxed as its principal supply (CGST Act 2017, s. 2(30)
 * and s. 8(a)): the rate of the basket's largest rate group by value after discounts (the higher rate on a tie),
 * printed on its own row under that group's largest line's HSN.
 */

export interface BillLineInput {
  variantId: string;
  name: string;
  nameTe: string;
  hsn: string;
  /** KGS for lines billed by their packed weight, NOS for pieces and packs (the GST unit quantity codes). */
  unit: 'NOS' | 'KGS';
  /** Pieces, or kg to the gram. */
  quantity: number;
  /** The line's price before discounts, tax included. */
  grossPaise: number;
  rate: number;
}

export interface BillRow extends Omit<BillLineInput, 'variantId'> {
  /** null: the delivery charge. */
  variantId: string | null;
  discountPaise: number;
  /** What the customer pays for the row: gross − discount = taxable + taxes. */
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface BillTotals {
  taxablePaise: number;
  exemptPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Splits `amount` over `weights` in proportion, to the paisa, adding up exactly: each share rounded down, then one
 * paisa each to the largest remainders (earlier first on a tie). All weights zero: nothing is split.
 */
export function apportion(amountPaise: number, weights: number[]): number[] {
  const whole = weights.reduce((s, w) => s + w, 0);
  if (whole <= 0 || amountPaise <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amountPaise * w) / whole));
  const remainders = weights.map((w, i) => ({ i, r: (amountPaise * w) % whole }));
  let left = amountPaise - shares.reduce((s, x) => s + x, 0);
  for (const { i } of remainders.sort((a, b) => b.r - a.r || a.i - b.i)) {
    if (left <= 0) break;
    shares[i] = shares[i] + 1;
    left -= 1;
  }
  return shares;
}

/** One half of the tax inside a tax-inclusive value: value × rate ÷ (200 + 2 × rate), rounded half up. */
export function halfTaxPaise(valuePaise: number, rate: number): number {
  if (rate === 0 || valuePaise === 0) return 0;
  const divisor = 200 + 2 * rate;
  return Math.floor((2 * valuePaise * rate + divisor) / (2 * divisor));
}

/** A row's taxes for a value it is paid, inside the store's state or not. */
function taxed(valuePaise: number, rate: number, interState: boolean) {
  const half = halfTaxPaise(valuePaise, rate);
  return {
    valuePaise,
    taxablePaise: valuePaise - 2 * half,
    cgstPaise: interState ? 0 : half,
    sgstPaise: interState ? 0 : half,
    igstPaise: interState ? 2 * half : 0,
  };
}

/** The rate and HSN of the delivery charge: those of the basket's principal supply. */
function principalSupply(rows: BillRow[]): { rate: number; hsn: string } {
  const byRate = new Map<number, number>();
  for (const r of rows) byRate.set(r.rate, (byRate.get(r.rate) ?? 0) + r.valuePaise);
  const [rate] = [...byRate.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0];
  const largest = rows.filter((r) => r.rate === rate).sort((a, b) => b.valuePaise - a.valuePaise)[0];
  return { rate, hsn: largest?.hsn ?? '' };
}

export const DELIVERY_ROW_NAME = 'Delivery charges';

/** The rows of a bill: each line after its share of the discounts, then the delivery charge when there is one. */
export function billRows(lines: BillLineInput[], o: { discountPaise: number; shippingPaise: number; interState: boolean }): BillRow[] {
  const discounts = apportion(
    o.discountPaise,
    lines.map((l) => l.grossPaise),
  );
  const rows: BillRow[] = lines.map((l, i) => ({
    variantId: l.variantId,
    name: l.name,
    nameTe: l.nameTe,
    hsn: l.hsn,
    unit: l.unit,
    quantity: l.quantity,
    grossPaise: l.grossPaise,
    discountPaise: discounts[i],
    rate: l.rate,
    ...taxed(l.grossPaise - discounts[i], l.rate, o.interState),
  }));
  if (o.shippingPaise > 0) {
    const { rate, hsn } = principalSupply(rows);
    rows.push({
      variantId: null,
      name: DELIVERY_ROW_NAME,
      nameTe: '',
      hsn,
      unit: 'NOS',
      quantity: 0,
      grossPaise: o.shippingPaise,
      discountPaise: 0,
      rate,
      ...taxed(o.shippingPaise, rate, o.interState),
    });
  }
  return rows;
}

export function totalsOf(rows: BillRow[]): BillTotals {
  const sum = (pick: (r: BillRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    taxablePaise: sum((r) => (r.rate > 0 ? r.taxablePaise : 0)),
    exemptPaise: sum((r) => (r.rate === 0 ? r.valuePaise : 0)),
    cgstPaise: sum((r) => r.cgstPaise),
    sgstPaise: sum((r) => r.sgstPaise),
    igstPaise: sum((r) => r.igstPaise),
    totalPaise: sum((r) => r.valuePaise),
  };
}

/**
 * The rows of a credit note giving back `amount` (tax included) of a bill: apportioned over the bill's rows (only
 * those of `variantIds` when given, never the delivery then) in proportion to what each was paid, and taxed back by
 * the same rule, so a credit note for a whole bill mirrors it exactly. A row keeps its quantity only when it is
 * given back whole (the HSN summary then counts the goods back); a part of a row is a value only.
 */
export function creditRows(bill: BillRow[], amountPaise: number, o: { interState: boolean; variantIds?: string[] }): BillRow[] {
  const eligible = o.variantIds ? bill.filter((r) => r.variantId !== null && o.variantIds!.includes(r.variantId)) : bill;
  const payable = eligible.reduce((s, r) => s + r.valuePaise, 0);
  const shares = apportion(
    Math.min(amountPaise, payable),
    eligible.map((r) => r.valuePaise),
  );
  return eligible.flatMap((r, i) =>
    shares[i] > 0
      ? [{ ...r, quantity: shares[i] === r.valuePaise ? r.quantity : 0, grossPaise: shares[i], discountPaise: 0, ...taxed(shares[i], r.rate, o.interState) }]
      : [],
  );
}

/** The rate a product's rates give on a day (YYYY-MM-DD): the latest from on or before it; null before the first. */
export function rateOn(rates: ReadonlyArray<{ rate: number; from: string }>, day: string): number | null {
  const applicable = rates.filter((r) => r.from <= day).sort((a, b) => (a.from < b.from ? 1 : -1));
  return applicable[0]?.rate ?? null;
}

/** The Indian financial year (April to March) of a day, as a bill number writes it: 2026-11-27 → 26-27. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}
