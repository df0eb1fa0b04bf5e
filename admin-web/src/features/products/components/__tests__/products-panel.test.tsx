import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerLate, doubleClick } from '@farm-store/shared-ui/host/testing';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

const openProducts = () => openTab('Products', 'Kadaknath Chicken');

describe('Products tab', () => {
  it('lists products with category, variants or No variants, and an image placeholder', async () => {
    await openProducts();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Live Birds')).toBeInTheDocument();
    expect(within(table).getByText('500g:', { exact: false })).toHaveTextContent('500g: ₹450.00');
    expect(within(table).getByText('No variants')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it("shows each variant's stock and weight, flags a variant without a weight, and marks hidden products", async () => {
    server.use(
      http.get('/api/admin/products', () =>
        HttpResponse.json([
          {
            id: 'p1',
            name: 'Kadaknath Chicken',
            description: '',
            name_te: '',
            description_te: '',
            image_url: null,
            category: 'livebirds',
            is_new: false,
            subscribable: false,
            is_active: false,
            created_at: '2026-09-01T06:30:00.000Z',
            hsn: '0105',
            gst_rates: [{ rate: 0, from: '2017-07-01' }],
            variants: [
              {
                id: 'v1',
                product_id: 'p1',
                label: '1kg',
                price: 850,
                stock: 3,
                weight_grams: 1000,
                mrp: null,
                sold_by_weight: false,
                price_per_kg: null,
                tolerance_pct: null,
              },
              {
                id: 'v2',
                product_id: 'p1',
                label: '6 pcs',
                price: 90,
                stock: null,
                weight_grams: null,
                mrp: null,
                sold_by_weight: false,
                price_per_kg: null,
                tolerance_pct: null,
              },
            ],
          },
        ]),
      ),
    );
    await openProducts();
    const row = screen.getByRole('row', { name: /Kadaknath Chicken/ });
    expect(within(row).getByText('1kg:', { exact: false })).toHaveTextContent('1kg: ₹850.00 · 3 in stock · 1000 g');
    expect(within(row).getByText('6 pcs:', { exact: false })).toHaveTextContent('6 pcs: ₹90.00 · stock not counted · no weight: cannot be ordered');
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
  });

  it('deletes after the confirmation and reloads', async () => {
    const requests = recordRequests();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(http.delete('/api/admin/products/:id', () => HttpResponse.json({ msg: 'Product deleted' })));
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Delete Mango Pickle' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Mango Pickle"?');
    await waitFor(() => expect(requests.writes()).toEqual(['DELETE /api/admin/products/p2']));
    await waitFor(() => expect(requests.all()).toContain('GET /api/admin/stats'));
  });

  it('does nothing when the confirmation is declined, and toasts a failed delete', async () => {
    const requests = recordRequests();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    server.use(http.delete('/api/admin/products/:id', () => new HttpResponse(null, { status: 500 })));
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Delete Mango Pickle' }));
    expect(requests.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Mango Pickle' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Failed to delete product.')).toBeInTheDocument();
  });
});

describe('one request per click', () => {
  it('a double click on Delete deletes once, and other rows wait for it', async () => {
    const requests = recordRequests();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(
      http.delete(
        '/api/admin/products/:id',
        answerLate(() => HttpResponse.json({ msg: 'Product deleted' })),
      ),
    );
    await openProducts();
    doubleClick(screen.getByRole('button', { name: 'Delete Mango Pickle' }));
    expect(screen.getByRole('button', { name: 'Delete Kadaknath Chicken' })).toBeDisabled();
    expect(await screen.findByText('Mango Pickle deleted.')).toBeInTheDocument();
    expect(requests.writes()).toEqual(['DELETE /api/admin/products/p2']);
  });
});
