import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import { lastDays } from '@/lib/period';
import type { PaymentSettings } from '@/features/payments/api/payment-settings';
import { paymentSettings } from '@/testing/fixtures';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

const openPayments = () => openTab('Payments', 'Settled to bank');

/** Records the query string of every report asked for. */
function reportQueries() {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/payments') queries.push(url.search);
  });
  return queries;
}

describe('Payments tab', () => {
  it("asks for today's report (Hyderabad) and for the quick ranges, and not for a range it cannot take", async () => {
    const queries = reportQueries();
    const { user } = await openPayments();
    const today = lastDays(1, new Date()).to;
    expect(queries[0]).toBe(`?from=${today}&to=${today}`);
    const week = lastDays(7, new Date());
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(queries).toContain(`?from=${week.from}&to=${week.to}`));
    const yesterday = lastDays(2, new Date()).from;
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(queries).toContain(`?from=${yesterday}&to=${yesterday}`));
    expect(screen.getByLabelText('From')).toHaveValue(yesterday);

    const asked = queries.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-31' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a period of at most 92 days.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(queries).toHaveLength(asked);
  });

  it('shows the mismatches first with links to their orders, the totals, by method, the rows and the settlements', async () => {
    const { user, router } = await openPayments();
    const mismatches = screen.getByRole('region', { name: 'Mismatches (2)' });
    const items = within(mismatches).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Payment captured, no confirmed order — ₹700.00 captured at 9:30 am matches no order.',
      'Amount differs from the order — Paid ₹680.00; the order is ₹1,700.00. · Order #00000001',
    ]);
    expect(mismatches.compareDocumentPosition(screen.getByLabelText('Totals')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('Received').nextSibling).toHaveTextContent('₹2,180.00');
    expect(totals.getByText('Refunds pending').nextSibling).toHaveTextContent('₹150.00');
    expect(totals.getByText('Settled to bank').nextSibling).toHaveTextContent('₹1,650.25');
    expect(totals.getByText('Cash collected by partners').nextSibling).toHaveTextContent('₹900.00');

    const rowTexts = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(rowTexts('By method')).toEqual([
      ['UPI', '2', '₹1,380.00'],
      ['Card', '1', '₹800.00'],
    ]);
    expect(rowTexts('Payments and refunds').map((row) => row.slice(1))).toEqual([
      ['Refund', '#00000002', 'Card', 'Checkout', 'Pending', '₹150.00'],
      ['Payment', '#00000001', 'UPI', 'UPI QR at the door', 'Captured', '₹680.00'],
      ['Payment', '—', 'UPI', 'Checkout', 'Captured', '₹700.00'],
    ]);
    expect(rowTexts('Settlements').map((row) => row.slice(1))).toEqual([['₹1,650.25', '₹33.75', '₹1,684.00', 'UTR0001', 'Processed']]);

    await user.click(within(mismatches).getByRole('link', { name: '#00000001' }));
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(router.state.location.search).toBe('?order=o1000000000000000000001');
    expect(await screen.findByRole('dialog', { name: 'Order #00000001' })).toBeInTheDocument();
  });

  it("exports the range as CSV with the admin's session", async () => {
    let seen: { url: string; token: string | null } | null = null;
    server.use(
      http.get('/api/admin/payments/export', ({ request }) => {
        seen = { url: request.url, token: request.headers.get('x-admin-token') };
        return new HttpResponse('Time,Kind\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:payments'), revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openPayments();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-07' } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(seen).toEqual({ url: expect.stringMatching(/\/api\/admin\/payments\/export\?from=2026-11-01&to=2026-11-07$/), token: 'admin-token' });
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('payments-2026-11-01-to-2026-11-07.csv');
  });
});

describe('Payment settings', () => {
  const form = () => within(screen.getByRole('form', { name: 'Payment settings' }));

  it('says under each field what is wrong, and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await openPayments();
    await waitFor(() => expect(form().getByLabelText(/^Cash limit/)).toHaveValue('5000'));
    await user.clear(form().getByLabelText(/^Cash limit/));
    await user.type(form().getByLabelText(/^Cash limit/), '12.5');
    await user.clear(form().getByLabelText(/^Payment window/));
    await user.type(form().getByLabelText(/^Payment window/), '200');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(form().getByLabelText(/^Cash limit/)).toHaveAccessibleDescription('Enter the cash limit in whole rupees, from 0 to 10,00,000.');
    expect(form().getByLabelText(/^Payment window/)).toHaveAccessibleDescription('Enter the payment window in whole minutes, from 5 to 120.');
    expect(requests.writes()).toEqual([]);
  });

  it('saves once, disabled while saving, and says Saved', async () => {
    const put = heldReply((body) => HttpResponse.json(body as PaymentSettings));
    server.use(http.put('/api/admin/payments/settings', put.resolver));
    const { user } = await openPayments();
    await waitFor(() => expect(form().getByLabelText(/^Cash limit/)).toHaveValue('5000'));
    await user.clear(form().getByLabelText(/^Cash limit/));
    await user.type(form().getByLabelText(/^Cash limit/), '3000');
    await user.click(form().getByRole('checkbox', { name: 'Courier orders may be paid in cash' }));
    await user.dblClick(form().getByRole('button', { name: 'Save' }));
    expect(form().getByRole('button', { name: 'Saving...' })).toBeDisabled();
    put.release();
    expect(await form().findByRole('status')).toHaveTextContent('Saved');
    expect(put.bodies).toEqual([{ ...paymentSettings, cash_limit: 3000, courier_cash: true }]);
  });
});
