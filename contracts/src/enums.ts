/**
 * The enumerations the API and the apps share: what a category, a status, a role or an inquiry type may be
 * (docs/business-rules.md says what each means). The API's schemas use them as enums, so the OpenAPI document lists them.
 */

/** Categories a product can be filed under (the admin panel's list plus `eggs`). */
export const PRODUCT_CATEGORIES = ['livebirds', 'pickles', 'dairy', 'dryfruits', 'oils', 'millets', 'meat', 'eggs'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * Every category name a request may use, as a shopper filter or an admin's category: the stored categories plus
 * `meatpoultry`, the old client's name for the live-birds shelf.
 */
export const CATEGORY_NAMES = ['livebirds', 'meatpoultry', 'meat', 'eggs', 'pickles', 'dairy', 'dryfruits', 'oils', 'millets'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** The shop's shelves in the order of its category chips; `meatpoultry` is the live-birds shelf (livebirds and meat). */
export const SHOPPER_CATEGORIES = ['meatpoultry', 'eggs', 'pickles', 'dairy', 'dryfruits', 'oils', 'millets'] as const satisfies readonly CategoryName[];
export type ShopperCategory = (typeof SHOPPER_CATEGORIES)[number];

/** The shelves' English names (the shop's message catalogue translates them). */
export const SHOPPER_CATEGORY_LABELS: Record<ShopperCategory, string> = {
  meatpoultry: 'Meat & Poultry',
  eggs: 'Eggs',
  pickles: 'Pickles',
  dairy: 'Dairy',
  dryfruits: 'Dry Fruits',
  oils: 'Cold-Pressed Oils',
  millets: 'Millets',
};

/** The names staff read for the stored categories ("Live Birds", never `livebirds`). */
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  livebirds: 'Live Birds',
  pickles: 'Pickles',
  dairy: 'Dairy',
  dryfruits: 'Dry Fruits',
  oils: 'Oils',
  millets: 'Millets',
  meat: 'Meat',
  eggs: 'Eggs',
};

/** Where an order is on its way (the delivery state machine: api/src/modules/orders/transitions.ts). */
export const DELIVERY_STATUSES = [
  /** An online order waiting for its payment (docs/payments.md); it becomes Pending when paid. */
  'Awaiting Payment',
  'Pending',
  'Processing',
  'Assigned',
  'Out for Delivery',
  /** A courier (automated) order handed to the courier. */
  'Shipped',
  'Delivered',
  'Completed',
  'Cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Hyderabad orders are carried by our partners; outstation orders go by courier ("automated"). */
export const DELIVERY_TYPES = ['partner', 'automated'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** An order's overall status: 'Placed' until finished, then 'Completed' or 'Cancelled'. */
export const ORDER_STATUSES = ['Placed', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Staff roles; what each may do is the API's PERMISSIONS table (api/src/modules/accounts/roles.ts). */
export const STAFF_ROLES = ['owner', 'manager', 'dispatcher'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff member may be allowed to do; a session lists the ones its role holds. */
export const PERMISSION_NAMES = [
  'staff',
  'catalogue',
  'coupons',
  'orders',
  'partners',
  'dashboard',
  'customers',
  'inquiries',
  'audit',
  'slots',
  'payments',
  'handover',
  'store_credit',
  'complaints',
  'store_settings',
  'gst',
  'subscriptions',
  'self',
] as const;
export type Permission = (typeof PERMISSION_NAMES)[number];

/** What an audit log entry can be about (the API reads each kind's fields in each domain's audit-targets.ts, listed in api/src/audit-targets.ts). */
export const AUDIT_TARGETS = [
  'product',
  'variant',
  'coupon',
  'partner',
  'staff',
  'order',
  'image',
  'message',
  'slot',
  'inquiry',
  'store_credit',
  'complaint',
  'store_settings',
  'subscription',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** The business inquiries the shop's forms send. */
export const INQUIRY_TYPES = ['Vendor', 'Franchise'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/**
 * A private coupon is not listed, so its code is its secret: at least this many characters (36 letters and digits to
 * the 8th power is some 2.8 million million codes). Codes of private coupons made before the rule keep working.
 */
export const PRIVATE_CODE_MIN_LENGTH = 8;
