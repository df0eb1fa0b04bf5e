import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Price } from '@farm-store/shared-ui/host/kit';
import { orderPath, packingListPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useOrder, type AdminOrder } from '../api/get-orders';
import { usePackOrder } from '../api/pack-order';
import { shortId } from '../utils/order-display';
import './pack-order.css';

type WeighedItem = AdminOrder['items'][number] & { weighed: NonNullable<AdminOrder['items'][number]['weighed']> };

const grams = (n: number) => `${n.toLocaleString('en-IN')} g`;
/** Packing happens in the store: before a rider or a courier has the order. */
export const PACKABLE = ['Pending', 'Processing'];

/**
 * The Pack screen (`/admin/orders/<id>/pack`), for a tablet on the packing table: each line sold by weight with the
 * weights it may have and a big grams field; the amount beside it is worked out as staff type, and the server's
 * re-priced figures replace it once saved. 0 g removes the line (not charged, refunded when prepaid).
 */
export function PackOrder({ orderId }: { orderId: string }) {
  const order = useOrder(orderId, true);
  const data = order.data;
  return (
    <main className="pack-order">
      <div className="pack-order__links">
        <Link to={orderPath(orderId)}>← Order</Link>
        {data?.slot && <Link to={packingListPath(data.slot.id)}>Packing list</Link>}
      </div>
      <h1>Pack order{data && ` ${shortId(data)} · ${data.customer_name}`}</h1>
      {order.isError && (
        <p className="form-error" role="alert">
          {errorMessage(order.error, 'Could not load the order. Reload the page to try again.')}
        </p>
      )}
      {data && <PackForm key={data.id} order={data} />}
    </main>
  );
}

function PackForm({ order }: { order: AdminOrder }) {
  const pack = usePackOrder();
  const lines = order.items.filter((item): item is WeighedItem => item.weighed !== null);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.variant_id, line.weighed.packed_grams === null ? '' : String(line.weighed.packed_grams)])),
  );
  const [error, setError] = useState('');
  const [saved, setSaved] = useState<AdminOrder | null>(null);
  const packable = PACKABLE.includes(order.delivery_status) && order.status === 'Placed';

  if (lines.length === 0) return <p>This order has no items sold by weight: nothing to weigh.</p>;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entered = lines.filter((line) => typed[line.variant_id].trim() !== '');
    if (entered.length === 0) {
      setError('Enter the packed weight of at least one line, in grams.');
      return;
    }
    if (entered.some((line) => !/^\d{1,7}$/.test(typed[line.variant_id].trim()))) {
      setError('Enter each weight in whole grams, e.g. 1040.');
      return;
    }
    setError('');
    setSaved(null);
    pack.mutate(
      { orderId: order.id, lines: entered.map((line) => ({ variantId: line.variant_id, grams: Number(typed[line.variant_id].trim()) })) },
      {
        onSuccess: (answer) => setSaved(answer),
        onError: (err) => setError(errorMessage(err, 'Could not save the weights. Please try again.')),
      },
    );
  }

  const savedLine = (variantId: string) => saved?.items.find((item) => item.variant_id === variantId)?.weighed ?? null;

  return (
    <form className="pack-order__form" onSubmit={onSubmit} noValidate>
      {!packable && <p className="pack-order__note">This order is {order.delivery_status}: its weights can no longer change.</p>}
      <ul className="fsui-plain-list pack-order__lines">
        {lines.map((line) => {
          const { weighed } = line;
          const value = typed[line.variant_id];
          const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
          const inside = n !== null && (n === 0 || (n >= weighed.min_grams && n <= weighed.max_grams));
          const fieldId = `pack-${line.variant_id}`;
          const after = savedLine(line.variant_id);
          return (
            <li key={line.variant_id} className="pack-order__line card">
              <h2>
                {line.name} <span className="muted">{line.variantLabel}</span> × {line.quantity}
              </h2>
              <p className="muted" id={`${fieldId}-range`}>
                Allowed {grams(weighed.min_grams)} – {grams(weighed.max_grams)} · <Price amount={weighed.price_per_kg} /> per kg
              </p>
              <label className="pack-order__field" htmlFor={fieldId}>
                Packed weight (grams)
              </label>
              <input
                id={fieldId}
                className="pack-order__input"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                aria-describedby={`${fieldId}-range ${fieldId}-amount`}
                value={value}
                disabled={!packable}
                onChange={(event) => setTyped((all) => ({ ...all, [line.variant_id]: event.target.value }))}
              />
              <p id={`${fieldId}-amount`} className="pack-order__amount" aria-live="polite">
                {after && after.packed_total !== null ? (
                  <>Saved: {after.packed_grams === 0 ? 'removed, not charged' : <Price amount={after.packed_total} />}</>
                ) : n === null ? (
                  'Not weighed yet'
                ) : n === 0 ? (
                  'Removed: not charged'
                ) : inside ? (
                  <>
                    ≈ <Price amount={Math.round((weighed.price_per_kg * n) / 10) / 100} />
                  </>
                ) : (
                  `Outside ${grams(weighed.min_grams)} – ${grams(weighed.max_grams)}: re-pack, or remove the line`
                )}
              </p>
              <Button
                variant="secondary"
                disabled={!packable || pack.isPending}
                onClick={() => setTyped((all) => ({ ...all, [line.variant_id]: '0' }))}
                aria-label={`Remove line ${line.name} ${line.variantLabel}`}
              >
                Remove line
              </Button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {saved && (
        <p className="pack-order__saved" role="status">
          Saved. Final total <Price amount={saved.total_amount} /> (ordered <Price amount={saved.nominal_total ?? saved.total_amount} />)
          {saved.awaiting_weights ? ' · some lines still to weigh.' : '.'}
        </p>
      )}
      <Button type="submit" busy={pack.isPending} disabled={!packable || pack.isPending} fullWidth>
        Save weights
      </Button>
    </form>
  );
}
