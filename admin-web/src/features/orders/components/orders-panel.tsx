import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, DataTable, Price, useToast } from '@shared-ui-host/kit';
import { errorMessage } from '@/lib/api-client';
import { DELIVERY_STATUSES, NO_ORDER_FILTERS, useOrders, type AdminOrder, type OrderFilters } from '../api/get-orders';
import { useUnassignOrder } from '../api/unassign-order';
import {
  AUTOMATED_TOOLTIP,
  canAssign,
  canCancel,
  canReassign,
  canShip,
  carrierOf,
  dateOf,
  deliveryStatusOf,
  statusTone,
} from '../utils/order-display';
import { AssignOrderModal, type AssignablePartner } from './assign-order-modal';
import { CancelOrderModal } from './cancel-order-modal';
import { ExportOrdersForm } from './export-orders-form';
import { OrderTimeline } from './order-timeline';
import { ShipOrderModal } from './ship-order-modal';
import './orders.css';

const toggleId = (orderId: string) => `order-toggle-${orderId}`;

/** A cell's first line, as tall as the order toggle and the Assign button, so a row's texts line up. */
const Line = ({ children }: { children: ReactNode }) => <span className="order-line">{children}</span>;

/**
 * The Orders tab; the partners to assign to come from the dashboard (another feature owns them), and so may a
 * partner whose orders to show (the Partners tab's "show these orders" after disabling someone).
 */
export function OrdersPanel({
  partners,
  partnerFilter = null,
  onClearPartnerFilter,
}: {
  partners: AssignablePartner[];
  partnerFilter?: AssignablePartner | null;
  onClearPartnerFilter?: () => void;
}) {
  const [chosen, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const filters = { ...chosen, partner: partnerFilter?.id ?? '' };
  const [expanded, setExpanded] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<AdminOrder | null>(null);
  const [shipping, setShipping] = useState<AdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const unassignOrder = useUnassignOrder();
  const toast = useToast();
  // One row action at a time: every row's buttons wait while one request is in flight (ship and cancel in their dialogs).
  const rowBusy = unassignOrder.isPending;
  // An assigned order's button is disabled from then on, so the keyboard focus goes to the order itself.
  const [justAssigned, setJustAssigned] = useState<string | null>(null);
  useEffect(() => {
    if (justAssigned && !assigning) document.getElementById(toggleId(justAssigned))?.focus();
  }, [justAssigned, assigning]);
  const orders = useOrders(filters);
  const page = orders.data;

  const filter = (change: Partial<OrderFilters>) => setFilters({ ...chosen, ...change, page: 1 });
  const label = (order: AdminOrder) => `#${order.id.slice(-8)}`;

  function unassign(order: AdminOrder) {
    if (order.partner_id === null) return;
    if (!window.confirm(`Take order ${label(order)} back from ${order.partner_name ?? 'its partner'}? It goes back to Pending.`)) return;
    unassignOrder.mutate(
      { orderId: order.id, fromPartnerId: order.partner_id },
      {
        onSuccess: () => toast.success(`Order ${order.id} is Pending again, without a partner.`),
        onError: (failure) => toast.error(errorMessage(failure, 'Failed to unassign order.')),
      },
    );
  }

  return (
    <section className="panel" aria-labelledby="orders-heading">
      <div className="panel__header">
        <h2 id="orders-heading">Orders</h2>
        <div className="orders-filters">
          <label className="field">
            <span>Delivery status</span>
            <select value={filters.status} onChange={(e) => filter({ status: e.target.value as OrderFilters['status'] })}>
              <option value="">All statuses</option>
              {DELIVERY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Destination</span>
            <select value={filters.outstation} onChange={(e) => filter({ outstation: e.target.value as OrderFilters['outstation'] })}>
              <option value="">All orders</option>
              <option value="true">Outstation only</option>
              <option value="false">Hyderabad only</option>
            </select>
          </label>
          <ExportOrdersForm status={filters.status} />
        </div>
      </div>
      {partnerFilter && (
        <p className="orders-partner-filter">
          Orders of {partnerFilter.name}
          <Button variant="ghost" onClick={onClearPartnerFilter}>
            Show all orders
          </Button>
        </p>
      )}
      {orders.isError && <p className="form-error">Could not load orders.</p>}
      <DataTable
        caption={page ? `Orders (${page.total})` : 'Orders'}
        captionHidden
        rows={page?.orders ?? []}
        rowKey={(order) => order.id}
        rowClassName={(order) => (order.is_outstation ? 'order-row--outstation' : undefined)}
        empty={orders.isPending ? 'Loading orders…' : 'No orders match these filters.'}
        columns={[
          {
            key: 'order',
            header: 'Order',
            render: (order) => (
              <div className="order-cell">
                <button
                  type="button"
                  id={toggleId(order.id)}
                  className="order-cell__toggle"
                  aria-expanded={expanded === order.id}
                  aria-controls={`order-details-${order.id}`}
                  onClick={() => setExpanded(expanded === order.id ? null : order.id)}
                >
                  <span aria-hidden="true">{expanded === order.id ? '▾' : '▸'}</span> #{order.id.slice(-8)}
                  <span className="visually-hidden"> (show items and shipping)</span>
                </button>
                {order.is_outstation && <Badge tone="red">Outstation</Badge>}
                {expanded === order.id && (
                  <div id={`order-details-${order.id}`} className="order-details">
                    <ul>
                      {order.items.map((item, index) => (
                        <li key={index}>
                          {item.name} ({item.variantLabel}) — {item.quantity} x <Price amount={item.price} />
                        </li>
                      ))}
                    </ul>
                    <p>
                      <strong>{order.shipping_address.label || 'Shipping'}:</strong> {order.shipping_address.value}
                    </p>
                    {order.tracking_number && (
                      <p>
                        <strong>Courier:</strong> {order.courier}, tracking number {order.tracking_number}
                      </p>
                    )}
                    <OrderTimeline order={order} />
                  </div>
                )}
              </div>
            ),
          },
          {
            key: 'customer',
            header: 'Customer',
            render: (order) => (
              <span className="order-customer">
                <span>{order.customer_name}</span>
                <a href={`tel:${order.customer_phone}`}>{order.customer_phone}</a>
              </span>
            ),
          },
          {
            key: 'status',
            header: 'Delivery status',
            render: (order) => (
              <Line>
                <Badge tone={statusTone(deliveryStatusOf(order))}>{deliveryStatusOf(order)}</Badge>
              </Line>
            ),
          },
          { key: 'partner', header: 'Partner', render: (order) => <Line>{carrierOf(order)}</Line> },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            render: (order) => (
              <Line>
                <Price amount={order.total_amount} />
              </Line>
            ),
          },
          {
            key: 'date',
            header: 'Date',
            render: (order) => (
              <Line>
                <span className="nowrap">{dateOf(order)}</span>
              </Line>
            ),
          },
          {
            key: 'assign',
            header: 'Action',
            render: (order) => {
              const automated = order.delivery_type === 'automated';
              return (
                <span className="order-actions">
                  {canReassign(order) ? (
                    <>
                      <Button variant="secondary" disabled={rowBusy} aria-label={`Reassign order ${order.id}`} onClick={() => setAssigning(order)}>
                        Reassign
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={rowBusy}
                        busy={unassignOrder.isPending && unassignOrder.variables?.orderId === order.id}
                        aria-label={`Unassign order ${order.id}`}
                        onClick={() => unassign(order)}
                      >
                        Unassign
                      </Button>
                    </>
                  ) : (
                    <span title={automated ? AUTOMATED_TOOLTIP : undefined}>
                      <Button
                        variant="secondary"
                        disabled={!canAssign(order) || rowBusy}
                        title={automated ? AUTOMATED_TOOLTIP : undefined}
                        aria-label={`Assign order ${order.id}`}
                        onClick={() => setAssigning(order)}
                      >
                        Assign
                      </Button>
                    </span>
                  )}
                  {canShip(order) && (
                    <Button variant="secondary" disabled={rowBusy} aria-label={`Ship order ${order.id}`} onClick={() => setShipping(order)}>
                      Ship
                    </Button>
                  )}
                  {canCancel(order) && (
                    <Button variant="danger" disabled={rowBusy} aria-label={`Cancel order ${order.id}`} onClick={() => setCancelling(order)}>
                      Cancel
                    </Button>
                  )}
                </span>
              );
            },
          },
        ]}
      />
      {page && page.totalPages > 1 && (
        <nav className="pager" aria-label="Order pages">
          <Button variant="secondary" disabled={filters.page <= 1} onClick={() => setFilters({ ...chosen, page: chosen.page - 1 })}>
            Previous
          </Button>
          <span>
            Page {page.page} / {page.totalPages}
          </span>
          <Button
            variant="secondary"
            disabled={filters.page >= page.totalPages}
            onClick={() => setFilters({ ...chosen, page: chosen.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
      {shipping && <ShipOrderModal order={shipping} onClose={() => setShipping(null)} />}
      {cancelling && <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} />}
      {assigning && (
        <AssignOrderModal
          order={assigning}
          partners={partners}
          onClose={() => setAssigning(null)}
          onAssigned={() => {
            setJustAssigned(assigning.id);
            setAssigning(null);
          }}
        />
      )}
    </section>
  );
}
