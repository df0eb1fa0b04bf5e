import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { stats } from '@/testing/fixtures';
import { lastDays } from '@/lib/period';

/** The stats API as the server answers it: a period (from, to) gives every day of it. */
function statsApi() {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/stats', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = query.get('from');
      const to = query.get('to');
      asked.push(from ? `${from}..${to}` : 'all');
      const days =
        from && to
          ? [
              { date: from, orders: 4, revenue: 1234.5 },
              { date: to, orders: 0, revenue: 0 },
            ]
          : stats.orders_per_day;
      return HttpResponse.json({
        ...stats,
        orders_per_day: days,
        products_per_category: [
          { category: 'livebirds', count: 2 },
          { category: 'dryfruits', count: 1 },
          { category: 'Uncategorized', count: 1 },
        ],
      });
    }),
  );
  return asked;
}

async function openOverview() {
  localStorage.setItem('adminToken', 'admin-token');
  const view = await renderApp('/admin/overview');
  await screen.findByRole('img', { name: /^Products per category/ });
  return view;
}

describe('Overview charts', () => {
  it('opens on the last 30 days and asks the API for another period when one is chosen', async () => {
    const asked = statsApi();
    const { user } = await openOverview();
    const thirty = lastDays(30, new Date());
    expect(asked).toContain(`${thirty.from}..${thirty.to}`);
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    const seven = lastDays(7, new Date());
    await waitFor(() => expect(asked).toContain(`${seven.from}..${seven.to}`));
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-01');
    await user.clear(to);
    await user.type(to, '2026-03-31');
    await waitFor(() => expect(asked).toContain('2026-03-01..2026-03-31'));
    await waitFor(() => expect(document.querySelector('figcaption')).toHaveTextContent('Orders and revenue per day, 1 Mar 2026 to 31 Mar 2026'));
  });

  it('says what is wrong with a custom period under the dates and does not ask for it', async () => {
    const asked = statsApi();
    const { user } = await openOverview();
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-04-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-04-01');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The start date is after the end date.');
    expect(asked).not.toContain('2026-04-10..2026-04-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2027-04-12');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Choose a period of at most 366 days.');
    expect(asked).not.toContain('2026-04-10..2027-04-12');
  });

  it('names categories by their labels and gives each slice its own colour', async () => {
    statsApi();
    await openOverview();
    expect(screen.getByRole('img', { name: 'Products per category: Live Birds (50.0%), Dry Fruits (25.0%), Uncategorized (25.0%)' })).toBeInTheDocument();
  });

  it('shows the numbers behind each chart as a table from the keyboard', async () => {
    statsApi();
    const { user } = await openOverview();
    const toggle = screen.getByRole('button', { name: /Show as table of products per category/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Products per category' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CategoryProductsShare', 'Live Birds250.0%', 'Dry Fruits125.0%', 'Uncategorized125.0%']);
    const swatches = [...table.querySelectorAll<HTMLElement>('.chart-table__swatch')].map((s) => s.style.background);
    expect(new Set(swatches).size).toBe(3);
    await user.click(screen.getByRole('button', { name: /Show as table of orders and revenue per day/ }));
    const days = screen.getByRole('table', { name: /^Orders and revenue per day/ });
    expect(within(days).getAllByRole('row')[1]).toHaveTextContent(/4₹1,234\.50$/);
  });
});
