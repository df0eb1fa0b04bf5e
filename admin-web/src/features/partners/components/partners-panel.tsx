import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import { usePartners, type DeliveryPartner } from '../api/get-partners';
import { useUpdatePartner, type OrderInHand } from '../api/update-partner';
import { AddPartnerModal } from './add-partner-modal';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { ActiveBadge } from '@/components/active-badge';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import './partners.css';

/** A partner just disabled while orders were still in their hands. */
interface Stranded {
  partner: DeliveryPartner;
  orders: OrderInHand[];
}

/**
 * The Partners tab. Disabling a partner who still holds orders lists those orders, with a way to the Orders tab
 * showing them (`onShowOrders`, wired by the dashboard: features do not reach into each other).
 */
export function PartnersPanel({ onShowOrders }: { onShowOrders?: (partner: DeliveryPartner) => void }) {
  const partners = usePartners();
  const updatePartner = useUpdatePartner();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [stranded, setStranded] = useState<Stranded | null>(null);

  function toggle(partner: DeliveryPartner) {
    updatePartner.mutate(
      { id: partner.id, active: !partner.active },
      {
        onSuccess: (updated) => {
          toast.success(`${partner.name} ${updated.active ? 'enabled' : 'disabled'}.`);
          setStranded(!updated.active && updated.ordersInHand.length > 0 ? { partner: updated, orders: updated.ordersInHand } : null);
        },
        onError: (failure) => toast.error(errorMessage(failure, 'Failed to update partner.')),
      },
    );
  }

  return (
    <Panel id="partners" title="Delivery Partners" actions={<Button onClick={() => setAdding(true)}>Add Partner</Button>}>
      {stranded && (
        <div className="partners-stranded" role="alert">
          <p>
            <strong>These orders need another partner:</strong> {stranded.partner.name} is disabled but still has{' '}
            {stranded.orders.length === 1 ? 'this order' : `these ${stranded.orders.length} orders`}.
          </p>
          <ul>
            {stranded.orders.map((order) => (
              <li key={order.id}>
                #{shortOrderId(order.id)} · {order.customer_name} · {order.delivery_status}
              </li>
            ))}
          </ul>
          {onShowOrders && (
            <Button variant="secondary" onClick={() => onShowOrders(stranded.partner)}>
              Show {stranded.partner.name}'s orders
            </Button>
          )}
        </div>
      )}
      <ListTable
        caption="Delivery partners"
        rows={partners.data}
        failed={partners.isError}
        noun="delivery partners"
        columns={[
          {
            key: 'name',
            header: 'Partner',
            render: (partner) => <strong>{partner.name}</strong>,
          },
          { key: 'phone', header: 'Phone', render: (partner) => <span className="nowrap">{partner.phone}</span> },
          { key: 'state', header: 'Status', render: (partner) => <ActiveBadge active={partner.active} off="Disabled" /> },
          {
            key: 'actions',
            header: 'Actions',
            render: (partner) => (
              <Button
                variant={partner.active ? 'danger' : 'secondary'}
                // One change at a time: every row waits while one is being saved.
                disabled={updatePartner.isPending}
                busy={updatePartner.isPending && updatePartner.variables?.id === partner.id}
                aria-label={`${partner.active ? 'Disable' : 'Enable'} ${partner.name}`}
                onClick={() => toggle(partner)}
              >
                {partner.active ? 'Disable' : 'Enable'}
              </Button>
            ),
          },
        ]}
      />
      <AddPartnerModal open={adding} onClose={() => setAdding(false)} />
    </Panel>
  );
}
