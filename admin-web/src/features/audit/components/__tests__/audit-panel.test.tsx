import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { AuditEntry } from '../../api/get-audit';

const entry = (n: number): AuditEntry => ({
  id: `e${n}`,
  at: '2026-11-20T04:30:00.000Z',
  actor: { id: 's1', name: 'Ravi', role: 'owner' },
  action: 'order.assign',
  target: { type: 'order', id: `order${n}` },
  summary: `status: Pending → Assigned (${n})`,
});

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
    expect(await screen.findByText('status: Pending → Assigned (1)')).toBeInTheDocument();
    expect(screen.getByText('Ravi (owner)')).toBeInTheDocument();
    expect(screen.getByText('order.assign')).toBeInTheDocument();
    // Times are the store's (Hyderabad): 04:30 UTC is 10:00 am there.
    expect(screen.getByText(/20\/11\/2026.*10:00:00\s?am/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('status: Pending → Assigned (2)')).toBeInTheDocument();
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
});
