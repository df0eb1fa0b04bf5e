/** First-order discount: 10% of the subtotal, no code needed, rounded to the nearest paisa. */
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;

export function firstOrderDiscountPaise(subtotalPaise: number, isFirstOrder: boolean): number {
  if (!isFirstOrder) return 0;
  return Math.round((subtotalPaise * FIRST_ORDER_DISCOUNT_PERCENT) / 100);
}
