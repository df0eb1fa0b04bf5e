import { useState, type FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledField, LabelledInput, NewPasswordInput } from '@/components/labelled-field';
import { ActiveBadge } from '@/components/active-badge';
import { ListTable, type ListColumns } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@farm-store/shared-ui/host/kit';
import { STAFF_ROLES, useCreateStaff, useStaff, useUpdateStaff, type StaffMember, type StaffRole } from '../api/staff';

const EMPTY = { username: '', name: '', password: '', role: 'dispatcher' as StaffRole };

const RoleOptions = () =>
  STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {role}
    </option>
  ));

/** Owners: every staff account, adding one with a role, changing a role, disabling and enabling. */
export function StaffPanel() {
  const staff = useStaff(true);
  const update = useUpdateStaff();
  const create = useCreateStaff();
  const [adding, setAdding] = useState(false);
  const [rowError, setRowError] = useState('');
  const { form, setForm, set, setError, outcome, dialog } = useDialogForm(EMPTY, { busy: create.isPending, onClose: () => setAdding(false) });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.username.trim() || !form.name.trim() || form.password.length < 8) {
      return setError('Username, name and a password of at least 8 characters are required.');
    }
    create.mutate({ ...form, username: form.username.trim(), name: form.name.trim() }, outcome({ failed: 'Failed to add the staff member.' }));
  }

  const change = (input: { id: string; role?: StaffRole; active?: boolean }) => {
    setRowError('');
    update.mutate(input, { onError: (failure) => setRowError(errorMessage(failure, 'Failed to save the change.')) });
  };

  const columns: ListColumns<StaffMember> = [
    { key: 'name', header: 'Name', render: (member) => member.name },
    { key: 'username', header: 'Username', render: (member) => member.username },
    {
      key: 'role',
      header: 'Role',
      render: (member) => (
        <select
          aria-label={`Role of ${member.name}`}
          value={member.role}
          disabled={update.isPending}
          onChange={(e) => change({ id: member.id, role: e.target.value as StaffRole })}
        >
          <RoleOptions />
        </select>
      ),
    },
    { key: 'status', header: 'Status', render: (member) => <ActiveBadge active={member.active} off="Disabled" /> },
    {
      key: 'action',
      header: 'Action',
      render: (member) => (
        <Button variant="secondary" disabled={update.isPending} onClick={() => change({ id: member.id, active: !member.active })}>
          {member.active ? `Disable ${member.name}` : `Enable ${member.name}`}
        </Button>
      ),
    },
  ];

  return (
    <Panel id="staff" title="Staff" actions={<Button onClick={() => setAdding(true)}>Add Staff Member</Button>}>
      {rowError && <p role="alert">{rowError}</p>}
      <ListTable caption="Staff accounts" rows={staff.data} failed={staff.isError} noun="staff members" columns={columns} />
      <FormDialog {...dialog} open={adding} title="Add Staff Member" submitLabel="Add" busyLabel="Saving..." onSubmit={onSubmit}>
        <LabelledInput label="Name*" value={form.name} autoComplete="off" onChange={set('name')} />
        <LabelledInput label="Username*" value={form.username} autoComplete="off" onChange={set('username')} />
        <NewPasswordInput label="Password*" hint="At least 8 characters; they change it after signing in." value={form.password} onChange={set('password')} />
        <LabelledField label="Role*">
          <select value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}>
            <RoleOptions />
          </select>
        </LabelledField>
      </FormDialog>
    </Panel>
  );
}
