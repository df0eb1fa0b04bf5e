import type { Model } from 'mongoose';
import { isValidObjectId, Types } from 'mongoose';
import type { AuditTarget } from '@farm-store/contracts/enums';
import type { AuditField, AuditValue } from '@farm-store/contracts/audit';
import { AdminModel } from '../accounts/admin-model';
import { ProductModel, VariantModel } from '../catalogue/model';
import { CouponModel } from '../coupons/model';
import { OrderModel } from '../orders/model';
import { PartnerModel } from '../partners/model';
import type { Snapshot, SnapshotFields } from './changes';

const VARIANT_FIELDS = ['label', 'price_paise', 'stock', 'weight_grams'] as const satisfies readonly AuditField[];

type Doc = Record<string, unknown>;

/** A stored value as the audit log keeps it: dates as ISO strings, ids as strings, missing as null. */
function value(v: unknown): AuditValue {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Types.ObjectId) return v.toHexString();
  return JSON.stringify(v);
}

const pick = (doc: Doc, fields: readonly AuditField[]): SnapshotFields => Object.fromEntries(fields.map((f) => [f, value(doc[f])]));

const projection = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, 1]));

/** A product's (or one variant's) variants, keyed by id. */
async function variantsOf(filter: Doc): Promise<Snapshot['variants']> {
  const variants = await VariantModel.find(filter, projection(VARIANT_FIELDS)).lean<Doc[]>();
  return Object.fromEntries(variants.map((v) => [String(v._id), pick(v, VARIANT_FIELDS)]));
}

/** A target with plain fields: read them, and its label from one of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents, read as plain records
function plain(model: Model<any>, fields: readonly AuditField[], label: (doc: Doc) => string | null) {
  return async (id: string): Promise<Snapshot | null> => {
    const doc = await model.findById(id, projection(fields)).lean<Doc>();
    return doc ? { label: label(doc), fields: pick(doc, fields) } : null;
  };
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * What the audit log compares for each kind of target: the fields a change is told by, read just before and just
 * after a mutation (see plugin.ts), and the target's name as a label of its own. A product carries its variants and
 * a variant is shown within its product, so a price or stock change reads the same whichever screen made it. Never
 * secrets (no password hashes), never a customer's contact details. The one place the audit module reads other
 * domains' documents.
 */
const TARGETS = {
  product: async (id: string): Promise<Snapshot | null> => {
    const doc = await ProductModel.findById(id, { name: 1, category: 1, description: 1, image_url: 1, is_active: 1 }).lean<Doc>();
    if (!doc) return null;
    return {
      label: text(doc.name),
      fields: pick(doc, ['name', 'category', 'description', 'image_url', 'is_active']),
      variants: await variantsOf({ product_id: doc._id }),
    };
  },
  variant: async (id: string): Promise<Snapshot | null> => {
    const variant = await VariantModel.findById(id, { product_id: 1 }).lean();
    if (!variant) return null;
    const product = await ProductModel.findById(variant.product_id, { name: 1 }).lean<Doc>();
    return { label: text(product?.name), fields: {}, variants: await variantsOf({ _id: variant._id }) };
  },
  coupon: plain(
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
    (doc) => text(doc.code),
  ),
  partner: plain(PartnerModel, ['name', 'active'], (doc) => text(doc.name)),
  staff: plain(AdminModel, ['username', 'name', 'role', 'active'], (doc) => text(doc.name) ?? text(doc.username)),
  order: plain(OrderModel, ['delivery_status', 'status', 'partner_name', 'courier', 'tracking_number', 'cash_collected_paise', 'cash_note'], () => null),
  /** Uploaded pictures and order messages: the action and id say it all. */
  image: null,
  message: null,
} satisfies Record<AuditTarget, ((id: string) => Promise<Snapshot | null>) | null>;

/** The target as stored now; null when it does not exist (before a create, after a delete). */
export async function snapshotOf(type: AuditTarget, id: string | null): Promise<Snapshot | null> {
  const read = TARGETS[type];
  if (!read || !id || !isValidObjectId(id)) return null;
  return read(id);
}
