import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, Price, useToast } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { LabelledInput } from '@/components/labelled-field';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { orderPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { lastDays, periodProblem, type Period } from '@/lib/period';
import { CSV_TYPE, saveFile } from '@farm-store/shared-ui/host/save-file';
import { MAX_REPORT_DAYS, useExportPayments, usePaymentsReport, type Mismatch, type PaymentsReport } from '../api/get-payments-report';
import { KIND_LABELS, methodLabel, MISMATCH_LABELS, stateLabel, VIA_LABELS } from '../utils/payment-labels';
import { PaymentSettingsForm } from './payment-settings-form';
import './payments.css';

/** The ranges staff ask for most, in Hyderabad days. */
const QUICK_RANGES: Array<{ label: string; range: (now: Date) => Period }> = [
  { label: 'Today', range: (now) => lastDays(1, now) },
  {
    label: 'Yesterday',
    range: (now) => {
      const { from } = lastDays(2, now);
      return { from, to: from };
    },
  },
  { label: 'Last 7 days', range: (now) => lastDays(7, now) },
];

/** An order's short number, linked to its details in the Orders tab. */
const OrderLink = ({ orderId }: { orderId: string }) => <Link to={orderPath(orderId)}>#{shortOrderId(orderId)}</Link>;

/**
 * The Payments tab: the money of a range of Hyderabad days (today unless another is chosen) — what does not
 * match first, then totals, every payment and refund, and the settlements — with its CSV export, and the
 * payment settings.
 */
export function PaymentsPanel({ now = () => new Date() }: { now?: () => Date }) {
  const id = useId();
  const [range, setRange] = useState<Period>(() => lastDays(1, now()));
  const problem = periodProblem(range, MAX_REPORT_DAYS);
  const report = usePaymentsReport(problem ? null : range);
  const exportPayments = useExportPayments();
  const toast = useToast();
  const data = report.data;
  const dateInput = { type: 'date', 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined } as const;

  function onExport() {
    exportPayments.mutate(range, {
      onSuccess: (csv) => saveFile(csv, `payments-${range.from}-to-${range.to}.csv`, CSV_TYPE),
      onError: (failure) => toast.error(errorMessage(failure, 'Failed to export payments.')),
    });
  }

  return (
    <>
      <Panel
        id="payments"
        title="Payments"
        className="payments-panel"
        actions={
          <div className="payments-range" role="group" aria-label="Days of the report">
            <LabelledInput label="From" {...dateInput} value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
            <LabelledInput label="To" {...dateInput} value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
            {QUICK_RANGES.map((quick) => (
              <Button key={quick.label} variant="ghost" onClick={() => setRange(quick.range(now()))}>
                {quick.label}
              </Button>
            ))}
            <Button variant="secondary" busy={exportPayments.isPending} disabled={problem !== null} onClick={onExport}>
              Export CSV
            </Button>
          </div>
        }
      >
        {problem && (
          <p id={`${id}-problem`} className="form-error" role="alert">
            {problem}
          </p>
        )}
        {report.isError && (
          <p className="form-error" role="alert">
            {errorMessage(report.error, 'Could not load the payments. Reload the page to try again.')}
          </p>
        )}
        {data && data.mismatches.length > 0 && <Mismatches mismatches={data.mismatches} />}
        {data && <Totals totals={data.totals} />}
        <h3>Payments and refunds</h3>
        <ListTable
          caption="Payments and refunds"
          rows={data?.rows}
          failed={report.isError}
          noun="payments"
          empty="No payments or refunds on these days."
          columns={[
            { key: 'at', header: 'Time', render: (row) => <span className="nowrap">{formatDateTime(row.at)}</span> },
            { key: 'kind', header: 'Kind', render: (row) => KIND_LABELS[row.kind] },
            { key: 'order', header: 'Order', render: (row) => (row.order_id ? <OrderLink orderId={row.order_id} /> : '—') },
            { key: 'method', header: 'Method', render: (row) => methodLabel(row.method) },
            { key: 'via', header: 'Via', render: (row) => (row.via ? VIA_LABELS[row.via] : '—') },
            { key: 'state', header: 'State', render: (row) => stateLabel(row.state) },
            { key: 'amount', header: 'Amount', align: 'end', render: (row) => <Price amount={row.amount} /> },
          ]}
        />
        <h3>Settlements</h3>
        <ListTable
          caption="Settlements"
          rows={data?.settlements}
          failed={report.isError}
          noun="settlements"
          empty="No settlements on these days."
          columns={[
            { key: 'at', header: 'Date', render: (settlement) => <span className="nowrap">{formatDate(settlement.at)}</span> },
            { key: 'amount', header: 'Amount', align: 'end', render: (settlement) => <Price amount={settlement.amount} /> },
            { key: 'fees', header: 'Fees', align: 'end', render: (settlement) => <Price amount={settlement.fees} /> },
            { key: 'payments', header: 'Payments', align: 'end', render: (settlement) => <Price amount={settlement.payments} /> },
            { key: 'utr', header: 'UTR', render: (settlement) => settlement.utr ?? '—' },
            { key: 'state', header: 'State', render: (settlement) => stateLabel(settlement.state) },
          ]}
        />
      </Panel>
      <PaymentSettingsForm />
    </>
  );
}

/** What does not match between Razorpay and the orders, each linked to its order when it has one. */
function Mismatches({ mismatches }: { mismatches: Mismatch[] }) {
  return (
    <section className="payments-mismatches" aria-labelledby="payments-mismatches">
      <h3 id="payments-mismatches">Mismatches ({mismatches.length})</h3>
      <ul>
        {mismatches.map((mismatch, index) => (
          <li key={index}>
            <strong>{MISMATCH_LABELS[mismatch.kind]}</strong> — {mismatch.detail}
            {mismatch.order_id && (
              <>
                {' '}
                · Order <OrderLink orderId={mismatch.order_id} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const TOTALS: Array<{ key: keyof Omit<PaymentsReport['totals'], 'by_method'>; label: string }> = [
  { key: 'received', label: 'Received' },
  { key: 'refunded', label: 'Refunded' },
  { key: 'refund_pending', label: 'Refunds pending' },
  { key: 'settled', label: 'Settled to bank' },
  { key: 'cash', label: 'Cash collected by partners' },
];

function Totals({ totals }: { totals: PaymentsReport['totals'] }) {
  return (
    <>
      <dl className="payments-totals" aria-label="Totals">
        {TOTALS.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <Price amount={totals[key]} />
            </dd>
          </div>
        ))}
      </dl>
      <h3>By method</h3>
      <ListTable
        caption="By method"
        rows={totals.by_method.map((line) => ({ id: line.method, ...line }))}
        noun="payments"
        empty="No payments on these days."
        columns={[
          { key: 'method', header: 'Method', render: (line) => methodLabel(line.method) },
          { key: 'count', header: 'Count', align: 'end', render: (line) => line.count },
          { key: 'amount', header: 'Amount', align: 'end', render: (line) => <Price amount={line.amount} /> },
        ]}
      />
    </>
  );
}
