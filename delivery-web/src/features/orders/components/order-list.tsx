import { useEffect, useId, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { Price, SkeletonCard } from '@farm-store/shared-ui/host/kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DeliveryOrder } from '../types';
import { isDelivered, todaysTotals } from '../utils/cash';
import { groupBySlot, slotLabel } from '../utils/slot';
import { OrderCard } from './order-card';
import './orders.css';

const loadFailure = (error: unknown) => (error instanceof ApiError && error.msg) || 'Failed to fetch orders.';

/**
 * The orders of the dashboard: skeletons, the failure message, then for a partner what is still to do and what
 * they delivered today (the API lists today's deliveries, Hyderabad time); an admin's view-only list is one list.
 */
export function OrderList({ query, readOnly }: { query: UseQueryResult<DeliveryOrder[]>; readOnly: boolean }) {
  if (query.isPending) {
    return (
      <div className="order-list" aria-busy="true" aria-label="Loading orders">
        <SkeletonCard />
        <SkeletonCard />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <p className="order-list__error" role="alert">
        {loadFailure(query.error)}
      </p>
    );
  }
  const orders = query.data ?? [];
  return (
    <>
      {query.isError && (
        <p className="order-list__error" role="alert">
          {loadFailure(query.error)}
        </p>
      )}
      {readOnly ? <Cards orders={orders} readOnly /> : <PartnerLists orders={orders} />}
    </>
  );
}

function Cards({ orders, readOnly }: { orders: DeliveryOrder[]; readOnly: boolean }) {
  return (
    <div className="order-list">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} readOnly={readOnly} />
      ))}
    </div>
  );
}

const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/**
 * What is left to deliver by slot, the earliest first, so the partner rides in the order promised; orders without
 * a slot come last. A list in which no order has a slot (a zone without slots) stays one list.
 */
function SlotGroups({ orders }: { orders: DeliveryOrder[] }) {
  const headingId = useId();
  if (!orders.some((order) => order.slot)) return <Cards orders={orders} readOnly={false} />;
  return groupBySlot(orders).map(({ slot, orders: inSlot }, index) => (
    <section key={slot?.id ?? 'none'} className="order-section order-section--slot" aria-labelledby={`${headingId}-${index}`}>
      <h3 id={`${headingId}-${index}`} className="order-section__slot-title">
        {slot ? slotLabel(slot) : 'No slot'} <span className="order-section__count">· {ordersCount(inSlot.length)}</span>
      </h3>
      <Cards orders={inSlot} readOnly={false} />
    </section>
  ));
}

function PartnerLists({ orders }: { orders: DeliveryOrder[] }) {
  const active = orders.filter((order) => !isDelivered(order));
  const today = orders.filter(isDelivered);
  const totals = todaysTotals(today);
  const todayHeading = useRef<HTMLHeadingElement>(null);

  // A completed order's card moves to Today and its button goes with it: keep the keyboard user's place there.
  const delivered = useRef(totals.count);
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (totals.count > delivered.current && focusLost) todayHeading.current?.focus();
    delivered.current = totals.count;
  }, [totals.count]);

  return (
    <>
      <section className="order-section" aria-labelledby="to-deliver">
        <h2 id="to-deliver" className="order-section__title">
          To deliver <span className="order-section__count">({active.length})</span>
        </h2>
        {active.length === 0 ? (
          <div className="order-list__empty">
            <h3>{today.length > 0 ? 'All done for now' : 'No Orders Assigned'}</h3>
            <p>
              {today.length > 0
                ? 'Nothing left to deliver. Well done! New orders show up here on their own.'
                : 'There are no orders currently assigned to you. New ones show up here on their own.'}
            </p>
          </div>
        ) : (
          <SlotGroups orders={active} />
        )}
      </section>
      {today.length > 0 && (
        <section className="order-section" aria-labelledby="today">
          <h2 id="today" ref={todayHeading} tabIndex={-1} className="order-section__title">
            Today
          </h2>
          <p className="order-section__summary">
            <span>{totals.count} delivered</span>
            <span>
              <Price amount={totals.cash} /> cash collected
            </span>
          </p>
          <Cards orders={today} readOnly={false} />
        </section>
      )}
    </>
  );
}
