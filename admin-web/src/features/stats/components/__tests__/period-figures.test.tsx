import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { stats } from '@/testing/fixtures';

describe("Overview: the period's figures", () => {
  it('shows the average order, the repeat-customer share, subscription revenue and the top products with units sold', async () => {
    server.use(
      http.get('/api/admin/stats', () =>
        HttpResponse.json({
          ...stats,
          period: {
            orders: 4,
            revenue: 1234.5,
            average_order_value: 308.63,
            subscription_revenue: 540,
            top_products: [
              { product_id: 'p1', name: 'A2 Ghee', quantity: 3, revenue: 900 },
              { product_id: 'p2', name: 'Mango Pickle', quantity: 5, revenue: 334.5 },
            ],
            customers: 3,
            repeat_customers: 1,
          },
        }),
      ),
    );
    localStorage.setItem('adminToken', 'admin-token');
    await renderApp('/admin/overview');
    const figures = within(await screen.findByRole('region', { name: 'In this period' }));
    expect(figures.getByText('₹308.63')).toBeInTheDocument();
    expect(figures.getByText('4 orders, ₹1,234.50')).toBeInTheDocument();
    expect(figures.getByText('33 %')).toBeInTheDocument();
    expect(figures.getByText('1 of 3 ordered twice or more')).toBeInTheDocument();
    expect(figures.getByText('Subscriptions').nextElementSibling).toHaveTextContent('₹540.00');
    expect(figures.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A2 Ghee3 sold₹900.00', 'Mango Pickle5 sold₹334.50']);
  });
});
