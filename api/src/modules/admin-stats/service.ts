import type { Static } from 'typebox';
import type { DashboardStatsSchema } from '@farm-store/contracts/admin-stats';
import { toRupees } from '../../domain/money';
import { countCustomers } from '../accounts/service';
import { countProductsByCategory } from '../catalogue/category-counts';
import { readDayCounters, type DayCounter } from '../orders/counters';
import { countWaiting } from '../orders/waiting';
import { daysOfRange, fillDays } from './range';

/**
 * The dashboard numbers from the per-day counters (orders/counters.ts: `order_days`, one small document per
 * Hyderabad day, `$inc`'d when an order is placed or cancelled), so no request reads the orders themselves.
 * Revenue counts every order that was not cancelled (cash expected or collected); order counts include
 * cancelled orders, since they were placed. The counters are eventually consistent with the orders (see
 * counters.ts); `npm run rebuild-stats -w api` recomputes them. Subscription revenue is the totals of subscription orders
 * delivered, counted on their delivery day. A period (`from`–`to`) narrows only the
 * orders-per-day chart, every day of it listed; the totals stay the store's all-time figures.
 */
export async function dashboardStats(period: { from?: string; to?: string } = {}): Promise<Static<typeof DashboardStatsSchema>> {
  const chartDays = daysOfRange(period.from, period.to);
  const [days, totalUsers, productsPerCategory, waiting] = await Promise.all([readDayCounters(), countCustomers(), countProductsByCategory(), countWaiting()]);
  // A day with only subscription deliveries (orders made the evening before) has no orders to chart.
  const perDay = days.filter((d) => d.orders > 0).map((d) => ({ date: d.date, orders: d.orders, revenue: toRupees(d.revenuePaise) }));
  return {
    total_revenue: toRupees(days.reduce((sum, d) => sum + d.revenuePaise, 0)),
    total_orders: days.reduce((sum, d) => sum + d.orders, 0),
    total_users: totalUsers,
    orders_waiting: waiting,
    orders_per_day: chartDays ? fillDays(chartDays, perDay, (date) => ({ date, orders: 0, revenue: 0 })) : perDay,
    products_per_category: productsPerCategory,
    ...(chartDays && { period: periodFigures(days, chartDays) }),
  };
}

const TOP_PRODUCTS = 5;

/** A period's figures from its days' counters, summed in one pass over them (never a read of the orders). */
export function periodFigures(days: DayCounter[], chartDays: string[]): NonNullable<Static<typeof DashboardStatsSchema>['period']> {
  const wanted = new Set(chartDays);
  let orders = 0;
  let revenuePaise = 0;
  let subscriptionPaise = 0;
  const products = new Map<string, { name: string; quantity: number; revenue_paise: number }>();
  const customers = new Map<string, number>();
  for (const day of days) {
    if (!wanted.has(day.date)) continue;
    orders += day.active;
    revenuePaise += day.revenuePaise;
    subscriptionPaise += day.subscriptionRevenuePaise;
    for (const [id, p] of Object.entries(day.products)) {
      const sum = products.get(id) ?? { name: p.name, quantity: 0, revenue_paise: 0 };
      sum.quantity += p.quantity;
      sum.revenue_paise += p.revenue_paise;
      products.set(id, sum);
    }
    for (const [id, n] of Object.entries(day.customers)) customers.set(id, (customers.get(id) ?? 0) + n);
  }
  const ordered = [...customers.values()].filter((n) => n > 0);
  return {
    orders,
    revenue: toRupees(revenuePaise),
    average_order_value: orders > 0 ? toRupees(Math.round(revenuePaise / orders)) : 0,
    subscription_revenue: toRupees(subscriptionPaise),
    top_products: [...products]
      .filter(([, p]) => p.quantity > 0)
      .sort(([, a], [, b]) => b.revenue_paise - a.revenue_paise || b.quantity - a.quantity)
      .slice(0, TOP_PRODUCTS)
      .map(([product_id, p]) => ({ product_id, name: p.name, quantity: p.quantity, revenue: toRupees(p.revenue_paise) })),
    customers: ordered.length,
    repeat_customers: ordered.filter((n) => n >= 2).length,
  };
}
