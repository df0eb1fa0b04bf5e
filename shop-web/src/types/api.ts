// Shapes the store API answers with, from the contract (contracts/src/); money is rupees, ids are strings.
import type { Static } from 'typebox';
import type { HoldSchema, SlotSchema, SlotsAnswerSchema } from '@farm-store/contracts/slots';
import type { ContractType } from '@/lib/api-client';
import type { WeighedVariant } from '@/lib/weighed';

export type { DeliveryStatus } from '@farm-store/contracts/enums';

export type Address = ContractType<'addresses/AddressSchema'>;

export type User = ContractType<'accounts/UserSchema'> & {
  /** Client-only: set right after sign-up for the welcome confetti. */
  isNewUser?: boolean;
};

export type Session = ContractType<'accounts/SessionSchema'>;

export type Variant = ContractType<'catalogue/VariantSchema'>;

export type Product = ContractType<'catalogue/ProductSchema'>;

export type OrderItem = ContractType<'orders/OrderItemSchema'>;

export type Order = ContractType<'orders/CustomerOrderSchema'>;

export type Quote = ContractType<'orders/QuoteSchema'>;

export type Coupon = ContractType<'coupons/PublicCouponSchema'>;

/** A cart line: the product fields the cart shows plus the chosen variant; `id` is the variant id. */
export interface CartLine {
  id: string;
  productId: string;
  name: string;
  /** The Telugu name when staff gave one (shown in Telugu mode). */
  name_te?: string;
  description: string;
  image_url: string | null;
  variantLabel: string;
  price: number;
  quantity: number;
  /** A size sold by weight: what its range is worked out from (lib/weighed.ts). */
  weighed?: WeighedVariant;
}

/** Sent to quote and order calls: only the variant id and quantity are read by the server. */
export type CartItemRef = Pick<ContractType<'orders/CartLineSchema'>, 'id' | 'quantity'>;

// Delivery slots: the shared UI kit's contract names do not cover slots.ts yet, so their types come from TypeBox.
export type Slot = Static<typeof SlotSchema>;

export type SlotsAnswer = Static<typeof SlotsAnswerSchema>;

export type Hold = Static<typeof HoldSchema>;

export type OrderSlot = NonNullable<Order['slot']>;

export type ShippingDetail = NonNullable<Quote['shipping_detail']>;
