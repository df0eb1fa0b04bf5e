import { useToast } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';

/**
 * The order's short number, as every app shows it, and a button copying the full id (what support looks an
 * order up by). `data-order-id` carries the full id for tests.
 */
export function OrderNumber({ id }: { id: string }) {
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(id);
      toast.success('Full order id copied.');
    } catch {
      // No clipboard (permission refused, old browser): show the id so it can be copied by hand.
      toast.error(`Full order id: ${id}`);
    }
  }

  return (
    <p className="order-card__id">
      Order{' '}
      <span className="order-card__id-value" data-order-id={id}>
        #{shortOrderId(id)}
      </span>
      <button type="button" className="fsui-link-button fsui-link-button--touch order-card__copy" onClick={() => void copy()}>
        Copy id<span className="fsui-visually-hidden"> {id}</span>
      </button>
    </p>
  );
}
