import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { AuditEntry } from '../../api/get-audit';

const entry = (n: number): AuditEntry => ({
  id: `e${n}`,
  at: '2026-11-20T04:30:00.000Z',
  actor: { id: 's1', name: 'Ravi', role: 'owner' },
  action: 'order.assign',
  target: { type: 'order', id: `order${n}`, label: null },
  changes: [{ field: 'partner_name', before: null, after: `Rider ${n}` }],
  summary: null,
});

/** The Audit tab showing these entries. */
async function showEntries(entries: AuditEntry[]) {
  server.use(http.get('/api/admin/audit', () => HttpResponse.json({ entries, total: entries.length, page: 1, totalPages: 1 })));
  const { user } = await renderApp('/admin');
  await user.click(screen.getByRole('tab', { name: 'Audit' }));
  await screen.findAllByText('Ravi (Owner)');
}

/** Matches one line of the change list by its whole text (its parts are elements of their own). */
const changeLine = (text: string) => (_: string, el: Element | null) => el?.tagName === 'LI' && el.textContent === text;
const changesOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('Audit tab', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

  it('lists who changed what, filters by kind of target and days, and pages', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/audit', ({ request }) => {
        const q = new URL(request.url).searchParams;
        queries.push(q);
        const page = Number(q.get('page'));
        return HttpResponse.json({ entries: [entry(page)], total: 2, page, totalPages: 2 });
      }),
    );
    const { user } = await renderApp('/admin');
    await user.click(screen.getByRole('tab', { name: 'Audit' }));
    expect(await screen.findByText(changeLine('Partner: (none) → Rider 1'))).toBeInTheDocument();
    expect(screen.getByText('Ravi (Owner)')).toBeInTheDocument();
    expect(screen.getByText('Assigned order')).toBeInTheDocument();
    // The order by its short number, never its database id.
    expect(screen.getByText('#ORDER1')).toBeInTheDocument();
    // Times are the store's (Hyderabad): 04:30 UTC is 10:00 am there.
    expect(screen.getByText('20 Nov 2026, 10:00 am IST')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(changeLine('Partner: (none) → Rider 2'))).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('What'), 'coupon');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => {
      const last = queries.at(-1)!;
      expect([last.get('target'), last.get('from'), last.get('page')]).toEqual(['coupon', '2026-11-01', '1']);
    });
  });

  it('says so when the log cannot be read', async () => {
    server.use(http.get('/api/admin/audit', () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderApp('/admin');
    await user.click(screen.getByRole('tab', { name: 'Audit' }));
    expect(await screen.findByText('Could not load the changes. Reload the page to try again.')).toBeInTheDocument();
  });
  it('reads a product edit as a list: prices in rupees and paise, stock, weight, shown/hidden, each size by name', async () => {
    await showEntries([
      {
        ...entry(1),
        action: 'product.update',
        target: { type: 'product', id: 'p1', label: 'Kodo Millet' },
        changes: [
          { field: 'is_active', before: true, after: false },
          { field: 'price_paise', before: 10000, after: 100, variant: '1kg' },
          { field: 'stock', before: 10, after: 999, variant: '1kg' },
          { field: 'stock', before: 5, after: null, variant: '500g' },
          { field: 'weight_grams', before: 1000, after: 1050, variant: '1kg' },
        ],
      },
    ]);
    const row = screen.getByRole('row', { name: /Kodo Millet/ });
    expect(changesOf(row)).toEqual([
      'In the shop: shown → hidden',
      '1kg Price: ₹100.00 → ₹1.00',
      '1kg Stock: 10 left → 999 left',
      '500g Stock: 5 left → not tracked',
      '1kg Shipping weight: 1,000 g → 1,050 g',
    ]);
  });

  it('reads coupon terms: percent, money, local dates, yes/no and limits; a created coupon lists its values', async () => {
    await showEntries([
      {
        ...entry(1),
        action: 'coupon.update',
        target: { type: 'coupon', id: 'c1', label: 'FEST10' },
        changes: [
          { field: 'percent_bp', before: 500, after: 1250 },
          { field: 'min_purchase_paise', before: 0, after: 49950 },
          { field: 'expiry_date', before: '2099-01-01T18:29:59.999Z', after: '2099-02-01T18:29:59.999Z' },
          { field: 'is_active', before: true, after: false },
          { field: 'is_public', before: true, after: false },
          { field: 'usage_limit', before: null, after: 100 },
        ],
      },
      {
        ...entry(2),
        id: 'e2',
        action: 'coupon.create',
        target: { type: 'coupon', id: 'c2', label: 'NEW50' },
        changes: [{ field: 'amount_paise', before: null, after: 5000 }],
      },
    ]);
    expect(changesOf(screen.getByRole('row', { name: /FEST10/ }))).toEqual([
      'Discount: 5 % → 12.5 %',
      'Minimum purchase: ₹0.00 → ₹499.50',
      'Valid until: 1 Jan 2099, 11:59 pm IST → 1 Feb 2099, 11:59 pm IST',
      'Switched on: Yes → No',
      'Listed on the coupons page: Yes → No',
      'Uses allowed in all: unlimited → 100',
    ]);
    expect(changesOf(screen.getByRole('row', { name: /NEW50/ }))).toEqual(['Discount: ₹50.00']);
  });

  it('shows a name that reads like a price change as a name, and only the data as changes', async () => {
    const forged = 'x; price: ₹2400 → ₹1 (by owner)';
    await showEntries([
      {
        ...entry(1),
        action: 'product.update',
        target: { type: 'product', id: 'p1', label: forged },
        changes: [{ field: 'description', before: '', after: 'plain' }],
      },
    ]);
    const row = screen.getByRole('row', { name: /by owner/ });
    expect(within(row).getByText(forged)).toHaveClass('audit-name');
    expect(changesOf(row)).toEqual(['Description: (none) → plain']);
  });

  it('shows the cash a partner recorded, a staff change in words, and an older entry by its text', async () => {
    await showEntries([
      {
        ...entry(1),
        actor: { id: 'r1', name: 'Ravi', role: 'owner' },
        action: 'order.complete',
        changes: [
          { field: 'delivery_status', before: 'Out for Delivery', after: 'Delivered' },
          { field: 'cash_collected_paise', before: null, after: 21150 },
        ],
      },
      {
        ...entry(2),
        id: 'e2',
        action: 'staff.update',
        target: { type: 'staff', id: 's9', label: 'Meena' },
        changes: [
          { field: 'role', before: 'dispatcher', after: 'manager' },
          { field: 'active', before: true, after: false },
        ],
      },
      { ...entry(3), id: 'e3', action: 'coupon.update', target: { type: 'coupon', id: 'c3', label: null }, changes: [], summary: 'usage_limit: — → 5' },
    ]);
    expect(changesOf(screen.getByRole('row', { name: /#ORDER1/ }))).toEqual(['Delivery: Out for Delivery → Delivered', 'Cash collected: (none) → ₹211.50']);
    expect(changesOf(screen.getByRole('row', { name: /Meena/ }))).toEqual(['Role: Dispatcher → Manager', 'Account: active → disabled']);
    // An older entry's text reads in words too: no stored field name.
    expect(screen.getByText('Older entry: Uses allowed in all: — → 5')).toBeInTheDocument();
    expect(screen.getByText('Changed coupon')).toBeInTheDocument();
  });

  it("shows a staff sign-in paused by the guard: the typed username as a name, and when the pause ends in the store's time", async () => {
    await showEntries([
      entry(1),
      {
        ...entry(2),
        id: 'e2',
        actor: { id: '', name: 'Sign-in guard', role: 'system' },
        action: 'staff.sign-in-locked',
        target: { type: 'staff', id: null, label: 'night-manager; role: owner' },
        changes: [{ field: 'sign_in_paused_until', before: null, after: '2026-11-20T04:45:00.000Z' }],
      },
    ]);
    const row = screen.getByRole('row', { name: /Sign-in guard/ });
    expect(changesOf(row)).toEqual(['Sign-in paused after 5 wrong passwords, until: 20 Nov 2026, 10:15 am IST']);
    expect(within(row).getByText('night-manager; role: owner').tagName).toBe('Q');
    expect(within(row).getByText('Paused sign-in after wrong passwords')).toBeInTheDocument();
    expect(within(row).getByText('Sign-in guard (System)')).toBeInTheDocument();
  });

  it('reads every action in words, and one it does not know yet as words too, never as its stored name', async () => {
    await showEntries([
      { ...entry(1), action: 'order.ship' },
      { ...entry(2), id: 'e2', action: 'order.handover_override' },
      { ...entry(3), id: 'e3', action: 'order.pick_up' },
    ]);
    expect(screen.getByText('Shipped order')).toBeInTheDocument();
    expect(screen.getByText('Confirmed delivery without the code')).toBeInTheDocument();
    expect(screen.getByText('Order pick up')).toBeInTheDocument();
    expect(screen.queryByText(/order\.\w+/)).not.toBeInTheDocument();
  });
});
