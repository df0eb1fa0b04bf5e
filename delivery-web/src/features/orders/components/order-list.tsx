import { ApiError } from '@/lib/api-client';
import { SkeletonCard } from '@shared-ui-host/kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DeliveryOrder } from '../types';
import { OrderCard } from './order-card';
import './orders.css';

const loadFailure = (error: unknown) => (error instanceof ApiError && error.msg) || 'Failed to fetch orders.';

/** The orders of the dashboard: skeletons, the failure message, the empty state, or a card per order. */
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
      {orders.length === 0 ? (
        <section className="order-list__empty" aria-labelledby="no-orders">
          <h3 id="no-orders">No Orders Assigned</h3>
          <p>There are no orders currently assigned to you. New ones show up here on their own.</p>
        </section>
      ) : (
        <div className="order-list">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} readOnly={readOnly} />
          ))}
        </div>
      )}
    </>
  );
}
