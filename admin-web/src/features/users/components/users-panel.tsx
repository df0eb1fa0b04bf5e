import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Price } from '@farm-store/shared-ui/host/kit';
import { CellList } from '@/components/cell-list';
import { ListPager } from '@/components/list-pager';
import { ListSearchBar } from '@/components/list-search-bar';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { formatDate, initials } from '@/lib/format';
import { useListSearch } from '@/lib/list-search';
import { useUsers, type AdminUser } from '../api/get-users';
import { AddStoreCreditModal } from './add-store-credit-modal';
import './users.css';

/**
 * Customers, newest first, searched (name or phone) and paged by the server; the search and page are in the URL.
 * `ordersPath`: where a customer's own orders are listed (the Orders tab, which another feature owns).
 * `mayAddCredit`: staff who may add goodwill store credit (owner, manager) get "Add store credit" on each row.
 */
export function UsersPanel({ ordersPath, mayAddCredit = false }: { ordersPath?: (userId: string) => string; mayAddCredit?: boolean }) {
  const list = useListSearch();
  const users = useUsers(list.search);
  const page = users.data;
  const [crediting, setCrediting] = useState<AdminUser | null>(null);
  return (
    <Panel id="users" title="Users">
      <ListSearchBar
        list={list}
        label="Search customers by name or phone"
        placeholder="e.g. Lakshmi or 98480"
        noun="customers"
        total={page?.total}
        updating={users.isFetching}
      />
      <ListTable
        caption={list.search.q ? `Customers matching "${list.search.q}"` : 'Registered customers'}
        rows={page?.rows}
        failed={users.isError}
        noun="users"
        empty={list.search.q ? `No customer matches "${list.search.q}".` : undefined}
        columns={[
          {
            key: 'user',
            header: 'User',
            render: (user) => (
              <div className="user-cell">
                <span className="user-avatar" aria-hidden="true">
                  {initials(user.name)}
                </span>
                <strong>{user.name}</strong>
              </div>
            ),
          },
          { key: 'phone', header: 'Phone', render: (user) => <span className="nowrap">{user.phone}</span> },
          {
            key: 'addresses',
            header: 'Saved addresses',
            render: (user) => (
              <CellList items={user.addresses} none="No addresses">
                {(address) => `${address.label}: ${address.value}`}
              </CellList>
            ),
          },
          {
            key: 'credit',
            header: 'Store credit',
            render: (user) => (
              <div className="user-credit">
                <Price amount={user.store_credit} />
                {mayAddCredit && (
                  <Button variant="secondary" onClick={() => setCrediting(user)} aria-label={`Add store credit for ${user.name}`}>
                    Add store credit
                  </Button>
                )}
              </div>
            ),
          },
          { key: 'joined', header: 'Date joined', render: (user) => <span className="nowrap">{formatDate(user.created_at)}</span> },
          ...(ordersPath
            ? [
                {
                  key: 'orders',
                  header: 'Orders',
                  render: (user: AdminUser) => (
                    <Link className="fsui-link-button fsui-link-button--touch nowrap" to={ordersPath(user.id)} aria-label={`View orders of ${user.name}`}>
                      View orders
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
      {page && <ListPager label="Customer pages" page={list.search.page} totalPages={page.totalPages} onPage={list.setPage} />}
      {crediting && <AddStoreCreditModal user={crediting} onClose={() => setCrediting(null)} />}
    </Panel>
  );
}
