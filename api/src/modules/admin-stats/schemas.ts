import { Type } from 'typebox';

export const DashboardStatsSchema = Type.Object({
  total_revenue: Type.Number({ description: 'Sum of order totals, cancelled orders excluded (rupees).' }),
  total_orders: Type.Integer({ description: 'Every order placed, cancelled ones included.' }),
  total_users: Type.Integer({ description: 'Customer accounts.' }),
  orders_per_day: Type.Array(
    Type.Object({
      date: Type.String({ format: 'date', description: 'YYYY-MM-DD in Asia/Kolkata.' }),
      orders: Type.Integer(),
      revenue: Type.Number({ description: 'Rupees, cancelled orders excluded.' }),
    }),
    { description: 'Only days with orders, oldest first.' },
  ),
  products_per_category: Type.Array(
    Type.Object({ category: Type.String({ description: '"Uncategorized" when missing.' }), count: Type.Integer() }),
  ),
});
