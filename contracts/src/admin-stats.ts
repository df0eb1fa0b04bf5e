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
    { description: 'Oldest first: only days with orders, or every day of the asked period (zeros on quiet days).' },
  ),
  products_per_category: Type.Array(Type.Object({ category: Type.String({ description: '"Uncategorized" when missing.' }), count: Type.Integer() })),
});

export const StatsPeriodQuerySchema = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date', description: 'First day of the orders-per-day chart (YYYY-MM-DD, Hyderabad), inclusive.' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Last day of the chart (YYYY-MM-DD, Hyderabad), inclusive.' })),
  },
  { additionalProperties: false },
);
