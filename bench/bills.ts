import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { call, type CheckoutSetup, type Target } from './api';
import type { Report } from './report';
import { median, percentile } from './stats';
import { exportLineOf } from '../api/src/modules/bills/export-lines';

/**
 * GST bills (docs/bills.md): a customer's bill PDF drawn on each request, 10 at a time for 10 s through the gateway
 * (budget p99 < 300 ms), and the accountant's month of 50,000 bills exported as each of its three CSV tables (budget
 * < 10 s each).
 */

const PDF_ROWS = [
  { metric: "GET /api/orders/:id/bill p99 of each bill's first download (issued and drawn)", unit: 'ms', budget: '< 300 ms' },
  { metric: 'GET /api/orders/:id/bill p99 at 10 connections', unit: 'ms', budget: '< 300 ms' },
  { metric: 'bill errors', unit: '', budget: '= 0' },
];
const BILLED_ORDERS = 40;
const EXPORT_MONTH = '2026-01';
const EXPORT_BILLS = 50_000;
const TABLES = ['bills', 'hsn', 'b2c'] as const;

/** Delivered orders of the checkout's customers, not billed yet. */
async function deliveredOrders(t: Target, setup: CheckoutSetup, count: number): Promise<Array<{ id: string; token: string }>> {
  const orders: Array<{ id: string; token: string }> = [];
  for (let i = 0; i < count; i++) {
    const customer = setup.customers[i % setup.customers.length]!;
    const headers = { 'x-auth-token': customer.token };
    const quote = await call(t.api, 'POST', '/api/orders/quote', setup.cart, headers);
    const order = await call(t.api, 'POST', '/api/orders', { ...setup.cart, userId: customer.id, totalAmount: quote.body?.total }, headers);
    if (order.status !== 201) throw new Error(`POST /api/orders answered ${order.status} ${JSON.stringify(order.body).slice(0, 160)}`);
    orders.push({ id: order.body.orderId, token: customer.token });
  }
  // Delivered as a partner's completion leaves them, without the bill it would issue: the first download issues it.
  await t.db.collection('orders').updateMany({ _id: { $in: orders.map((o) => new mongoose.Types.ObjectId(o.id)) } } as never, {
    $set: { delivery_status: 'Delivered', status: 'Completed', delivered_at: new Date() },
  });
  return orders;
}

/** Each order's first download, one after another: the bill is numbered, stored and drawn. */
async function firstDownloads(t: Target, orders: Array<{ id: string; token: string }>): Promise<number[]> {
  const took: number[] = [];
  for (const o of orders) {
    const started = performance.now();
    const res = await fetch(`${t.gateway}/api/orders/${o.id}/bill`, { headers: { 'x-auth-token': o.token } });
    const body = await res.arrayBuffer();
    took.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`the first bill answered ${res.status} ${Buffer.from(body).toString().slice(0, 160)}`);
  }
  return took;
}

async function benchBillPdf(report: Report, t: Target, setup: CheckoutSetup): Promise<void> {
  const group = 'API bills';
  let orders: Array<{ id: string; token: string }>;
  let first: number[];
  try {
    orders = await deliveredOrders(t, setup, BILLED_ORDERS);
    first = await firstDownloads(t, orders);
  } catch (error) {
    report.missing(group, PDF_ROWS, (error as Error).message);
    return;
  }
  const firstP99 = Math.round(percentile(first, 0.99) ?? Infinity);
  report.budgeted(group, PDF_ROWS[0]!.metric, firstP99, 'ms', '< 300 ms', (v) => v < 300, `${orders.length} bills; median ${Math.round(median(first))} ms`);
  let sent = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${t.gateway}/api/orders/x/bill`,
        connections: 10,
        duration: 10,
        requests: [
          {
            setupRequest: (request: autocannon.Request): autocannon.Request => {
              const o = orders[sent++ % orders.length]!;
              return { ...request, path: `/api/orders/${o.id}/bill`, headers: { 'x-auth-token': o.token } };
            },
          },
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
  report.info(group, 'bill PDFs/s', result.requests.average, 'PDFs/s', `${orders.length} orders' bills in turn; p50 ${result.latency.p50} ms`);
  report.budgeted(group, PDF_ROWS[1]!.metric, result.latency.p99, 'ms', '< 300 ms', (v) => v < 300, 'each process keeps the PDFs it drew lately');
  report.budgeted(group, 'bill errors', result.non2xx + result.errors + result.timeouts, '', '= 0', (v) => v === 0, `non-2xx ${result.non2xx}`);
}

/** A month of bills as the numbering leaves them: serials 1…N of one series, the month's range noted. */
async function insertMonth(t: Target): Promise<number> {
  const started = Date.now();
  const bills = t.db.collection('bills');
  const row = (rate: number, value: number, hsn: string) => {
    const half = rate === 0 ? 0 : Math.floor((2 * value * rate + (200 + 2 * rate)) / (2 * (200 + 2 * rate)));
    return {
      variant_id: 'v',
      name: 'Bench item',
      name_te: '',
      hsn,
      unit: 'NOS',
      quantity: 1,
      gross_paise: value,
      discount_paise: 0,
      value_paise: value,
      taxable_paise: value - 2 * half,
      rate,
      cgst_paise: half,
      sgst_paise: half,
      igst_paise: 0,
    };
  };
  for (let from = 1; from <= EXPORT_BILLS; from += 1000) {
    const docs = Array.from({ length: Math.min(1000, EXPORT_BILLS - from + 1) }, (_, k) => {
      const serial = from + k;
      const rows = [row(5, 45000 + (serial % 7) * 100, '0405'), row(0, 9000, '0407'), row(5, 18000, '2001')];
      return {
        _id: `INV-25-26-${String(serial).padStart(6, '0')}`,
        kind: 'invoice',
        number: `NNF/25-26/${String(serial).padStart(6, '0')}`,
        claim: `bench:${serial}`,
        order_id: `bench${serial}`,
        user_id: 'bench',
        issued_at: new Date(Date.parse(`${EXPORT_MONTH}-01T06:00:00Z`) + serial * 40_000),
        month: EXPORT_MONTH,
        store: {},
        customer: { name: `Bench Customer ${serial % 500}`, phone: '+919000000000', address: 'Hyderabad 500081' },
        place_of_supply: serial % 10 === 0 ? { code: '29', name: 'Karnataka' } : { code: '36', name: 'Telangana' },
        inter_state: serial % 10 === 0,
        payment: 'Cash on delivery',
        rows,
        total_paise: rows.reduce((s, r) => s + r.value_paise, 0),
        bill_id: null,
        bill_number: null,
        reason: null,
        credited_paise: 0,
      };
    });
    await bills.insertMany(docs as never[], { ordered: false });
    // As numbering writes them: each bill's export line beside it.
    await t.db
      .collection('bill_lines')
      .insertMany(docs.map((d) => ({ _id: d._id, line: JSON.stringify(exportLineOf(d as never)) })) as never[], { ordered: false });
  }
  await t.db.collection('bill_months').updateOne({ _id: `INV-${EXPORT_MONTH}` } as never, { $set: { min: 1, max: EXPORT_BILLS } }, { upsert: true });
  return (Date.now() - started) / 1000;
}

async function benchMonthExport(report: Report, t: Target, token: string | null): Promise<void> {
  const group = 'API GST month export';
  const rows = TABLES.map((table) => ({
    metric: `GET /api/admin/gst/export ${table}, ${EXPORT_BILLS.toLocaleString('en-IN')} bills`,
    unit: 's',
    budget: '< 10 s',
  }));
  if (!token) {
    report.missing(group, rows, 'no admin session');
    return;
  }
  const seconds = await insertMonth(t);
  report.info(group, 'bills of the month inserted', EXPORT_BILLS, '', `${seconds.toFixed(1)} s, 3 rows each`);
  for (const [i, table] of TABLES.entries()) {
    const started = performance.now();
    const res = await fetch(`${t.gateway}/api/admin/gst/export?month=${EXPORT_MONTH}&table=${table}`, { headers: { 'x-admin-token': token } });
    const text = await res.text();
    const took = (performance.now() - started) / 1000;
    const lines = text.split('\r\n').length - 2;
    report.budgeted(group, rows[i]!.metric, Number(took.toFixed(2)), 's', '< 10 s', (v) => res.status === 200 && v < 10, `${res.status}, ${lines} rows`);
  }
}

export async function benchBills(report: Report, t: Target, setup: CheckoutSetup | string, token: string | null): Promise<void> {
  if (typeof setup === 'string') report.missing('API bills', PDF_ROWS, setup);
  else await benchBillPdf(report, t, setup);
  await benchMonthExport(report, t, token);
}
