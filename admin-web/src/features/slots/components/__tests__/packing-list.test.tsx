import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PackingList } from '@/features/slots/api/get-packing-list';
import { slotFill } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const { id, starts_at, ends_at, cutoff_at } = slotFill('2026-11-28', 7, 9);
const list: PackingList = {
  slot: { id, starts_at, ends_at, cutoff_at },
  orders: 2,
  weight_kg: 3.5,
  lines: [
    {
      variant_id: 'v2',
      name: 'Kadaknath Chicken',
      variantLabel: '1kg',
      quantity: 3,
      weight_kg: 3,
      sold_by_weight: true,
      orders: [
        { id: 'o1000000000000000000001', customer_name: 'Lakshmi Reddy', quantity: 2 },
        { id: 'o1000000000000000000003', customer_name: 'Suresh Babu', quantity: 1 },
      ],
    },
    {
      variant_id: 'v9',
      name: 'A2 Ghee',
      variantLabel: '500ml',
      quantity: 1,
      weight_kg: 0.5,
      sold_by_weight: false,
      orders: [{ id: 'o1000000000000000000003', customer_name: 'Suresh Babu', quantity: 1 }],
    },
  ],
};

async function openPackingList() {
  localStorage.setItem('adminToken', 'admin-token');
  server.use(http.get(`/api/admin/slots/${id}/packing-list`, () => HttpResponse.json(list)));
  const view = await renderApp(`/admin/slots/${id}/packing`);
  await screen.findByRole('heading', { name: 'Packing list: Sat 28 Nov, 7–9 am' });
  return view;
}

describe('Packing list of a slot', () => {
  it("lists each size's total quantity and weight and the orders it goes to", async () => {
    await openPackingList();
    expect(screen.getByText('2 orders · 3.5 kg')).toBeInTheDocument();
    const [, chicken, ghee] = screen.getAllByRole('row');
    expect(chicken).toHaveTextContent(/Kadaknath Chicken 1kg.*3.*3 kg/);
    expect(
      within(chicken!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#00000001 Lakshmi Reddy × 2 · Pack', '#00000003 Suresh Babu × 1 · Pack']);
    expect(ghee).toHaveTextContent(/A2 Ghee 500ml.*1.*0\.5 kg.*#00000003 Suresh Babu × 1$/);
  });

  it('prints from the browser', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await openPackingList();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says why when the slot has no packing list', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    server.use(
      http.get('/api/admin/slots/:slotId/packing-list', () =>
        HttpResponse.json({ msg: 'That delivery slot does not exist. Please choose one from the list.' }, { status: 400 }),
      ),
    );
    await renderApp('/admin/slots/hyderabad-2026-01-01-0700-0900/packing');
    expect(await screen.findByRole('alert')).toHaveTextContent('That delivery slot does not exist. Please choose one from the list.');
  });
});
