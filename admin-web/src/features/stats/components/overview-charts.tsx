import { useId, useMemo, useState, type ReactNode } from 'react';
import { ArcElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Line, Pie } from 'react-chartjs-2';
import { Button } from '@farm-store/shared-ui/host/kit';
import { categoryLabel } from '@/config/categories';
import type { AdminStats } from '../api/get-stats';
import { CHART_PALETTE, sliceColours } from '../utils/chart-colours';
import type { Period } from '@/lib/period';

// Register only what these two charts use, so the lazily loaded chunk stays small.
Chart.register(ArcElement, CategoryScale, Legend, LinearScale, LineElement, PointElement, Tooltip);

// No entry animation for people who asked their system for less motion.
const animation = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? false : undefined;

const lineOptions: ChartOptions<'line'> = {
  animation,
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  scales: {
    orders: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'Orders' } },
    revenue: { type: 'linear', position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, title: { display: true, text: 'Revenue (₹)' } },
  },
};

const pieOptions: ChartOptions<'pie'> = { animation, responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } } };

// Calendar days (YYYY-MM-DD) read as such, whatever zone the computer is set to: "19 Nov 2026".
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Each category's readable name ("Live Birds", not `livebirds`), its count and its share, e.g. "Pickles (25.0%)". */
export function categorySlices(perCategory: AdminStats['products_per_category']) {
  const total = perCategory.reduce((sum, entry) => sum + entry.count, 0);
  return perCategory.map(({ category, count }) => {
    const name = category ? categoryLabel(category) : 'Uncategorized';
    const share = total ? ((count / total) * 100).toFixed(1) : '0.0';
    return { name, count, share, label: `${name} (${share}%)` };
  });
}

/**
 * A chart under its caption, and its numbers as a table (`columns` over the rows in `children`) behind a toggle, for
 * screen readers, keyboards and anyone who wants the figures.
 */
function ChartCard({ caption, chart, columns, children }: { caption: string; chart: ReactNode; columns: string[]; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <figure className="chart-card">
      <figcaption>{caption}</figcaption>
      <div className="chart-card__canvas">{chart}</div>
      <div className="chart-table">
        <Button variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? 'Hide table' : 'Show as table'}
          <span className="fsui-visually-hidden"> of {caption.toLowerCase()}</span>
        </Button>
        <div id={id} hidden={!open} className="chart-table__scroll" role="region" aria-label={caption} tabIndex={open ? 0 : -1}>
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      </div>
    </figure>
  );
}

export default function OverviewCharts({ stats, period }: { stats: AdminStats; period: Period }) {
  const days = stats.orders_per_day;
  const slices = categorySlices(stats.products_per_category);
  const colours = sliceColours(slices.length);
  // Each chart is drawn anew when its numbers change (keyed by them) and left alone when they do not: a new period
  // draws a fresh line rather than morphing the old one, and leaves the pie as it was.
  const lineKey = days.map((d) => `${d.date}:${d.orders}:${d.revenue}`).join('|');
  const lineData = useMemo(
    () => ({
      labels: days.map((d) => d.date),
      datasets: [
        { label: 'Orders', data: days.map((d) => d.orders), yAxisID: 'orders', borderColor: CHART_PALETTE[0], backgroundColor: CHART_PALETTE[0], tension: 0.3 },
        {
          label: 'Revenue (₹)',
          data: days.map((d) => d.revenue),
          yAxisID: 'revenue',
          borderColor: CHART_PALETTE[1],
          backgroundColor: CHART_PALETTE[1],
          tension: 0.3,
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kept while the numbers are the same (lineKey), whatever the array's identity
    [lineKey],
  );
  const pieKey = slices.map((s) => `${s.name}:${s.count}`).join('|');
  const pieData = useMemo(
    () => ({ labels: slices.map((s) => s.label), datasets: [{ data: slices.map((s) => s.count), backgroundColor: colours }] }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above, by pieKey (the colours follow the slice count in it)
    [pieKey],
  );
  const span = `${dayLabel(period.from)} to ${dayLabel(period.to)}`;
  const dayTotal = days.reduce((sum, d) => sum + d.orders, 0);
  return (
    <div className="overview-charts">
      <ChartCard
        caption={`Orders and revenue per day, ${span}`}
        chart={
          <Line
            key={lineKey}
            aria-label={`Orders and revenue per day, ${span}: ${dayTotal} orders. The numbers are in the table below.`}
            role="img"
            options={lineOptions}
            data={lineData}
          />
        }
        columns={['Day', 'Orders', 'Revenue']}
      >
        {days.map((d) => (
          <tr key={d.date}>
            <th scope="row">{dayLabel(d.date)}</th>
            <td>{d.orders}</td>
            <td>{rupees(d.revenue)}</td>
          </tr>
        ))}
      </ChartCard>
      <ChartCard
        caption="Products per category"
        chart={
          <Pie
            key={pieKey}
            aria-label={`Products per category: ${slices.map((s) => s.label).join(', ') || 'none'}`}
            role="img"
            options={pieOptions}
            data={pieData}
          />
        }
        columns={['Category', 'Products', 'Share']}
      >
        {slices.map((s, i) => (
          <tr key={s.name}>
            <th scope="row">
              <span className="chart-table__swatch" style={{ background: colours[i] }} aria-hidden="true" />
              {s.name}
            </th>
            <td>{s.count}</td>
            <td>{s.share}%</td>
          </tr>
        ))}
      </ChartCard>
    </div>
  );
}
