import type { AuditTargetReaders } from './modules/audit/targets';
import { staffSnapshot } from './modules/accounts/audit-targets';
import { productSnapshot, variantSnapshot } from './modules/catalogue/audit-targets';
import { complaintSnapshot } from './modules/complaints/audit-targets';
import { couponSnapshot } from './modules/coupons/audit-targets';
import { inquirySnapshot } from './modules/inquiries/audit-targets';
import { orderSnapshot } from './modules/orders/audit-targets';
import { partnerSnapshot } from './modules/partners/audit-targets';
import { slotTemplateSnapshot } from './modules/slots/audit-targets';
import { storeCreditSnapshot } from './modules/store-credit/audit-targets';
import { storeSettingsSnapshot } from './modules/bills/audit-targets';
import { subscriptionSnapshot } from './modules/subscriptions/audit-targets';

/**
 * How each kind of audit target is read, every one from the domain that owns it: nine domains put their changes
 * in the audit log, so the audit module cannot import them. A new target type fails to compile until it is here.
 */
export const auditTargets: AuditTargetReaders = {
  product: productSnapshot,
  variant: variantSnapshot,
  coupon: couponSnapshot,
  partner: partnerSnapshot,
  staff: staffSnapshot,
  order: orderSnapshot,
  image: null,
  message: null,
  slot: slotTemplateSnapshot,
  inquiry: inquirySnapshot,
  store_credit: storeCreditSnapshot,
  complaint: complaintSnapshot,
  store_settings: storeSettingsSnapshot,
  subscription: subscriptionSnapshot,
};
