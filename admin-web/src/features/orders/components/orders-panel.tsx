import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Price, useToast } from '@farm-store/shared-ui/host/kit';
import { LabelledField } from '@/components/labelled-field';
import { ListPager } from '@/components/list-pager';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { useSlotFill } from '@/features/slots/api/get-slot-fill';
import { errorMessage } from '@/lib/api-client';
import { formatSlot } from '@/lib/format';
import type { BulkAssignResult } from '../api/bulk-assign-orders';
import { DELIVERY_STATUSES, useOrder, useOrders, type AdminOrder, type OrderFilters } from '../api/get-orders';
import { useUnassignOrder } from '../api/unassign-order';
import { canAssign, carrierOf, dateOf, deliveryStatusOf, shortId, statusLabel, statusTone } from '../utils/order-display';
import { filtersFromSearch, searchWith } from '../utils/order-search';
import { AssignOrderModal, type AssignablePartner } from './assign-order-modal';
import { BulkAssignBar } from './bulk-assign-bar';
import { CancelOrderModal } from './cancel-order-modal';
import { ExportOrdersForm } from './export-orders-form';
import { HandoverOverrides } from './handover-overrides';
import { MoveSlotModal } from './move-slot-modal';
import { OrderActions, type OrderAction } from './order-actions';
import { OrderDetail } from './order-detail';
import type { TimelineViewer } from './order-timeline';
import { ShipOrderModal } from './ship-order-modal';
import { SlotOptions } from './slot-options';
import './orders.css';

const openerId = (orderId: string) => `order-open-${orderId}`;

/** A cell's first line, as tall as the order button and the Assign button, so a row's texts line up. */
const Line = ({ children }: { children: ReactNode }) => <span className="order-line">{children}</span>;

/**
 * The Orders tab. Its filters, page and the open order live in the URL query (utils/order-search.ts). The
 * partners come from the dashboard (another feature owns them): the active ones can be given orders, and any
 * one names the `partner` filter (the Partners tab's "show these orders" after disabling someone). Staff who
 * handle payments (`mayRefund`, `mayDownloadCreditNotes`) refund and download credit notes from an order's details; owners and managers (`mayApprove`) see the
 * deliveries waiting for their approval on top, and approve them there or in the order's details.
 */
export function OrdersPanel({
  partners,
  mayRefund,
  mayDownloadCreditNotes,
  mayApprove,
  viewer,
}: {
  partners: Array<AssignablePartner & { active: boolean }>;
  mayRefund: boolean;
  mayDownloadCreditNotes: boolean;
  mayApprove: boolean;
  viewer: TimelineViewer | null;
}) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const openId = search.get('order');
  const [assigning, setAssigning] = useState<AdminOrder | null>(null);
  const [shipping, setShipping] = useState<AdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const [moving, setMoving] = useState<AdminOrder | null>(null);
  const slotDays = useSlotFill().data?.days;
  // A slot from the link that is no longer among the next 3 days' still filters; it is shown by its id.
  const slotListed = slotDays?.some((day) => day.slots.some((slot) => slot.id === filters.slot));
  const [selected, setSelected] = useState<string[]>([]);
  const [notAssigned, setNotAssigned] = useState<BulkAssignResult['failed']>([]);
  const unassignOrder = useUnassignOrder();
  const toast = useToast();
  const activePartners = partners.filter((partner) => partner.active);
  const filteredPartner = partners.find((partner) => partner.id === filters.partner);
  // One row action at a time: every row's buttons wait while one request is in flight (ship and cancel in their dialogs).
  const rowBusy = unassignOrder.isPending;
  // An assigned order's button is disabled from then on, so the keyboard focus goes to the order itself.
  const [justAssigned, setJustAssigned] = useState<string | null>(null);
  useEffect(() => {
    if (justAssigned && !assigning) document.getElementById(openerId(justAssigned))?.focus();
  }, [justAssigned, assigning]);
  const orders = useOrders(filters);
  const page = orders.data;
  const rows = page?.orders ?? [];
  const onPage = rows.find((order) => order.id === openId);
  // A linked order on another page of the list is read on its own.
  const linked = useOrder(openId, orders.isSuccess && !orders.isPlaceholderData && !onPage);
  const open = onPage ?? (linked.data?.id === openId ? linked.data : null);
  // Only Pending partner orders shown on this page can be ticked; a tick on an order that moved or left the page drops.
  const selectable = rows.filter(canAssign).map((order) => order.id);
  const ticked = selected.filter((id) => selectable.includes(id));
  const allTicked = selectable.length > 0 && ticked.length === selectable.length;

  const go = (change: Record<string, string | number | null>) => setSearch(searchWith(search, change));
  const filter = (change: Partial<Record<keyof OrderFilters, string>>) => go(change);
  const label = (id: string) => shortId({ id });
  const toggle = (id: string, on: boolean) => setSelected(on ? [...ticked, id] : ticked.filter((other) => other !== id));

  function unassign(order: AdminOrder) {
    if (order.partner_id === null) return;
    if (!window.confirm(`Take order ${shortId(order)} back from ${order.partner_name ?? 'its partner'}? It goes back to Pending.`)) return;
    unassignOrder.mutate(
      { orderId: order.id, fromPartnerId: order.partner_id },
      {
        onSuccess: () => toast.success(`Order ${shortId(order)} is Pending again, without a partner.`),
        onError: (failure) => toast.error(errorMessage(failure, 'Failed to unassign order.')),
      },
    );
  }

  function act(action: OrderAction, order: AdminOrder) {
    if (action === 'assign') setAssigning(order);
    else if (action === 'ship') setShipping(order);
    else if (action === 'cancel') setCancelling(order);
    else if (action === 'move') setMoving(order);
    else unassign(order);
  }

  const actionsOf = (order: AdminOrder) => (
    <OrderActions order={order} busy={rowBusy} unassigning={unassignOrder.isPending && unassignOrder.variables?.orderId === order.id} onAction={act} />
  );

  return (
    <Panel
      id="orders"
      title="Orders"
      actions={
        <div className="orders-filters">
          <LabelledField label="Delivery status">
            <select value={filters.status} onChange={(e) => filter({ status: e.target.value })}>
              <option value="">All statuses</option>
              {DELIVERY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </LabelledField>
          <LabelledField label="Destination">
            <select value={filters.outstation} onChange={(e) => filter({ outstation: e.target.value })}>
              <option value="">All orders</option>
              <option value="true">Outstation only</option>
              <option value="false">Hyderabad only</option>
            </select>
          </LabelledField>
          <LabelledField label="Delivery slot">
            <select value={filters.slot} onChange={(e) => filter({ slot: e.target.value })}>
              <option value="">All slots</option>
              {filters.slot && !slotListed && <option value={filters.slot}>{filters.slot}</option>}
              {slotDays && <SlotOptions days={slotDays} />}
            </select>
          </LabelledField>
          <ExportOrdersForm status={filters.status} />
        </div>
      }
    >
      {mayApprove && <HandoverOverrides onOpen={(order) => go({ order: order.id })} />}
      {filters.customer && (
        <p className="orders-partner-filter">
          {/* The name from the orders themselves: the customer list is another tab's. */}
          Orders of {orders.data?.orders[0]?.customer_name ?? 'one customer'}
          <Button variant="ghost" onClick={() => filter({ customer: '' })}>
            Show all orders
          </Button>
        </p>
      )}
      {filters.partner && (
        <p className="orders-partner-filter">
          Orders of {filteredPartner?.name ?? 'one partner'}
          <Button variant="ghost" onClick={() => filter({ partner: '' })}>
            Show all orders
          </Button>
        </p>
      )}
      {ticked.length > 0 && (
        <BulkAssignBar
          selected={ticked}
          partners={activePartners}
          onDone={(result) => {
            setSelected([]);
            setNotAssigned(result.failed);
          }}
        />
      )}
      {notAssigned.length > 0 && (
        <div className="orders-not-assigned" role="alert">
          <p>{notAssigned.length === 1 ? 'This order was' : 'These orders were'} not assigned:</p>
          <ul>
            {notAssigned.map((failure) => (
              <li key={failure.id}>
                Order {label(failure.id)}: {failure.msg}
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={() => setNotAssigned([])}>
            Dismiss
          </Button>
        </div>
      )}
      <ListTable
        caption={page ? `Orders (${page.total})` : 'Orders'}
        rows={page?.orders}
        failed={orders.isError}
        rowClassName={(order) => (order.is_outstation ? 'order-row--outstation' : undefined)}
        noun="orders"
        empty="No orders match these filters."
        columns={[
          {
            key: 'order',
            header: (
              <label className="order-select">
                <input
                  type="checkbox"
                  checked={allTicked}
                  disabled={selectable.length === 0}
                  onChange={(e) => setSelected(e.target.checked ? selectable : [])}
                />
                <span>
                  Order<span className="fsui-visually-hidden"> (select all Pending orders on this page)</span>
                </span>
              </label>
            ),
            render: (order) => (
              <div className="order-cell">
                <span className="order-cell__line">
                  {canAssign(order) && (
                    <input
                      type="checkbox"
                      className="order-select__box"
                      aria-label={`Select order ${shortId(order)}`}
                      checked={ticked.includes(order.id)}
                      onChange={(e) => toggle(order.id, e.target.checked)}
                    />
                  )}
                  <button
                    type="button"
                    id={openerId(order.id)}
                    className="fsui-link-button fsui-link-button--touch order-cell__open"
                    aria-haspopup="dialog"
                    onClick={() => go({ order: order.id })}
                  >
                    {shortId(order)}
                    <span className="fsui-visually-hidden"> (open order details)</span>
                  </button>
                </span>
                {order.is_outstation && <Badge tone="red">Outstation</Badge>}
                {order.subscription && <Badge tone="blue">Subscription</Badge>}
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
                <Badge tone={statusTone(deliveryStatusOf(order))}>{statusLabel(deliveryStatusOf(order))}</Badge>
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
            key: 'slot',
            header: 'Delivery slot',
            render: (order) => (
              <Line>
                <span className="nowrap">{order.slot ? formatSlot(order.slot) : '—'}</span>
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
          { key: 'assign', header: 'Action', render: actionsOf },
        ]}
      />
      {page && <ListPager label="Order pages" page={filters.page} totalPages={page.totalPages} onPage={(to) => go({ page: to })} />}
      {open && (
        <OrderDetail
          order={open}
          actions={actionsOf(open)}
          mayRefund={mayRefund}
          mayDownloadCreditNotes={mayDownloadCreditNotes}
          mayApprove={mayApprove}
          viewer={viewer}
          onClose={() => go({ order: null })}
        />
      )}
      {openId && !open && linked.isError && (
        <p className="form-error" role="alert">
          {errorMessage(linked.error, `Order ${label(openId)} could not be loaded.`)}{' '}
          <Button variant="ghost" onClick={() => go({ order: null })}>
            Dismiss
          </Button>
        </p>
      )}
      {shipping && <ShipOrderModal order={shipping} onClose={() => setShipping(null)} />}
      {cancelling && <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} />}
      {moving && <MoveSlotModal order={moving} onClose={() => setMoving(null)} />}
      {assigning && (
        <AssignOrderModal
          order={assigning}
          partners={activePartners}
          onClose={() => setAssigning(null)}
          onAssigned={() => {
            setJustAssigned(assigning.id);
            setAssigning(null);
          }}
        />
      )}
    </Panel>
  );
}
