import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { Confetti, Price } from '@/lib/shared-ui';
import type { PlacedOrder } from './payment-view';
import './checkout.css';

function isPlacedOrder(state: unknown): state is PlacedOrder {
  return !!state && typeof state === 'object' && typeof (state as PlacedOrder).orderId === 'string' && Array.isArray((state as PlacedOrder).items);
}

/** Shown after Confirm Order; reached only with the placed order in the navigation state. */
export function OrderSuccess() {
  const { state } = useLocation();
  if (!isPlacedOrder(state)) return <Navigate to={paths.account} replace />;
  const count = state.items.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="page order-success">
      <Confetti pieces={150} />
      <h1 className="page-title">Order Placed Successfully!</h1>
      <p>Thank you for shopping with us. Your order is on its way to being packed.</p>
      <dl className="summary card">
        <div>
          <dt>Order ID</dt>
          <dd data-testid="order-id">{state.orderId}</dd>
        </div>
        <div>
          <dt>Booking Time</dt>
          <dd>{formatDateTime(state.createdAt)}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{count}</dd>
        </div>
        <div className="summary__total">
          <dt>Total Amount</dt>
          <dd><Price amount={state.totalAmount} data-testid="success-total" /></dd>
        </div>
      </dl>
      <section className="card stack" aria-labelledby="ordered-items-title">
        <h2 id="ordered-items-title" className="section-title">
          Items Ordered
        </h2>
        <ul className="order-success__items">
          {state.items.map((line) => (
            <li key={line.id}>
              <span>
                {line.name} ({line.variantLabel}) × {line.quantity}
              </span>
              <Price amount={line.price * line.quantity} />
            </li>
          ))}
        </ul>
      </section>
      <div className="row" style={{ justifyContent: 'center' }}>
        <Link to={paths.home} className="button-link">
          Continue Shopping
        </Link>
        <Link to={paths.account} className="button-link button-link--secondary">
          View My Orders
        </Link>
      </div>
    </div>
  );
}
