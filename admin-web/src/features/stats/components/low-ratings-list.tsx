import { Link } from 'react-router';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { orderPath } from '@/config/paths';
import { LOW_RATING_MAX_STARS, useLowRatings } from '../api/get-low-ratings';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The most recent ratings of 1–2 stars, on the Overview: who was unhappy with which order, and what they said. */
export function LowRatingsList() {
  const ratings = useLowRatings();
  if (ratings.isError) return <p className="low-stock muted">The low ratings could not be loaded.</p>;
  if (!ratings.data) return null;
  return (
    <section className="low-stock" aria-labelledby="low-ratings-heading">
      <h3 id="low-ratings-heading">Low ratings ({LOW_RATING_MAX_STARS} stars or fewer)</h3>
      {ratings.data.length === 0 ? (
        <p className="muted">No low ratings lately.</p>
      ) : (
        <ul className="fsui-plain-list low-ratings__list">
          {ratings.data.map((r) => (
            <li key={r.order_id} className="low-ratings__item">
              <div className="low-stock__item">
                <Link to={orderPath(r.order_id)}>Order #{shortOrderId(r.order_id)}</Link>
                <strong>
                  {r.stars} {r.stars === 1 ? 'star' : 'stars'}
                </strong>
              </div>
              <div className="muted">
                {r.customer_name} · <time dateTime={r.rated_at}>{when.format(new Date(r.rated_at))}</time>
              </div>
              {r.comment && <p className="low-ratings__comment">{r.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
