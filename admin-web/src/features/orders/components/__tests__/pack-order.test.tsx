import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminOrder } from '@/features/orders/api/get-orders';
import { orders } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const weighed = { price_per_kg: 500, tolerance_pct: 10, nominal_grams: 1000, min_grams: 900, max_grams: 1100, low: 450, high: 550 };
const chickenOrder: AdminOrder = {
  ...orders[0]!,
  items: [
    {
      product_id: 'p3',
      variant_id: 'v31',
      name: 'Country Chicken (Natu Kodi)',
      variantLabel: '1kg',
      quantity: 1,
      price: 500,
      weighed: { ...weighed, packed_grams: null, packed_total: null },
    },
  ],
  subtotal: 500,
  total_amount: 500,
  nominal_total: 500,
  awaiting_weights: true,
};

async function openPackScreen() {
  localStorage.setItem('adminToken', 'admin-token');
  server.use(http.get(`/api/admin/orders/${chickenOrder.id}`, () => HttpResponse.json(chickenOrder)));
  const view = await renderApp(`/admin/orders/${chickenOrder.id}/pack`);
  await screen.findByRole('heading', { name: /^Pack order .* Lakshmi Reddy$/ });
  return view;
}

describe('the Pack screen', () => {
  it('shows the range allowed, works out the amount as staff type, and shows the saved order as the server priced it', async () => {
    let sent: unknown;
    server.use(
      http.put(`/api/admin/orders/${chickenOrder.id}/pack`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...chickenOrder,
          items: [{ ...chickenOrder.items[0]!, weighed: { ...weighed, packed_grams: 1040, packed_total: 520 } }],
          subtotal: 520,
          total_amount: 520,
          awaiting_weights: false,
        });
      }),
    );
    const { user } = await openPackScreen();
    expect(screen.getByText(/Allowed 900 g – 1,100 g/)).toBeInTheDocument();
    const grams = screen.getByRole('textbox', { name: 'Packed weight (grams)' });
    expect(grams).toHaveAttribute('inputmode', 'numeric');
    await user.type(grams, '1200');
    expect(screen.getByText('Outside 900 g – 1,100 g: re-pack, or remove the line')).toBeInTheDocument();
    await user.clear(grams);
    await user.type(grams, '1040');
    expect(screen.getByText(/^≈/, { selector: '.pack-order__amount' })).toHaveTextContent('≈ ₹520.00');
    await user.click(screen.getByRole('button', { name: 'Save weights' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Final total ₹520.00 (ordered ₹500.00).');
    expect(sent).toEqual({ lines: [{ variantId: 'v31', grams: 1040 }] });
  });

  it("shows the store's refusal in its words", async () => {
    server.use(
      http.put(`/api/admin/orders/${chickenOrder.id}/pack`, () =>
        HttpResponse.json({ msg: 'Packed weight must be between 900 g and 1,100 g. Re-pack, or remove the line.' }, { status: 400 }),
      ),
    );
    const { user } = await openPackScreen();
    await user.type(screen.getByRole('textbox', { name: 'Packed weight (grams)' }), '1300');
    await user.click(screen.getByRole('button', { name: 'Save weights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Packed weight must be between 900 g and 1,100 g. Re-pack, or remove the line.');
  });
});
