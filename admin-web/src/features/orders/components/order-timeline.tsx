import type { AdminOrder } from '../api/get-orders';
import { actorOf, statusLabel } from '../utils/order-display';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The order's history, oldest first: each status, when, who moved it and why (a cancel's reason). */
export function OrderTimeline({ order }: { order: AdminOrder }) {
  return (
    <ol className="order-timeline" aria-label={`Timeline of order ${order.id}`}>
      {order.status_history.map((entry, index) => (
        <li key={index}>
          <strong>{statusLabel(entry.status)}</strong> · {when(entry.at)} · by {actorOf(entry.by)}
          {entry.reason && <span className="order-timeline__reason"> — {entry.reason}</span>}
        </li>
      ))}
    </ol>
  );
}
