import type { Static } from 'typebox';
import type { DashboardStatsSchema } from '@farm-store/contracts/admin-stats';
import { toRupees } from '../../domain/money';
import { countCustomers } from '../accounts/service';
import { countProductsByCategory } from '../catalogue/category-counts';
import { readDayCounters } from '../orders/counters';
import { daysOfRange, fillDays } from './range';

/**
 * The dashboard numbers from the per-day counters (orders/counters.ts: `order_days`, one small document per
 * Hyderabad day, `$inc`'d when an order is placed or cancelled), so no request reads the orders themselves.
 * Revenue counts every order that was not cancelled (cash expected or collected); order counts include
 * cancelled orders, since they were placed. The counters are eventually consistent with the orders (see
 * counters.ts); `npm run rebuild-stats -w api` recomputes them. A period (`from`–`to`) narrows only the
 * orders-per-day chart, every day of it listed; the totals stay the store's all-time figures.
 */
export async function dashboardStats(period: { from?: string; to?: string } = {}): Promise<Static<typeof DashboardStatsSchema>> {
  const chartDays = daysOfRange(period.from, period.to);
  const [days, totalUsers, productsPerCategory] = await Promise.all([readDayCounters(), countCustomers(), countProductsByCategory()]);
  const perDay = days.map((d) => ({ date: d.date, orders: d.orders, revenue: toRupees(d.revenuePaise) }));
  return {
    total_revenue: toRupees(days.reduce((sum, d) => sum + d.revenuePaise, 0)),
    total_orders: days.reduce((sum, d) => sum + d.orders, 0),
    total_users: totalUsers,
    orders_per_day: chartDays ? fillDays(chartDays, perDay, (date) => ({ date, orders: 0, revenue: 0 })) : perDay,
    products_per_category: productsPerCategory,
  };
}
