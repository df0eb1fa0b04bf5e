import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { openTab } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';
import type { StaffMember } from '../../api/staff';

const owner: StaffMember = { id: 's1', username: 'admin', name: 'Ravi', role: 'owner', active: true, created_at: '2026-11-01T00:00:00.000Z' };

/** A staff list kept by the fake server, changed by POST and PUT like the API does. */
function staffServer(initial: StaffMember[]) {
  let staff = [...initial];
  let release: (() => void) | null = null;
  const hold = () => new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/api/admin/staff', () => HttpResponse.json(staff)),
    http.post('/api/admin/staff', async ({ request }) => {
      const body = (await request.json()) as Omit<StaffMember, 'id' | 'active' | 'created_at'>;
      await hold();
      if (staff.some((m) => m.username === body.username)) return HttpResponse.json({ msg: 'That username is taken.' }, { status: 409 });
      const created = { id: `s${staff.length + 1}`, username: body.username, name: body.name, role: body.role, active: true, created_at: owner.created_at };
      staff = [...staff, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/admin/staff/:id', async ({ params, request }) => {
      const change = (await request.json()) as Partial<StaffMember>;
      await hold();
      staff = staff.map((m) => (m.id === params.id ? { ...m, ...change } : m));
      return HttpResponse.json(staff.find((m) => m.id === params.id));
    }),
  );
  return { release: () => release?.() };
}

describe('Staff tab', () => {
  it('adds a dispatcher once, with the role chosen, and lists them', async () => {
    const fake = staffServer([owner]);
    const requests = recordRequests();
    const { user } = await openTab('Staff');
    expect(await screen.findByText('admin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Staff Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff Member' });
    await user.type(within(dialog).getByLabelText('Name*'), 'Dev');
    await user.type(within(dialog).getByLabelText('Username*'), 'dev');
    await user.type(within(dialog).getByLabelText(/^Password\*/), 'dispatch-123');
    expect(within(dialog).getByLabelText('Role*')).toHaveValue('dispatcher');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    fake.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Staff Member' })).not.toBeInTheDocument());
    const row = (await screen.findByText('dev')).closest('tr')!;
    expect(within(row).getByRole('combobox', { name: 'Role of Dev' })).toHaveValue('dispatcher');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(requests.writes()).toEqual(['POST /api/admin/staff']);
  });

  it('asks for every field and a long enough password before sending, and shows a refusal in the dialog', async () => {
    const fake = staffServer([owner]);
    const requests = recordRequests();
    const { user } = await openTab('Staff');
    await user.click(await screen.findByRole('button', { name: 'Add Staff Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff Member' });
    await user.type(within(dialog).getByLabelText('Name*'), 'Another');
    await user.type(within(dialog).getByLabelText('Username*'), 'admin');
    await user.type(within(dialog).getByLabelText(/^Password\*/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(/a password of at least 8 characters are required/)).toBeInTheDocument();
    expect(requests.writes()).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Password\*/), '-but-longer');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    fake.release();
    expect(await within(dialog).findByText('That username is taken.')).toBeInTheDocument();
  });

  it('changes a role and disables a member, one request at a time', async () => {
    const manager: StaffMember = { ...owner, id: 's2', username: 'mala', name: 'Mala', role: 'manager' };
    const fake = staffServer([owner, manager]);
    const requests = recordRequests();
    const { user } = await openTab('Staff');
    const role = await screen.findByRole('combobox', { name: 'Role of Mala' });
    await user.selectOptions(role, 'dispatcher');
    expect(screen.getByRole('button', { name: 'Disable Mala' })).toBeDisabled();
    fake.release();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Mala' })).toHaveValue('dispatcher'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disable Mala' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Disable Mala' }));
    fake.release();
    expect(await screen.findByRole('button', { name: 'Enable Mala' })).toBeInTheDocument();
    expect(within(screen.getByText('mala').closest('tr')!).getByText('Disabled')).toBeInTheDocument();
    expect(requests.writes()).toEqual(['PUT /api/admin/staff/s2', 'PUT /api/admin/staff/s2']);
  });
});
