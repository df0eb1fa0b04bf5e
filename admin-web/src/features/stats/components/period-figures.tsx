import { formatRupees } from '@/lib/format';
import type { AdminStats } from '../api/get-stats';

const count = new Intl.NumberFormat('en-IN');

/**
 * The chosen period's average order, repeat customers, subscription revenue (deliveries paid from store credit, apart
 * from the orders' revenue) and top 5 products (by money taken, with units sold).
 */
export function PeriodFigures({ period }: { period: NonNullable<AdminStats['period']> }) {
  const repeatShare = period.customers > 0 ? Math.round((period.repeat_customers / period.customers) * 100) : 0;
  return (
    <section className="period-figures" aria-labelledby="period-figures-title">
      <h3 id="period-figures-title">In this period</h3>
      <dl className="stats-cards">
        <div className="stats-card">
          <dt>Average order</dt>
          <dd>{formatRupees(period.average_order_value)}</dd>
          <dd className="stats-card__detail">
            {count.format(period.orders)} {period.orders === 1 ? 'order' : 'orders'}, {formatRupees(period.revenue)}
          </dd>
        </div>
        <div className="stats-card">
          <dt>Repeat customers</dt>
          <dd>{repeatShare} %</dd>
          <dd className="stats-card__detail">
            {count.format(period.repeat_customers)} of {count.format(period.customers)} ordered twice or more
          </dd>
        </div>
        <div className="stats-card">
          <dt>Subscriptions</dt>
          <dd>{formatRupees(period.subscription_revenue)}</dd>
          <dd className="stats-card__detail">delivered in this period</dd>
        </div>
      </dl>
      <h4>Top products</h4>
      {period.top_products.length === 0 ? (
        <p className="muted">No orders in this period.</p>
      ) : (
        <ol className="top-products">
          {period.top_products.map((product) => (
            <li key={product.product_id}>
              <span>{product.name}</span>
              <span className="muted">{count.format(product.quantity)} sold</span>
              <strong>{formatRupees(product.revenue)}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
