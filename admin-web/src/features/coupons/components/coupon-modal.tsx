import type { FormEvent } from 'react';
import { PRIVATE_CODE_MIN_LENGTH } from '@farm-store/contracts/enums';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { useCreateCoupon, type NewCoupon } from '../api/create-coupon';
import type { Coupon } from '../api/get-coupons';
import { useUpdateCoupon } from '../api/update-coupon';

type Form = {
  code: string;
  discount_type: NewCoupon['discount_type'];
  discount_value: string;
  expiry_date: string;
  min_purchase_amount: string;
  description: string;
  first_order_only: boolean;
  is_public: boolean;
  is_active: boolean;
  usage_limit: string;
  per_customer_limit: string;
};

const EMPTY: Form = {
  code: '',
  discount_type: 'percentage',
  discount_value: '',
  expiry_date: '',
  min_purchase_amount: '',
  description: '',
  first_order_only: false,
  is_public: true,
  is_active: true,
  usage_limit: '',
  per_customer_limit: '',
};

/** The input of a rupee amount. */
const AMOUNT = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;

/** The input of a limit: a whole number of uses, empty for none. */
const LIMIT = { type: 'number', min: '1', step: '1', inputMode: 'numeric', placeholder: 'No limit' } as const;

/** The stored expiry (end of a day in India) as that day, for the date field. */
const indiaDay = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

function formOf(coupon: Coupon): Form {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount_value: String(coupon.discount_value),
    expiry_date: indiaDay(coupon.expiry_date),
    min_purchase_amount: String(coupon.min_purchase_amount),
    description: coupon.description,
    first_order_only: coupon.first_order_only,
    is_public: coupon.is_public,
    is_active: coupon.is_active,
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    per_customer_limit: coupon.per_customer_limit === null ? '' : String(coupon.per_customer_limit),
  };
}

/** A limit field: empty = unlimited; otherwise a whole number of at least 1 (undefined when it is not). */
function limitOf(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * Add Coupon (code, type, value and expiry required; minimum 0 when empty) or Edit Coupon (everything but the code
 * and type, plus switching it on or off). Both set who may use it (first order only, listed publicly) and its
 * limits (total uses, uses per customer; empty = unlimited); editing shows the uses so far.
 */
export function CouponModal({ open, coupon = null, onClose }: { open: boolean; coupon?: Coupon | null; onClose: () => void }) {
  const createCoupon = useCreateCoupon();
  const updateCoupon = useUpdateCoupon();
  const busy = createCoupon.isPending || updateCoupon.isPending;
  const { form, setForm, set, setError, outcome, dialog } = useDialogForm(EMPTY, { busy, onClose, initial: coupon ? formOf(coupon) : EMPTY });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(form.discount_value);
    if (!form.code.trim() || !form.expiry_date || form.discount_value.trim() === '' || !Number.isFinite(value)) {
      return setError('Code, discount value and expiry date are required.');
    }
    const usageLimit = limitOf(form.usage_limit);
    const perCustomerLimit = limitOf(form.per_customer_limit);
    if (usageLimit === undefined || perCustomerLimit === undefined) {
      return setError('Limits must be whole numbers of at least 1, or empty for no limit.');
    }
    const minimum = Number(form.min_purchase_amount);
    const code = form.code.trim().toUpperCase();
    // A new private coupon, or a coupon made private now; shorter private codes from before keep working.
    if (!form.is_public && (coupon?.is_public ?? true) && code.length < PRIVATE_CODE_MIN_LENGTH) {
      return setError(`A coupon not listed on the shop needs a code of at least ${PRIVATE_CODE_MIN_LENGTH} characters, so that nobody can guess it.`);
    }
    setError('');
    const terms = {
      discount_value: value,
      expiry_date: form.expiry_date,
      min_purchase_amount: form.min_purchase_amount.trim() && Number.isFinite(minimum) ? minimum : 0,
      description: form.description.trim() || null,
      first_order_only: form.first_order_only,
      is_public: form.is_public,
      usage_limit: usageLimit,
      per_customer_limit: perCustomerLimit,
    };
    const done = (verb: string) => outcome({ done: `Coupon ${code} ${verb}.`, failed: 'Failed to save coupon.' });
    if (coupon) {
      updateCoupon.mutate({ id: coupon.id, changes: { ...terms, is_active: form.is_active } }, done('saved'));
    } else {
      createCoupon.mutate({ ...terms, code, discount_type: form.discount_type }, done('created'));
    }
  }

  const toggle = (key: 'first_order_only' | 'is_public' | 'is_active') => (event: { target: { checked: boolean } }) =>
    setForm({ ...form, [key]: event.target.checked });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title={coupon ? `Edit Coupon ${coupon.code}` : 'Add New Coupon'}
      submitLabel="Save Coupon"
      busyLabel="Saving..."
      onSubmit={onSubmit}
    >
      <LabelledInput
        label="Coupon Code*"
        value={form.code}
        aria-required="true"
        autoCapitalize="characters"
        readOnly={coupon !== null}
        onChange={(e) => setForm({ ...form, code: e.target.value.toUpperCase() })}
      />
      <div className="form-row">
        <LabelledField label="Discount Type">
          <select value={form.discount_type} disabled={coupon !== null} onChange={set('discount_type')}>
            <option value="percentage">Percentage (%)</option>
            <option value="fixed">Fixed amount (₹)</option>
          </select>
        </LabelledField>
        <LabelledInput label="Discount Value*" {...AMOUNT} aria-required="true" value={form.discount_value} onChange={set('discount_value')} />
      </div>
      <div className="form-row">
        <LabelledInput label="Minimum Purchase (₹)" {...AMOUNT} placeholder="0.00" value={form.min_purchase_amount} onChange={set('min_purchase_amount')} />
        <LabelledInput label="Expiry Date*" type="date" aria-required="true" value={form.expiry_date} onChange={set('expiry_date')} />
      </div>
      <LabelledInput label="Description (empty: made from the terms)" value={form.description} maxLength={200} onChange={set('description')} />
      <div className="form-row">
        <LabelledInput label="Total uses allowed" {...LIMIT} value={form.usage_limit} onChange={set('usage_limit')} />
        <LabelledInput label="Uses per customer" {...LIMIT} value={form.per_customer_limit} onChange={set('per_customer_limit')} />
      </div>
      {coupon && <p className="muted">Used {coupon.uses === 1 ? 'once' : `${coupon.uses} times`} so far.</p>}
      <label className="checkbox">
        <input type="checkbox" checked={form.first_order_only} onChange={toggle('first_order_only')} /> First order only
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={form.is_public} onChange={toggle('is_public')} /> Listed on the shop's coupons page
      </label>
      {!form.is_public && <p className="muted">Not listed: the code is its secret, so it needs at least {PRIVATE_CODE_MIN_LENGTH} letters or digits.</p>}
      {coupon && (
        <label className="checkbox">
          <input type="checkbox" checked={form.is_active} onChange={toggle('is_active')} /> Active
        </label>
      )}
    </FormDialog>
  );
}
