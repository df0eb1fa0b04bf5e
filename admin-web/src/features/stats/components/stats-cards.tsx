import { Skeleton } from '@farm-store/shared-ui/host/kit';
import { useStats } from '../api/get-stats';
import './stats.css';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-IN');

/** The dashboard's three cards: revenue, orders and users. */
export function StatsCards() {
  const stats = useStats();
  const cards = [
    { label: 'Total Revenue', value: stats.data && `₹${rupees.format(stats.data.total_revenue)}` },
    { label: 'Total Orders', value: stats.data && count.format(stats.data.total_orders) },
    { label: 'Total Users', value: stats.data && count.format(stats.data.total_users) },
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
