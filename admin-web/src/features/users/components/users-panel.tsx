import { DataTable } from '@shared-ui-host/kit';
import { useUsers } from '../api/get-users';
import './users.css';
import { formatDate, initials } from '@/lib/format';

export function UsersPanel() {
  const users = useUsers();
  return (
    <section className="panel" aria-labelledby="users-heading">
      <div className="panel__header">
        <h2 id="users-heading">Users</h2>
      </div>
      <DataTable
        caption="Registered customers"
        captionHidden
        rows={users.data ?? []}
        rowKey={(user) => user.id}
        empty={users.isPending ? 'Loading users…' : 'No users yet.'}
        columns={[
          {
            key: 'user',
            header: 'User',
            render: (user) => (
              <div className="user-cell">
                <span className="user-avatar" aria-hidden="true">
                  {initials(user.name)}
                </span>
                <div>
                  <strong>{user.name}</strong>
                  <div className="muted id-text">{user.id}</div>
                </div>
              </div>
            ),
          },
          { key: 'phone', header: 'Phone', render: (user) => <span className="nowrap">{user.phone}</span> },
          {
            key: 'addresses',
            header: 'Saved addresses',
            render: (user) =>
              user.addresses.length === 0 ? (
                <span className="muted">No addresses</span>
              ) : (
                <ul className="plain-list">
                  {user.addresses.map((address, index) => (
                    <li key={index}>
                      {address.label}: {address.value}
                    </li>
                  ))}
                </ul>
              ),
          },
          { key: 'joined', header: 'Date joined', render: (user) => <span className="nowrap">{formatDate(user.created_at)}</span> },
        ]}
      />
    </section>
  );
}
