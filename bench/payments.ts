import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { STANDIN_RAZORPAY_KEYS } from '../scripts/lib/razorpay-standin';
import { call, type CheckoutSetup, type Target } from './api';
import type { Report } from './report';

/**
 * Razorpay's webhooks at the rate of a busy day's sale: 200 events a second through the gateway for 8 s, a fifth of
 * them repeats of an event already sent (Razorpay re-sends until it hears 2xx), each `payment.captured` paying one of
 * the online orders placed for the run. Budgets: p99 under 100 ms, no errors, and every order paid exactly once.
 */

const RATE = 200;
const SECONDS = 8;
const TOTAL = RATE * SECONDS;
const DISTINCT = (TOTAL * 4) / 5;
const ROWS = [
  { metric: 'POST /api/payments/webhook p99 at 200 events/s (a fifth repeated)', unit: 'ms', budget: '< 100 ms' },
  { metric: 'errors', unit: '', budget: '= 0' },
  { metric: 'orders paid more or less than once', unit: '', budget: '= 0' },
];

interface AwaitingOrder {
  orderId: string;
  razorpayOrderId: string;
  amount: number;
}

/** Online orders awaiting payment, placed through the API by the checkout's customers (16 at a time). */
async function placeOnlineOrders(t: Target, setup: CheckoutSetup, count: number): Promise<AwaitingOrder[]> {
  const placed: AwaitingOrder[] = [];
  let next = 0;
  let failure = '';
  const worker = async () => {
    while (next < count && !failure) {
      const customer = setup.customers[next++ % setup.customers.length]!;
      const headers = { 'x-auth-token': customer.token };
      const quote = await call(t.api, 'POST', '/api/orders/quote', setup.cart, headers);
      const body = { ...setup.cart, userId: customer.id, totalAmount: quote.body?.total, paymentMethod: 'online' };
      const order = await call(t.api, 'POST', '/api/orders', body, headers);
      if (order.status !== 201 || !order.body?.payment)
        failure = `POST /api/orders (online) answered ${order.status} ${JSON.stringify(order.body).slice(0, 160)}`;
      else placed.push({ orderId: order.body.orderId, razorpayOrderId: order.body.payment.razorpayOrderId, amount: order.body.payment.amount });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  if (failure) throw new Error(failure);
  return placed;
}

/** A `payment.captured` event as Razorpay sends it, signed with the webhook secret. */
function capturedEvent(order: AwaitingOrder, n: number, run: string) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_bench',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: `pay_bench${run}${n}`,
          entity: 'payment',
          amount: order.amount,
          currency: 'INR',
          status: 'captured',
          order_id: order.razorpayOrderId,
          method: 'upi',
          captured: true,
          notes: [],
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = createHmac('sha256', STANDIN_RAZORPAY_KEYS.webhookSecret).update(body).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_bench${run}${n}` } };
}

export async function benchWebhooks(report: Report, t: Target, setup: CheckoutSetup | string): Promise<void> {
  const group = 'API payment webhooks';
  if (typeof setup === 'string') {
    report.missing(group, ROWS, setup);
    return;
  }
  let orders: AwaitingOrder[];
  const started = Date.now();
  try {
    orders = await placeOnlineOrders(t, setup, DISTINCT);
  } catch (error) {
    report.missing(group, ROWS, (error as Error).message);
    return;
  }
  report.info(group, 'online orders placed for the run', orders.length, '', `${((Date.now() - started) / 1000).toFixed(1)} s, each awaiting its payment`);

  const run = Date.now().toString(36);
  const events = orders.map((order, n) => capturedEvent(order, n, run));
  // Every fourth event is followed by a repeat of the one sent two before it: a fifth of all requests are repeats.
  const sequence = events.flatMap((e, n) => (n % 4 === 3 ? [e, events[n - 2]!] : [e]));
  let sent = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${t.gateway}/api/payments/webhook`,
        method: 'POST',
        connections: 20,
        overallRate: RATE,
        amount: sequence.length,
        requests: [
          {
            setupRequest: (request: autocannon.Request): autocannon.Request => {
              const e = sequence[sent++ % sequence.length]!;
              return { ...request, method: 'POST', body: e.body, headers: e.headers };
            },
          },
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
  report.info(
    group,
    'events/s sent',
    result.requests.average,
    'events/s',
    `${sequence.length} requests, ${sequence.length - events.length} of them repeats; p50 ${result.latency.p50} ms`,
  );
  report.budgeted(group, ROWS[0]!.metric, result.latency.p99, 'ms', '< 100 ms', (v) => v < 100);
  report.budgeted(
    group,
    'errors',
    result.non2xx + result.errors + result.timeouts,
    '',
    '= 0',
    (v) => v === 0,
    `non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts}`,
  );

  // Each order once: paid by its payment, one move to Pending in its history.
  let wrong = 0;
  for (let i = 0; i < orders.length; i += 16) {
    const batch = await Promise.all(
      orders
        .slice(i, i + 16)
        .map((o) =>
          t.db.collection('orders').findOne({ _id: new mongoose.Types.ObjectId(o.orderId) } as never, { projection: { payment: 1, status_history: 1 } }),
        ),
    );
    for (const doc of batch) {
      const pendings = (doc?.status_history ?? []).filter((h: { status: string }) => h.status === 'Pending').length;
      if (doc?.payment?.state !== 'paid' || pendings !== 1) wrong += 1;
    }
  }
  report.budgeted(group, ROWS[2]!.metric, wrong, '', '= 0', (v) => v === 0, `${orders.length} orders read back by id`);
}
