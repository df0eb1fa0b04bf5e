/** The parts of a coupon that decide its discount (a stored coupon has more: its code, its minimum purchase). */
export interface CouponDiscountTerms {
  discount_type: 'percentage' | 'fixed';
  /** Percentage in basis points: 12.5% = 1250. */
  percent_bp: number;
  amount_paise: number;
}

/**
 * What a coupon takes off a subtotal, in paise: a percentage (rounded to the nearest paisa) or a fixed
 * amount, never more than the subtotal itself and never negative.
 */
export function couponDiscountPaise(terms: CouponDiscountTerms, subtotalPaise: number): number {
  const subtotal = Math.max(0, subtotalPaise);
  const wanted = terms.discount_type === 'percentage' ? Math.round((subtotal * terms.percent_bp) / 10000) : terms.amount_paise;
  return Math.min(Math.max(0, wanted), subtotal);
}
