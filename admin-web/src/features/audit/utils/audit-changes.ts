import type { AuditField, AuditValue } from '@farm-store/contracts/audit';
import type { AuditEntry } from '../api/get-audit';
import { formatRupees } from '@/lib/format';

const count = new Intl.NumberFormat('en-IN');

type Show = (value: AuditValue, targetType: string) => string;

const asText: Show = (v) => (v === null || v === '' ? '(none)' : String(v));
const money: Show = (v) => (typeof v === 'number' ? formatRupees(v / 100) : '(none)');
const yesNo: Show = (v) => (v === true ? 'yes' : v === false ? 'no' : '(none)');
/** A date in the reader's own calendar. */
const date: Show = (v) => (typeof v === 'string' ? new Date(v).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) : '(none)');
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
  image_url: { label: 'Picture', show: asText },
  is_active: {
    label: (type) => (type === 'coupon' ? 'Switched on' : 'In the shop'),
    show: (v, type) => (type === 'coupon' ? yesNo(v, type) : v === true ? 'shown' : v === false ? 'hidden' : '(none)'),
  },
  label: { label: 'Size', show: asText },
  price_paise: { label: 'Price', show: money },
  stock: { label: 'Stock', show: (v) => (typeof v === 'number' ? `${count.format(v)} left` : 'not tracked') },
  weight_grams: { label: 'Shipping weight', show: (v) => (typeof v === 'number' ? `${count.format(v)} g` : '(none)') },
  code: { label: 'Code', show: asText },
  discount_type: { label: 'Discount type', show: asText },
  percent_bp: { label: 'Discount', show: (v) => (typeof v === 'number' ? `${v / 100}%` : '(none)') },
  amount_paise: { label: 'Discount', show: money },
  min_purchase_paise: { label: 'Minimum purchase', show: money },
  expiry_date: { label: 'Valid until', show: date },
  first_order_only: { label: 'First order only', show: yesNo },
  is_public: { label: 'Listed on the coupons page', show: yesNo },
  usage_limit: { label: 'Uses allowed in all', show: limit },
  per_customer_limit: { label: 'Uses allowed per customer', show: limit },
  username: { label: 'Username', show: asText },
  role: { label: 'Role', show: asText },
  active: { label: 'Account', show: (v) => (v === true ? 'active' : v === false ? 'disabled' : '(none)') },
  password: { label: 'Password', show: () => 'changed; every session ended', afterOnly: true },
  sign_in_paused_until: {
    label: 'Sign-in paused after 5 wrong passwords, until',
    show: (v) =>
      typeof v === 'string'
        ? new Date(v).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' })
        : '(none)',
    afterOnly: true,
  },
  delivery_status: { label: 'Delivery', show: asText },
  status: { label: 'Order status', show: asText },
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
};

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
      field: typeof spec.label === 'string' ? spec.label : spec.label(entry.target.type),
      before: verb === 'create' || spec.afterOnly ? null : show(c.before),
      after: verb === 'delete' ? null : show(c.after),
    };
  });
}
