import { ArcElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Line, Pie } from 'react-chartjs-2';
import type { AdminStats } from '../api/get-stats';

// Register only what these two charts use, so the lazily loaded chunk stays small.
Chart.register(ArcElement, CategoryScale, Legend, LinearScale, LineElement, PointElement, Tooltip);

/** Five colours, repeated when there are more categories (SPEC §2). */
export const PIE_COLOURS = ['#2f6b3a', '#9c7448', '#f2b705', '#1e4fb8', '#b3261e'];

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

/** Labels like "Pickles (25.0%)": the legend and tooltips then carry each slice's share. */
export function categoryLabels(perCategory: AdminStats['products_per_category']) {
  const total = perCategory.reduce((sum, entry) => sum + entry.count, 0);
  return perCategory.map(({ category, count }) => `${category || 'Uncategorized'} (${total ? ((count / total) * 100).toFixed(1) : '0.0'}%)`);
}

export default function OverviewCharts({ stats }: { stats: AdminStats }) {
  const days = stats.orders_per_day;
  const labels = categoryLabels(stats.products_per_category);
  const daySummary = days.map((d) => `${d.date}: ${d.orders} orders, ₹${d.revenue.toFixed(2)}`).join('; ');
  return (
    <div className="overview-charts">
      <figure className="chart-card">
        <figcaption>Orders and revenue per day</figcaption>
        <div className="chart-card__canvas">
          <Line
            aria-label={days.length ? `Orders and revenue per day. ${daySummary}` : 'No orders yet'}
            role="img"
            options={lineOptions}
            data={{
              labels: days.map((d) => d.date),
              datasets: [
                { label: 'Orders', data: days.map((d) => d.orders), yAxisID: 'orders', borderColor: PIE_COLOURS[0], backgroundColor: PIE_COLOURS[0], tension: 0.3 },
                { label: 'Revenue (₹)', data: days.map((d) => d.revenue), yAxisID: 'revenue', borderColor: PIE_COLOURS[1], backgroundColor: PIE_COLOURS[1], tension: 0.3 },
              ],
            }}
          />
        </div>
      </figure>
      <figure className="chart-card">
        <figcaption>Products per category</figcaption>
        <div className="chart-card__canvas">
          <Pie
            aria-label={`Products per category: ${labels.join(', ') || 'none'}`}
            role="img"
            options={pieOptions}
            data={{
              labels,
              datasets: [
                {
                  data: stats.products_per_category.map((entry) => entry.count),
                  backgroundColor: stats.products_per_category.map((_, i) => PIE_COLOURS[i % PIE_COLOURS.length]),
                },
              ],
            }}
          />
        </div>
      </figure>
    </div>
  );
}
