import { labelText, plainSnapshot } from '../audit/targets';
import { CouponModel } from './model';

/** A coupon in the audit log (listed in src/audit-targets.ts): its terms, labelled by its code. */
export const couponSnapshot = plainSnapshot(
  CouponModel,
  [
    'code',
    'discount_type',
    'percent_bp',
    'amount_paise',
    'min_purchase_paise',
    'expiry_date',
    'is_active',
    'first_order_only',
    'is_public',
    'description',
    'usage_limit',
    'per_customer_limit',
  ],
  (doc) => labelText(doc.code),
);
