import { Link } from 'react-router';
import { Button } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { ListTable } from '@/components/list-table';
import { packOrderPath, tabPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatSlot } from '@/lib/format';
import { usePackingList } from '../api/get-packing-list';
import './slots.css';

const kg = (weight: number) => `${Math.round(weight * 100) / 100} kg`;

/** What to pack for one slot: each size's total quantity and weight, and the orders it goes to; printable as it stands. */
export function PackingList({ slotId }: { slotId: string }) {
  const list = usePackingList(slotId);
  const data = list.data;
  return (
    <main className="packing-list">
      <div className="packing-list__actions">
        <Link to={tabPath('slot-fill')}>← Slot fill</Link>
        <Button disabled={!data} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <h1>Packing list{data && `: ${formatSlot(data.slot)}`}</h1>
      {list.isError && (
        <p className="form-error" role="alert">
          {errorMessage(list.error, 'Could not load the packing list. Reload the page to try again.')}
        </p>
      )}
      {data && (
        <p>
          {data.orders === 1 ? '1 order' : `${data.orders} orders`} · {kg(data.weight_kg)}
        </p>
      )}
      <ListTable
        caption="Packing list"
        rows={data?.lines.map((line) => ({ ...line, id: line.variant_id }))}
        failed={list.isError}
        noun="items"
        empty="Nothing to pack: no orders in this slot."
        columns={[
          {
            key: 'item',
            header: 'Item',
            render: (line) => (
              <>
                <strong>{line.name}</strong> {line.variantLabel}
              </>
            ),
          },
          { key: 'quantity', header: 'Quantity', align: 'end', render: (line) => line.quantity },
          { key: 'weight', header: 'Weight', align: 'end', render: (line) => <span className="nowrap">{kg(line.weight_kg)}</span> },
          {
            key: 'orders',
            header: 'Orders',
            render: (line) => (
              <ul className="packing-list__orders">
                {line.orders.map((order) => (
                  <li key={order.id}>
                    #{shortOrderId(order.id)} {order.customer_name} × {order.quantity}
                    {line.sold_by_weight && (
                      <>
                        {' · '}
                        <Link to={packOrderPath(order.id)} aria-label={`Pack order ${shortOrderId(order.id)}`}>
                          Pack
                        </Link>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </main>
  );
}
