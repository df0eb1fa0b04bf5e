import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import { storeTomorrow } from '@/lib/period';
import { subscriptionLoad, subscriptionPage } from '@/testing/fixtures';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

const openSubscriptions = () => openTab('Subscriptions', 'Padma Rao');
const table = (name: RegExp | string) => within(screen.getByRole('table', { name }));
const CLOSED = 'Changes for 2 December closed at 22:00 on 1 December. The first day you can pause is 3 December.';
const paused = { ...subscriptionPage.items[0], pause: { from: '2026-12-05', to: '2026-12-06' } };

describe('Subscriptions tab', () => {
  it("shows the counts, tomorrow's load per product and per zone, and the customers' subscriptions", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/subscriptions/load', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(subscriptionLoad);
      }),
    );
    await openSubscriptions();
    const counts = within(screen.getByRole('list', { name: 'Subscriptions by status' }));
    expect(counts.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12 Active', '3 Paused']);
    expect(screen.getByRole('heading', { name: "Tomorrow's load" })).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery day')).toHaveValue(storeTomorrow(new Date()));
    expect(asked).toEqual([`?date=${storeTomorrow(new Date())}`]);
    expect(await screen.findByText('3 deliveries on Wed 2 Dec')).toBeInTheDocument();
    const perProduct = table(/^Units per product/);
    expect(perProduct.getAllByRole('row').map((row) => row.textContent)).toEqual(['ProductUnits', 'A2 Buffalo Milk, 500 ml8', 'Country Eggs, 6 pcs1']);
    const perZone = table(/^Units per zone/);
    expect(perZone.getByText('Hyderabad').closest('tr')).toHaveTextContent('A2 Buffalo Milk, 500 ml: 7');
    expect(perZone.getByText('Telangana (outside Hyderabad)').closest('tr')).toHaveTextContent('A2 Buffalo Milk, 500 ml: 1');

    const row = table("Customers' subscriptions, newest first").getByText('Padma Rao').closest('tr')!;
    for (const text of ['+919848012345', 'A2 Buffalo Milk, 500 ml × 2', 'Daily', 'from Wed 2 Dec', '06:00–08:00', 'Home', 'Active']) {
      expect(row).toHaveTextContent(text);
    }
    // Nothing to resume on a subscription without a pause.
    expect(within(row).queryByRole('button', { name: /Resume/ })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Delivery day'), { target: { value: '2026-12-09' } });
    expect(await screen.findByRole('heading', { name: 'Load for Wed 9 Dec' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('?date=2026-12-09'));
  });

  it('searches by name or phone once typing pauses, and filters by status', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/subscriptions', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(subscriptionPage);
      }),
    );
    const { user } = await openSubscriptions();
    await user.type(screen.getByLabelText('Search by customer name or phone'), 'padma');
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&q=padma'));
    expect(asked.filter((q) => q.includes('q=p'))).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Status'), 'Paused');
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&q=padma&status=paused'));
  });

  it("pauses on the customer's behalf: checks the days, shows the store's refusal in words, sends once", async () => {
    const requests = recordRequests();
    const { user } = await openSubscriptions();
    await user.click(screen.getByRole('button', { name: "Pause Padma Rao's subscription" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pause subscription' }));
    fireEvent.change(dialog.getByLabelText('First day without delivery'), { target: { value: '2026-12-06' } });
    fireEvent.change(dialog.getByLabelText('Last day without delivery'), { target: { value: '2026-12-05' } });
    await user.click(dialog.getByRole('button', { name: 'Pause' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('The last day cannot be before the first.');
    expect(requests.writes()).toEqual([]);

    server.use(http.post('/api/admin/subscriptions/sub1/pause', () => HttpResponse.json({ msg: CLOSED }, { status: 409 }), { once: true }));
    fireEvent.change(dialog.getByLabelText('First day without delivery'), { target: { value: '2026-12-02' } });
    await user.click(dialog.getByRole('button', { name: 'Pause' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(CLOSED);

    const post = heldReply(() => HttpResponse.json({ msg: 'not this shape' }, { status: 500 }));
    server.use(http.post('/api/admin/subscriptions/sub1/pause', post.resolver, { once: true }));
    await user.click(dialog.getByRole('button', { name: 'Pause' }));
    expect(dialog.getByRole('button', { name: 'Pausing...' })).toBeDisabled();
    post.release();
    // A failure the store did not word is said in ours.
    expect(await dialog.findByText('The subscription could not be paused. Please try again.')).toBeInTheDocument();

    const ok = heldReply(() =>
      HttpResponse.json({
        id: 'sub1',
        items: [{ variantId: '64b0c0ffee0000000000a001', quantity: 2 }],
        schedule: { kind: 'daily' },
        startDate: '2026-12-02',
        slotId: 's',
        addressId: 'a',
        status: 'active',
        pauses: [{ from: '2026-12-03', to: '2026-12-05' }],
        cancelledFrom: null,
        createdAt: '2026-12-01T04:30:00.000Z',
      }),
    );
    server.use(http.post('/api/admin/subscriptions/sub1/pause', ok.resolver));
    fireEvent.change(dialog.getByLabelText('First day without delivery'), { target: { value: '2026-12-03' } });
    await user.dblClick(dialog.getByRole('button', { name: 'Pause' }));
    ok.release();
    expect(await screen.findByText("Paused Padma Rao's subscription Thu 3 Dec – Sat 5 Dec.")).toBeInTheDocument();
    expect(ok.bodies).toEqual([{ from: '2026-12-03', to: '2026-12-05' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resumes a paused one, the button disabled while it is sent', async () => {
    server.use(http.get('/api/admin/subscriptions', () => HttpResponse.json({ ...subscriptionPage, items: [paused] })));
    const { user } = await openSubscriptions();
    const row = screen.getByText('Padma Rao').closest('tr')!;
    expect(row).toHaveTextContent('Paused Sat 5 Dec – Sun 6 Dec');
    const post = heldReply(() => HttpResponse.json({ msg: 'That subscription was cancelled. Please start a new one.' }, { status: 409 }));
    server.use(http.post('/api/admin/subscriptions/sub1/resume', post.resolver));
    const resume = within(row).getByRole('button', { name: "Resume Padma Rao's subscription" });
    await user.click(resume);
    expect(resume).toBeDisabled();
    expect(within(row).getByRole('button', { name: "Pause Padma Rao's subscription" })).toBeDisabled();
    post.release();
    expect(await screen.findByText('That subscription was cancelled. Please start a new one.')).toBeInTheDocument();
    expect(post.bodies).toEqual([{}]);
  });
});
