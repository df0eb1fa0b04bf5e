import { couponDiscountPaise, type CouponDiscountTerms } from './coupon-discount';
import { firstOrderDiscountPaise } from './discounts';
import { isOutstationAddress, shippingPaise, type DeliveryAddress } from './shipping';

/** One cart line as priced from the database: unit price in paise, never taken from the client. */
export interface PricedLineInput {
  /** Shipping weight of one unit (the variant's `weight_grams`). */
  weightGrams: number;
  unitPricePaise: number;
  quantity: number;
}

export interface QuoteOptions {
  isFirstOrder: boolean;
  coupon: CouponDiscountTerms | null;
}

export interface PriceBreakdown {
  subtotalPaise: number;
  firstOrderDiscountPaise: number;
  couponDiscountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  weightGrams: number;
  isOutstation: boolean;
  lineTotalsPaise: number[];
}

/**
 * The whole price of an order, in integer paise. Pure: the caller reads prices, the coupon and
 * the first-order flag from the database first.
 *
 * total = subtotal − first-order discount − coupon discount + shipping, never below shipping. The coupon
 * discount reported is the part that actually applied (capped at what the first-order discount left of the
 * subtotal), so the breakdown always adds up. Shipping is judged on the subtotal before discounts.
 * With no address yet the order is not outstation (nothing to judge) and shipping is 0.
 */
export function quote(lines: PricedLineInput[], address: DeliveryAddress | null, options: QuoteOptions): PriceBreakdown {
  const lineTotalsPaise = lines.map((l) => l.unitPricePaise * l.quantity);
  const subtotalPaise = lineTotalsPaise.reduce((sum, t) => sum + t, 0);
  const weightGrams = lines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0);

  const firstOrder = firstOrderDiscountPaise(subtotalPaise, options.isFirstOrder);
  const couponWanted = options.coupon ? couponDiscountPaise(options.coupon, subtotalPaise) : 0;
  const coupon = Math.max(0, Math.min(couponWanted, subtotalPaise - firstOrder));
  const shipping = shippingPaise(weightGrams, address, subtotalPaise);

  return {
    subtotalPaise,
    firstOrderDiscountPaise: firstOrder,
    couponDiscountPaise: coupon,
    shippingPaise: shipping,
    totalPaise: Math.max(shipping, subtotalPaise - firstOrder - coupon + shipping),
    weightGrams,
    isOutstation: address !== null && isOutstationAddress(address),
    lineTotalsPaise,
  };
}
