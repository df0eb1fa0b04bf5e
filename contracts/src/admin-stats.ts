import { Type } from 'typebox';

/** A small store's figures as the API answers them: the OpenAPI document's example, and the admin app's tests' default answer. */
export const exampleDashboardStats = {
  total_revenue: 4050.5,
  total_orders: 3,
  total_users: 2,
  orders_waiting: 1,
  orders_per_day: [
    { date: '2026-11-19', orders: 1, revenue: 1700 },
    { date: '2026-11-20', orders: 2, revenue: 2350.5 },
  ],
  products_per_category: [
    { category: 'livebirds', count: 1 },
    { category: 'pickles', count: 1 },
  ],
};

export const DashboardStatsSchema = Type.Object(
  {
    total_revenue: Type.Number({ description: 'Sum of order totals, cancelled orders excluded (rupees).' }),
    total_orders: Type.Integer({ description: 'Every order placed, cancelled ones included.' }),
    total_users: Type.Integer({ description: 'Customer accounts.' }),
    orders_waiting: Type.Integer({ description: 'Orders waiting for the store now: Pending, not yet assigned to a rider or shipped.' }),
    orders_per_day: Type.Array(
      Type.Object({
        date: Type.String({ format: 'date', description: 'YYYY-MM-DD in Asia/Kolkata.' }),
        orders: Type.Integer(),
        revenue: Type.Number({ description: 'Rupees, cancelled orders excluded.' }),
      }),
      { description: 'Oldest first: only days with orders, or every day of the asked period (zeros on quiet days).' },
    ),
    products_per_category: Type.Array(Type.Object({ category: Type.String({ description: '"Uncategorized" when missing.' }), count: Type.Integer() })),
    period: Type.Optional(
      Type.Object(
        {
          orders: Type.Integer({ description: 'Orders placed in the period and not cancelled.' }),
          revenue: Type.Number({ description: 'Their totals (rupees).' }),
          average_order_value: Type.Number({ description: 'revenue / orders (rupees); 0 without orders.' }),
          subscription_revenue: Type.Number({
            description: 'Totals of subscription orders delivered for a day of the period (rupees), counted on their delivery day.',
          }),
          top_products: Type.Array(
            Type.Object({ product_id: Type.String(), name: Type.String(), quantity: Type.Integer(), revenue: Type.Number({ description: 'Rupees.' }) }),
            { description: 'The 5 products that took most money in the period, most first, with the units sold.' },
          ),
          customers: Type.Integer({ description: 'Customers who placed an order (not cancelled) in the period.' }),
          repeat_customers: Type.Integer({ description: 'Of those, the ones who placed 2 or more.' }),
        },
        { description: 'Figures of the asked period (from–to), only when one is asked; cancelled orders left out.' },
      ),
    ),
  },
  { examples: [exampleDashboardStats] },
);

export const StatsPeriodQuerySchema = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date', description: 'First day of the orders-per-day chart (YYYY-MM-DD, Hyderabad), inclusive.' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Last day of the chart (YYYY-MM-DD, Hyderabad), inclusive.' })),
  },
  { additionalProperties: false },
);
