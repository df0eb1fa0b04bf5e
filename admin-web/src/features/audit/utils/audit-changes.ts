import type { AuditField, AuditValue } from '@farm-store/contracts/audit';
import type { AuditEntry } from '../api/get-audit';
import { formatRupees } from '@/lib/format';

const count = new Intl.NumberFormat('en-IN');

type Show = (value: AuditValue, targetType: string) => string;

const asText: Show = (v) => (v === null || v === '' ? '(none)' : String(v));
const money: Show = (v) => (typeof v === 'number' ? formatRupees(v / 100) : '(none)');
/** A picture is named, not linked: its address means nothing to a reader. */
const picture: Show = (v) => (typeof v === 'string' && v !== '' ? 'a picture' : '(none)');
const yesNo: Show = (v) => (v === true ? 'Yes' : v === false ? 'No' : '(none)');

/** A moment in the store's own time, whatever the reader's zone: "31 Dec 2026, 11:59 pm IST". */
export function storeTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} IST`;
}
const date: Show = (v) => (typeof v === 'string' ? storeTime(v) : '(none)');
/** An enumeration's stored word ("percentage", "out_for_delivery") as a person says it. */
const words: Show = (v) => (typeof v === 'string' && v !== '' ? humanise(v) : '(none)');
/** A slot id (`hyderabad-2026-11-30-0700-0900`) as "Sun 30 Nov, 07:00–09:00". */
function slotName(id: string): string {
  const m = /(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(id);
  if (!m) return id;
  const day = new Date(`${m[1]}T12:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${day}, ${m[2]}:${m[3]}–${m[4]}:${m[5]}`;
}
const limit: Show = (v) => (typeof v === 'number' ? count.format(v) : 'unlimited');

/**
 * How each field reads: its name in plain words and its value as a person would say it. `afterOnly`: an event, not
 * an edit (a password changed, a sign-in paused), so there is no "before" to show.
 */
const FIELDS: Record<AuditField, { label: string | ((targetType: string) => string); show: Show; afterOnly?: true }> = {
  name: { label: 'Name', show: asText },
  category: { label: 'Category', show: asText },
  description: { label: 'Description', show: asText },
  image_url: { label: 'Picture', show: picture },
  is_active: {
    label: (type) => (type === 'coupon' ? 'Switched on' : 'In the shop'),
    show: (v, type) => (type === 'coupon' ? yesNo(v, type) : v === true ? 'shown' : v === false ? 'hidden' : '(none)'),
  },
  label: { label: 'Size', show: asText },
  price_paise: { label: 'Price', show: money },
  stock: { label: 'Stock', show: (v) => (typeof v === 'number' ? `${count.format(v)} left` : 'not tracked') },
  weight_grams: { label: 'Shipping weight', show: (v) => (typeof v === 'number' ? `${count.format(v)} g` : '(none)') },
  code: { label: 'Code', show: asText },
  discount_type: { label: 'Discount type', show: (v) => (v === 'percentage' ? 'Percent off' : v === 'fixed' ? 'Rupees off' : words(v, '')) },
  percent_bp: { label: 'Discount', show: (v) => (typeof v === 'number' ? `${v / 100} %` : '(none)') },
  amount_paise: { label: 'Discount', show: money },
  min_purchase_paise: { label: 'Minimum purchase', show: money },
  expiry_date: { label: 'Valid until', show: date },
  first_order_only: { label: 'First order only', show: yesNo },
  is_public: { label: 'Listed on the coupons page', show: yesNo },
  usage_limit: { label: 'Uses allowed in all', show: limit },
  per_customer_limit: { label: 'Uses allowed per customer', show: limit },
  username: { label: 'Username', show: asText },
  role: { label: 'Role', show: words },
  active: { label: 'Account', show: (v) => (v === true ? 'active' : v === false ? 'disabled' : '(none)') },
  password: { label: 'Password', show: () => 'changed; every session ended', afterOnly: true },
  sign_in_paused_until: {
    label: 'Sign-in paused after 5 wrong passwords, until',
    show: date,
    afterOnly: true,
  },
  delivery_status: { label: 'Delivery', show: asText },
  status: { label: (type) => (type === 'subscription' ? 'Subscription' : 'Order status'), show: asText },
  partner_name: { label: 'Partner', show: asText },
  courier: { label: 'Courier', show: asText },
  tracking_number: { label: 'Tracking number', show: asText },
  cash_collected_paise: { label: 'Cash collected', show: money },
  delivery_slot: { label: 'Delivery slot', show: (v) => (typeof v === 'string' ? slotName(v) : '(none)') },
  weekdays: { label: 'Runs on', show: asText },
  times: { label: 'Times', show: asText },
  capacity_orders: { label: 'Orders it takes', show: (v) => (typeof v === 'number' ? count.format(v) : '(none)') },
  capacity_grams: { label: 'Weight it takes', show: (v) => (typeof v === 'number' ? `${count.format(v / 1000)} kg` : '(none)') },
  cutoff: { label: 'Orders close', show: asText },
  cash_note: { label: 'Cash note', show: asText },
  handled: { label: 'Handled', show: yesNo },
  handled_note: { label: 'Note', show: asText },
  store_credit_paise: { label: 'Store credit', show: money },
  state: { label: 'State', show: asText },
  refund_to: { label: 'Given back as', show: asText },
  answer: { label: 'Answer to the customer', show: asText },
  legal_name: { label: 'Legal name', show: asText },
  legal_name_te: { label: 'Store name in Telugu', show: asText },
  address: { label: 'Registered address', show: asText },
  gstin: { label: 'GSTIN', show: asText },
  fssai: { label: 'FSSAI licence number', show: asText },
  invoice_prefix: { label: 'Invoice prefix', show: asText },
  pauses: { label: 'Paused days', show: asText },
};

/** "sign-in-locked", "handover_override", "percentage" → "Sign in locked", "Handover override", "Percentage". */
export function humanise(word: string): string {
  const spaced = word.replace(/[._-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What each action the API records did, in the past tense (every `audited(...)` and `recordAudit` of api/src). */
const ACTIONS: Record<string, string> = {
  'order.assign': 'Assigned order',
  'order.reassign': 'Reassigned order',
  'order.unassign': 'Took order back from partner',
  'order.ship': 'Shipped order',
  'order.slot': 'Moved order to another slot',
  'order.cancel': 'Cancelled order',
  'order.refund': 'Refunded order',
  'store_credit.goodwill': 'Added goodwill store credit',
  'order.handover_override': 'Confirmed delivery without the code',
  'order.accept': 'Partner set off with order',
  'order.complete': 'Partner delivered order',
  'product.create': 'Added product',
  'product.update': 'Changed product',
  'product.delete': 'Deleted product',
  'variant.create': 'Added product size',
  'variant.update': 'Changed product size',
  'variant.delete': 'Deleted product size',
  'image.upload': 'Uploaded picture',
  'coupon.create': 'Added coupon',
  'coupon.update': 'Changed coupon',
  'coupon.delete': 'Deleted coupon',
  'partner.create': 'Added delivery partner',
  'partner.update': 'Changed delivery partner',
  'staff.create': 'Added staff member',
  'staff.update': 'Changed staff member',
  'staff.password': 'Changed password',
  'staff.sign-in-locked': 'Paused sign-in after wrong passwords',
  'slot.create': 'Added delivery slot',
  'slot.update': 'Changed delivery slot',
  'slot.delete': 'Deleted delivery slot',
  'message.retry': 'Sent failed message again',
  'inquiry.update': 'Changed inquiry',
  'store_settings.update': 'Changed the store details for bills',
  'subscription.pause': "Paused a customer's subscription",
  'subscription.resume': "Resumed a customer's subscription",
};

/** An action in words; one this list does not know yet still reads as words ("order.pick_up" → "Order pick up"). */
export const actionLabel = (action: string) => ACTIONS[action] ?? humanise(action);

const fieldLabel = (field: AuditField, targetType: string) => {
  const { label } = FIELDS[field];
  return typeof label === 'string' ? label : label(targetType);
};

/**
 * An older entry's text, written before entries kept their data (`usage_limit: — → 5`), with its field names and
 * times put into words as the newer entries read.
 */
export function olderSummary(entry: AuditEntry): string {
  return (entry.summary ?? '')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[\d:.]*Z?/g, (iso) => (Number.isNaN(Date.parse(iso)) ? iso : storeTime(iso)))
    .replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (word) => (word in FIELDS ? fieldLabel(word as AuditField, entry.target.type) : humanise(word)));
}

export interface ChangeLine {
  key: string;
  /** The product's size this line is about, shown as a name of its own. */
  variant: string | null;
  field: string;
  /** Absent on a created target (nothing before) or a deleted one (nothing after). */
  before: string | null;
  after: string | null;
}

/**
 * An entry's changes as lines to read: a created target lists its values, a deleted one what it had, an edit
 * before → after. Made from the data alone, so no name can pass for a change.
 */
export function changeLines(entry: AuditEntry): ChangeLine[] {
  const verb = entry.action.split('.').pop();
  return entry.changes.map((c, i) => {
    const spec = FIELDS[c.field];
    const show = (v: AuditValue) => spec.show(v, entry.target.type);
    return {
      key: `${i}-${c.variant ?? ''}-${c.field}`,
      variant: c.variant ?? null,
      field: fieldLabel(c.field, entry.target.type),
      before: verb === 'create' || spec.afterOnly ? null : show(c.before),
      after: verb === 'delete' ? null : show(c.after),
    };
  });
}
