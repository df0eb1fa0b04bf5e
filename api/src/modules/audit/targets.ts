import type { Model } from 'mongoose';
import { isValidObjectId } from 'mongoose';
import type { AuditTarget } from '@farm-store/contracts/enums';
import { AdminModel } from '../accounts/admin-model';
import { ProductModel, VariantModel } from '../catalogue/model';
import { CouponModel } from '../coupons/model';
import { OrderModel } from '../orders/model';
import { PartnerModel } from '../partners/model';

/**
 * What the audit log compares for each kind of target: a read-only projection of the fields a change is
 * told by, read just before and just after a mutation (see plugin.ts). Never secrets (no password hashes),
 * never a customer's contact details. The one place the audit module reads other domains' documents.
 */
const TARGETS = {
  product: { model: ProductModel, fields: { name: 1, category: 1, is_active: 1, image_url: 1, description: 1 } },
  variant: { model: VariantModel, fields: { product_id: 1, label: 1, price_paise: 1, stock: 1, weight_grams: 1 } },
  coupon: {
    model: CouponModel,
    fields: { code: 1, discount_type: 1, percent_bp: 1, amount_paise: 1, min_purchase_paise: 1, expiry_date: 1, is_active: 1, usage_limit: 1 },
  },
  partner: { model: PartnerModel, fields: { name: 1, active: 1 } },
  staff: { model: AdminModel, fields: { username: 1, name: 1, role: 1, active: 1 } },
  order: { model: OrderModel, fields: { delivery_status: 1, status: 1, partner_name: 1, courier: 1, tracking_number: 1 } },
  /** Uploaded pictures and order messages: the action and id say it all. */
  image: null,
  message: null,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents, read as plain records
} satisfies Record<AuditTarget, { model: Model<any>; fields: Record<string, 1> } | null>;

/** The target's fields as stored now; null when it does not exist (before a create, after a delete). */
export async function snapshotOf(type: AuditTarget, id: string | null): Promise<Record<string, unknown> | null> {
  const spec = TARGETS[type];
  if (!spec || !id || !isValidObjectId(id)) return null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const doc = await (spec.model as Model<any>).findById(id, spec.fields).lean<Record<string, unknown>>();
  if (!doc) return null;
  const { _id, ...fields } = doc;
  return fields;
}
