import { toRupees } from '../../domain/money';
import { countCustomers } from '../accounts/service';
import { countProductsByCategory } from '../catalogue/service';
import { OrderModel } from '../orders/model';

interface DayGroup {
  _id: string;
  value: number;
}

/**
 * The dashboard numbers, computed in the database with $group and $sum only. Two groupings by the stored
 * Asia/Kolkata `day` rather than one with two accumulators: FerretDB v1 fills only the FIRST accumulator of
 * a $group and answers 0 for the others (FerretDB#4616), so each $group here has exactly one.
 * Revenue counts every order that was not cancelled (cash expected or collected); order counts include
 * cancelled orders, since they were placed.
 */
export async function dashboardStats() {
  const [ordersPerDay, revenuePerDay, totalUsers, productsPerCategory] = await Promise.all([
    OrderModel.aggregate<DayGroup>([{ $group: { _id: '$day', value: { $sum: 1 } } }]),
    OrderModel.aggregate<DayGroup>([
      { $match: { status: { $ne: 'Cancelled' } } },
      { $group: { _id: '$day', value: { $sum: '$total_paise' } } },
    ]),
    countCustomers(),
    countProductsByCategory(),
  ]);

  const revenuePaise = new Map(revenuePerDay.map((g) => [g._id, g.value]));
  const days = ordersPerDay
    .map((g) => ({ date: g._id, orders: g.value, revenuePaise: revenuePaise.get(g._id) ?? 0 }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    total_revenue: toRupees(days.reduce((sum, d) => sum + d.revenuePaise, 0)),
    total_orders: days.reduce((sum, d) => sum + d.orders, 0),
    total_users: totalUsers,
    orders_per_day: days.map((d) => ({ date: d.date, orders: d.orders, revenue: toRupees(d.revenuePaise) })),
    products_per_category: productsPerCategory,
  };
}
