import { useStaff } from '@/features/staff/api/staff';
import type { AdminOrder } from '../api/get-orders';
import { actorOf, shortId, statusLabel } from '../utils/order-display';
import { DoorPhoto } from './handover-overrides';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

type Entry = AdminOrder['status_history'][number];

/** Who is reading: their own approvals carry their name, and an owner (who may list staff) reads everyone's. */
export interface TimelineViewer {
  id: string;
  name: string;
  mayListStaff: boolean;
}

const STEP_LABELS = { picked_up: 'Picked up', arrived: 'Arrived' } as const;

/** An entry's words: a rider's step instead of the status it stays in, and on Delivered how the handover was confirmed. */
function entryLabel(entry: Entry, nameOf: (by: string) => string) {
  if (entry.step) return STEP_LABELS[entry.step];
  if (entry.confirmed_by === 'code') return "Delivered — customer's code";
  if (entry.confirmed_by === 'no_code') return 'Delivered — no code asked';
  if (entry.confirmed_by === 'override') return `Delivered — approved by ${nameOf(entry.by)} with a photo`;
  return statusLabel(entry.status);
}

/** The order's history, oldest first: each status or rider's step, when, who moved it and why (a cancel's reason). */
export function OrderTimeline({ order, viewer }: { order: AdminOrder; viewer: TimelineViewer | null }) {
  const approved = order.status_history.some((entry) => entry.confirmed_by === 'override');
  const staff = useStaff(approved && viewer !== null && viewer.mayListStaff).data;
  const nameOf = (by: string) => {
    const [, id] = by.split(':');
    if (viewer && id === viewer.id) return viewer.name;
    return staff?.find((member) => member.id === id)?.name ?? 'a manager';
  };
  return (
    <ol className="order-timeline" aria-label={`Timeline of order ${shortId(order)}`}>
      {order.status_history.map((entry, index) => (
        <li key={index}>
          <strong>{entryLabel(entry, nameOf)}</strong> · {when(entry.at)} · by {actorOf(entry.by)}
          {entry.reason && <span className="order-timeline__reason"> — {entry.reason}</span>}
          {entry.photo_url && <DoorPhoto order={order} url={entry.photo_url} />}
        </li>
      ))}
    </ol>
  );
}
