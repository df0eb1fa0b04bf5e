import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { Button, Modal, useToast } from '@shared-ui-host/kit';
import { useCreateCoupon, type NewCoupon } from '../api/create-coupon';

const EMPTY = { code: '', discount_type: 'percentage' as NewCoupon['discount_type'], discount_value: '', expiry_date: '', min_purchase_amount: '' };

/** SPEC §5 Add Coupon: code (sent upper-cased), type, value and expiry required; minimum purchase 0 when empty or invalid. */
export function AddCouponModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createCoupon = useCreateCoupon();
  const toast = useToast();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const busy = createCoupon.isPending;

  function close() {
    if (busy) return;
    setForm(EMPTY);
    setError('');
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(form.discount_value);
    if (!form.code.trim() || !form.expiry_date || form.discount_value.trim() === '' || !Number.isFinite(value)) {
      return setError('Code, discount value and expiry date are required.');
    }
    const minimum = Number(form.min_purchase_amount);
    const code = form.code.trim().toUpperCase();
    setError('');
    createCoupon.mutate(
      {
        code,
        discount_type: form.discount_type,
        discount_value: value,
        expiry_date: form.expiry_date,
        min_purchase_amount: form.min_purchase_amount.trim() && Number.isFinite(minimum) ? minimum : 0,
      },
      {
        onSuccess: () => {
          toast.success(`Coupon ${code} created.`);
          close();
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to create coupon.')),
      },
    );
  }

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  return (
    <FormDialog
      open={open}
      title="Add New Coupon"
      busy={busy}
      submitLabel="Save Coupon"
      busyLabel="Saving..."
      error={error}
      onClose={close}
      onSubmit={onSubmit}
    >
      <label className="field">
        <span>Coupon Code*</span>
        <input value={form.code} aria-required="true" autoCapitalize="characters" onChange={(e) => setForm({ ...form, code: e.target.value.toUpperCase() })} />
      </label>
      <div className="form-row">
        <label className="field">
          <span>Discount Type</span>
          <select value={form.discount_type} onChange={set('discount_type')}>
            <option value="percentage">Percentage (%)</option>
            <option value="fixed">Fixed amount (₹)</option>
          </select>
        </label>
        <label className="field">
          <span>Discount Value*</span>
          <input type="number" step="0.01" min="0" inputMode="decimal" aria-required="true" value={form.discount_value} onChange={set('discount_value')} />
        </label>
      </div>
      <div className="form-row">
        <label className="field">
          <span>Minimum Purchase (₹)</span>
          <input type="number" step="0.01" min="0" inputMode="decimal" placeholder="0.00" value={form.min_purchase_amount} onChange={set('min_purchase_amount')} />
        </label>
        <label className="field">
          <span>Expiry Date*</span>
          <input type="date" aria-required="true" value={form.expiry_date} onChange={set('expiry_date')} />
        </label>
      </div>
    </FormDialog>
  );
}
