import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@farm-store/shared-ui/host/kit';
import { useStats } from '../api/get-stats';
import './stats.css';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-IN');

/**
 * The dashboard's cards: revenue, orders, users, and the orders waiting now — a link to them on the Orders tab
 * (`waitingPath`) for staff who may open it.
 */
export function StatsCards({ waitingPath }: { waitingPath?: string }) {
  const stats = useStats();
  const waiting = stats.data && count.format(stats.data.orders_waiting);
  const cards: Array<{ label: string; value: ReactNode }> = [
    { label: 'Total Revenue', value: stats.data && `₹${rupees.format(stats.data.total_revenue)}` },
    { label: 'Total Orders', value: stats.data && count.format(stats.data.total_orders) },
    { label: 'Total Users', value: stats.data && count.format(stats.data.total_users) },
    {
      label: 'Orders waiting now',
      value:
        waiting && waitingPath ? (
          <Link
            to={waitingPath}
            className="stats-card__link"
            aria-label={`${waiting} ${stats.data?.orders_waiting === 1 ? 'order' : 'orders'} waiting now, open on the Orders tab`}
          >
            {waiting}
          </Link>
        ) : (
          waiting
        ),
    },
  ];
  return (
    <dl className="stats-cards">
      {cards.map((card) => (
        <div key={card.label} className="stats-card">
          <dt>{card.label}</dt>
          <dd>{card.value ?? (stats.isPending ? <Skeleton width="6rem" height="1.75rem" /> : '—')}</dd>
        </div>
      ))}
    </dl>
  );
}
