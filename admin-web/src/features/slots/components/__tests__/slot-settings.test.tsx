import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { heldReply } from '@farm-store/shared-ui/host/testing';
import { slotSettings } from '@/testing/fixtures';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';

const openSlots = () => openTab('Delivery slots', '07:00–09:00');

async function openAdd() {
  const view = await openSlots();
  await view.user.click(screen.getByRole('button', { name: 'Add Slot' }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Add Delivery Slot' })) };
}

/** Time inputs take a whole HH:MM value at once, as a phone's time picker gives it. */
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('Delivery slots tab', () => {
  it('lists each slot with its days, capacities and cut-off, and the closed days', async () => {
    await openSlots();
    const row = (hours: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(hours))!;
    expect(row('07:00–09:00')).toHaveTextContent(/Every day.*20.*60.*22:00 the evening before/);
    expect(row('17:00–19:00')).toHaveTextContent(/Mon–Sat.*15.*45.*3 hours before/);
    expect(within(screen.getByRole('list', { name: 'Closed days' })).getByRole('listitem')).toHaveTextContent('Sun 29 Nov Sankranti');
  });

  it('says in plain words what a new slot lacks, and sends nothing', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openAdd();
    const save = () => user.click(dialog.getByRole('button', { name: 'Save Slot' }));
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Write the times as HH:MM (24-hour, Hyderabad time), e.g. 07:00 or 19:30.');
    setTime(dialog.getByLabelText('Starts at*'), '09:00');
    setTime(dialog.getByLabelText('Ends at*'), '07:00');
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('The slot must end after it starts, on the same day.');
    setTime(dialog.getByLabelText('Ends at*'), '11:00');
    await user.clear(dialog.getByLabelText('Capacity (kg)*'));
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Capacities are whole numbers of at least 1: orders, and kilograms.');
    await user.type(dialog.getByLabelText('Capacity (kg)*'), '50');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await user.click(dialog.getByRole('checkbox', { name: day }));
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose at least one day of the week.');
    expect(requests.writes()).toEqual([]);
  });

  it('creates a slot once, closing N hours before, with Saving... while it is sent', async () => {
    const creation = heldReply(() => HttpResponse.json({ ...slotSettings.templates[1], id: 't3' }, { status: 201 }));
    server.use(http.post('/api/admin/slots/templates', creation.resolver));
    const { user, dialog } = await openAdd();
    await user.click(dialog.getByRole('checkbox', { name: 'Sun' }));
    setTime(dialog.getByLabelText('Starts at*'), '19:00');
    setTime(dialog.getByLabelText('Ends at*'), '21:00');
    await user.selectOptions(dialog.getByLabelText('Orders close'), 'hours_before');
    await user.clear(dialog.getByLabelText('Hours before'));
    await user.type(dialog.getByLabelText('Hours before'), '4');
    await user.dblClick(dialog.getByRole('button', { name: 'Save Slot' }));
    expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    creation.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Delivery Slot' })).not.toBeInTheDocument());
    expect(creation.bodies).toEqual([
      { weekdays: [1, 2, 3, 4, 5, 6], start: '19:00', end: '21:00', capacity_orders: 20, capacity_kg: 60, cutoff: { kind: 'hours_before', hours: 4 } },
    ]);
  });

  it('edits a slot with its values filled in, and shows the refusal the server gives', async () => {
    server.use(
      http.put('/api/admin/slots/templates/:id', () =>
        HttpResponse.json({ msg: 'Times are Hyderabad time written HH:MM, e.g. 07:00 or 19:30.' }, { status: 400 }),
      ),
    );
    const { user } = await openSlots();
    await user.click(screen.getByRole('button', { name: 'Edit slot 07:00–09:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Slot 07:00–09:00' }));
    expect(dialog.getByLabelText('Closing time')).toHaveValue('22:00');
    expect(dialog.getByLabelText('Capacity (orders)*')).toHaveValue(20);
    await user.click(dialog.getByRole('button', { name: 'Save Slot' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Times are Hyderabad time written HH:MM, e.g. 07:00 or 19:30.');
  });

  it('closes a day with its reason and opens one again', async () => {
    const closing = heldReply(() => HttpResponse.json(slotSettings, { status: 201 }));
    server.use(
      http.post('/api/admin/slots/closed-days', closing.resolver),
      http.delete('/api/admin/slots/closed-days/:date', () => HttpResponse.json({ ...slotSettings, closed_days: [] })),
    );
    const requests = recordRequests();
    const { user } = await openSlots();
    await user.click(screen.getByRole('button', { name: 'Close Day' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the day and say why it is closed');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-25' } });
    await user.type(screen.getByLabelText('Reason'), ' Christmas ');
    await user.click(screen.getByRole('button', { name: 'Close Day' }));
    expect(screen.getByRole('button', { name: 'Close Day' })).toBeDisabled();
    closing.release();
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveValue(''));
    expect(closing.bodies).toEqual([{ date: '2026-12-25', reason: 'Christmas' }]);
    await user.click(screen.getByRole('button', { name: 'Open Sun 29 Nov again' }));
    await waitFor(() => expect(requests.writes()).toEqual(['POST /api/admin/slots/closed-days', 'DELETE /api/admin/slots/closed-days/2026-11-29']));
  });
});
