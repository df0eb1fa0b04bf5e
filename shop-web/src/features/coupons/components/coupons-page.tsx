import { formatDate, formatRupees } from '@/lib/format';
import { Badge, Spinner } from '@/lib/shared-ui';
import type { Coupon } from '@/types/api';
import { usePublicCoupons } from '../api/get-public-coupons';
import './coupons-page.css';

const offer = (c: Coupon) => (c.discount_type === 'percentage' ? `${c.discount_value}% OFF` : `${formatRupees(c.discount_value)} OFF`);

/** Public coupons. `isFirstOrder` is undefined when unknown (signed out or still loading). */
export function CouponsPage({ isFirstOrder }: { isFirstOrder: boolean | undefined }) {
  const coupons = usePublicCoupons();

  return (
    <div className="page">
      <h1 className="page-title">Coupons &amp; Offers</h1>
      {isFirstOrder && (
        <p className="form-message form-message--success" role="status">
          This is your first order: 10% off is applied automatically at checkout, and first-order coupons are yours to use.
        </p>
      )}
      {coupons.isPending ? (
        <Spinner label="Loading coupons" />
      ) : coupons.isError ? (
        <p className="form-message form-message--error" role="alert">
          Could not load coupons at this time.
        </p>
      ) : coupons.data.length === 0 ? (
        <p className="muted">No coupons are available right now. Please check back soon.</p>
      ) : (
        <ul className="coupon-list">
          {coupons.data.map((coupon) => {
            const unavailable = coupon.first_order_only && isFirstOrder === false;
            return (
              <li key={coupon.id} className={`coupon-card${unavailable ? ' coupon-card--unavailable' : ''}`}>
                <p className="coupon-card__offer">{offer(coupon)}</p>
                <p className="coupon-card__code">
                  Code: <strong>{coupon.code}</strong>
                </p>
                {coupon.description && <p>{coupon.description}</p>}
                {!coupon.description && coupon.min_purchase_amount > 0 && <p className="muted">Minimum purchase {formatRupees(coupon.min_purchase_amount)}</p>}
                <p className="muted">Valid until {formatDate(coupon.expiry_date)}</p>
                {coupon.first_order_only && (
                  <Badge tone={unavailable ? 'grey' : 'green'}>{unavailable ? 'First order only: not available on your account' : 'First order only'}</Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
