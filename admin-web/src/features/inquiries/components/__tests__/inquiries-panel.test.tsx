import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { inquiries } from '@/testing/fixtures';
import type { Inquiry } from '../../api/get-inquiries';

const handled: Inquiry = {
  ...inquiries[0],
  id: 'i2',
  form_data: { full_name: 'Ayesha Khan', email: 'ayesha@example.com', phone_number: '9876512345', city_of_interest: 'Warangal' },
  inquiry_type: 'Franchise',
  handled: true,
  handled_note: 'Sent the franchise brochure',
  handled_at: '2026-11-19T09:00:00.000Z',
};

describe('Inquiries: handled with a note, and filtered by it', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

  it('marks a waiting inquiry handled with a note (the button waits while saving), shows handled ones as such, and filters', async () => {
    let stored: Inquiry[] = [inquiries[0], handled];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/inquiries', () => HttpResponse.json(stored)),
      http.put('/api/admin/inquiries/:id', async ({ request, params }) => {
        const body = (await request.json()) as { handled: boolean; note?: string };
        sent.push({ id: params.id, ...body });
        stored = stored.map((i) =>
          i.id === params.id ? { ...i, handled: body.handled, handled_note: body.note ?? i.handled_note, handled_at: '2026-11-20T09:00:00.000Z' } : i,
        );
        return HttpResponse.json(stored.find((i) => i.id === params.id));
      }),
    );
    const { user } = await renderApp('/admin/inquiries');
    const ayesha = await screen.findByRole('row', { name: /Ayesha Khan/ });
    expect(within(ayesha).getByText(/^Handled/)).toBeInTheDocument();
    expect(within(ayesha).getByText('Sent the franchise brochure')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'waiting');
    expect(screen.queryByRole('row', { name: /Ayesha Khan/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark handled: inquiry from Kiran Dairy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark inquiry handled' }));
    await user.type(dialog.getByLabelText(/What was done/), 'Called back; samples on Friday');
    await user.click(dialog.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ id: 'i1', handled: true, note: 'Called back; samples on Friday' }]);
    expect(await screen.findByText('No waiting inquiries.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'handled');
    const kiran = await screen.findByRole('row', { name: /Kiran Dairy/ });
    expect(within(kiran).getByText('Called back; samples on Friday')).toBeInTheDocument();
    await user.click(within(kiran).getByRole('button', { name: 'Mark waiting: inquiry from Kiran Dairy' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ id: 'i1', handled: false });
  });
});
