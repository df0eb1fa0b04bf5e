import { LOW_STOCK_THRESHOLD, useLowStock } from '../api/get-low-stock';

/** Variants running out (stock counted and at or below the threshold), fewest left first, on the Overview. */
export function LowStockList() {
  const lowStock = useLowStock();
  if (lowStock.isError) return <p className="low-stock muted">The low-stock list could not be loaded.</p>;
  if (!lowStock.data) return null;
  return (
    <section className="low-stock" aria-labelledby="low-stock-heading">
      <h3 id="low-stock-heading">Low stock ({LOW_STOCK_THRESHOLD} or fewer left)</h3>
      {lowStock.data.length === 0 ? (
        <p className="muted">Nothing is running low.</p>
      ) : (
        <ul className="fsui-plain-list low-stock__list">
          {lowStock.data.map((row) => (
            <li key={row.variant_id} className={row.stock === 0 ? 'low-stock__item low-stock__item--out' : 'low-stock__item'}>
              <span>
                {row.product_name} ({row.label}){!row.is_active && <span className="muted"> · hidden</span>}
              </span>
              <strong>{row.stock === 0 ? 'Sold out' : `${row.stock} left`}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
