import { useState, type FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledField, LabelledInput, NewPasswordInput } from '@/components/labelled-field';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@farm-store/shared-ui/host/kit';
import { STAFF_ROLES, useCreateStaff, useStaff, useUpdateStaff, type StaffRole } from '../api/staff';

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

  return (
    <section aria-label="Staff">
      <div className="panel__toolbar">
        <Button onClick={() => setAdding(true)}>Add Staff Member</Button>
      </div>
      {rowError && <p role="alert">{rowError}</p>}
      {staff.isError && <p role="alert">{errorMessage(staff.error, 'Failed to load staff.')}</p>}
      <table className="table">
        <thead>
          <tr>
            <th>Name</th>
            <th>Username</th>
            <th>Role</th>
            <th>Status</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {(staff.data ?? []).map((member) => (
            <tr key={member.id}>
              <td>{member.name}</td>
              <td>{member.username}</td>
              <td>
                <select
                  aria-label={`Role of ${member.name}`}
                  value={member.role}
                  disabled={update.isPending}
                  onChange={(e) => change({ id: member.id, role: e.target.value as StaffRole })}
                >
                  <RoleOptions />
                </select>
              </td>
              <td>{member.active ? 'Active' : 'Disabled'}</td>
              <td>
                <Button variant="secondary" disabled={update.isPending} onClick={() => change({ id: member.id, active: !member.active })}>
                  {member.active ? `Disable ${member.name}` : `Enable ${member.name}`}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
    </section>
  );
}
