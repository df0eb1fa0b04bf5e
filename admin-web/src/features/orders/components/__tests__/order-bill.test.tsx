import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import type { AdminOrder } from '@/features/orders/api/get-orders';
import { orders } from '@/testing/fixtures';
import { renderApp, signInAs } from '@/testing/render';
import { server, serveOrders } from '@/testing/server';

const ORDER_ID = orders[0].id;
const billed: AdminOrder = {
  ...orders[0],
  delivery_status: 'Delivered',
  bill: { number: 'NNF/26-27/000001', kind: 'invoice_cum_bill_of_supply', issued_at: '2026-11-20T09:00:00.000Z' },
  credit_notes: [{ id: 'CN-26-27-000002', number: 'CN/26-27/000002', amount: 150, reason: 'Eggs broken', issued_at: '2026-11-21T06:00:00.000Z' }],
};

/** Every PDF asked for, with the session it carried; each answer waits for `release` when `hold` is given. */
function servePdfs(hold?: Promise<void>) {
  const asked: Array<{ url: string; token: string | null }> = [];
  const pdf = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    asked.push({ url: `${url.pathname}${url.search}`, token: request.headers.get('x-admin-token') });
    await hold;
    return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
  };
  server.use(http.get('/api/admin/orders/:id/bill', pdf), http.get('/api/admin/credit-notes/:id', pdf));
  return asked;
}

/** The download the app started: the file name of each link it clicked. */
function savedFiles() {
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return () => clicked.mock.contexts.map((link) => (link as HTMLAnchorElement).download);
}

async function openBill(order: AdminOrder) {
  serveOrders([order]);
  const view = await renderApp(`/admin/orders?order=${order.id}`);
  const dialog = await screen.findByRole('dialog', { name: 'Order #00000001' });
  return { ...view, dialog, bill: () => within(within(dialog).getByRole('region', { name: 'Bill' })) };
}

beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

describe("Order details: the order's bill", () => {
  it('downloads the bill as A4 or a receipt, one at a time, and each credit note', async () => {
    const answer = held();
    const asked = servePdfs(answer.released);
    const saved = savedFiles();
    const { user, bill } = await openBill(billed);
    expect(bill().getByText(/^Bill NNF\/26-27\/000001/)).toBeInTheDocument();
    expect(bill().getByRole('list', { name: 'Credit notes' })).toHaveTextContent('Credit note CN/26-27/000002 · ₹150.00 · Eggs broken · 21 Nov 2026');

    await user.click(bill().getByRole('button', { name: 'Receipt (80 mm)' }));
    // In flight: no second download of it or of anything else.
    expect(bill().getByRole('button', { name: 'Receipt (80 mm)' })).toBeDisabled();
    expect(bill().getByRole('button', { name: 'Download bill (A4)' })).toBeDisabled();
    answer.release();
    await waitFor(() => expect(saved()).toEqual(['NNF-26-27-000001-receipt.pdf']));

    await user.click(bill().getByRole('button', { name: 'Download bill (A4)' }));
    await waitFor(() => expect(saved()).toHaveLength(2));
    await user.click(bill().getByRole('button', { name: 'Download credit note CN/26-27/000002' }));
    await waitFor(() => expect(saved()).toEqual(['NNF-26-27-000001-receipt.pdf', 'NNF-26-27-000001.pdf', 'CN-26-27-000002.pdf']));
    expect(asked).toEqual([
      { url: `/api/admin/orders/${ORDER_ID}/bill?layout=receipt`, token: 'admin-token' },
      { url: `/api/admin/orders/${ORDER_ID}/bill`, token: 'admin-token' },
      { url: '/api/admin/credit-notes/CN-26-27-000002', token: 'admin-token' },
    ]);
  });

  it('offers the bill of a delivered order not billed yet, and says why it could not be made', async () => {
    server.use(
      http.get('/api/admin/orders/:id/bill', () =>
        HttpResponse.json({ msg: "The store's GST details are not complete yet, so the bill cannot be made. Please try again later." }, { status: 409 }),
      ),
    );
    const { user, bill } = await openBill({ ...orders[0], delivery_status: 'Delivered' });
    expect(bill().queryByRole('button', { name: 'Receipt (80 mm)' })).not.toBeInTheDocument();
    await user.click(bill().getByRole('button', { name: 'Download bill' }));
    expect(await bill().findByRole('alert')).toHaveTextContent("The store's GST details are not complete yet, so the bill cannot be made.");
    expect(bill().getByRole('button', { name: 'Download bill' })).toBeEnabled();
  });

  it('has no bill before delivery', async () => {
    const { dialog } = await openBill(orders[0]);
    expect(within(dialog).queryByRole('region', { name: 'Bill' })).not.toBeInTheDocument();
  });

  it('lists the credit notes without their download for staff who do not handle payments', async () => {
    signInAs({ id: 's2', name: 'Dev', role: 'dispatcher', permissions: ['orders', 'partners', 'self'] });
    const { bill } = await openBill(billed);
    expect(bill().getByRole('list', { name: 'Credit notes' })).toHaveTextContent('CN/26-27/000002');
    expect(bill().queryByRole('button', { name: /^Download credit note/ })).not.toBeInTheDocument();
    expect(bill().getByRole('button', { name: 'Download bill (A4)' })).toBeEnabled();
  });
});
