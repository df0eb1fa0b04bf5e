import type { Static } from 'typebox';
import type { MismatchSchema, PaymentRowSchema, PaymentsReportSchema, SettlementSchema } from '@farm-store/contracts/payments';
import { toRupees } from '../../domain/money';
import { endOfKolkataDay, kolkataDay, startOfKolkataDay } from '../../lib/calendar';
import { clock } from '../../lib/clock';
import { csvFile, istDateTime } from '../../lib/csv';
import { BadRequestError } from '../../lib/errors';
import type { GatewaySettlement } from './gateway';
import { PaymentModel, RefundModel } from './model';
import { paymentGateway } from './service';

/**
 * The day's money for staff: payments received, refunds sent and settlements paid into the bank over a date range,
 * with totals and every mismatch between them and the orders (docs/payments.md "Reconciliation").
 */

/** An order as the report needs it; read by the orders module (this one knows orders only by id). */
export interface OrderMoney {
  id: string;
  total_paise: number;
  /** Store credit spent on it: the rest is what a payment pays. */
  store_credit_paise: number;
  payment_state: string;
  paid_via: string | null;
  payment_id: string | null;
  cash_collected_paise: number | null;
  delivered_at: Date | null;
}

/** Orders placed in [from, to): given when the app is built (orders sit above payments). */
export type OrderMoneyReader = (from: Date, to: Date) => Promise<OrderMoney[]>;

const MAX_DAYS = 92;
const REFUND_OVERDUE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An order paid just before the range may be paid by a payment inside it (its payment window), and the other way round. */
const ORDER_MARGIN_MS = DAY_MS;

type Row = Static<typeof PaymentRowSchema>;
type Mismatch = Static<typeof MismatchSchema>;

interface PaymentRow {
  _id: string;
  order_id: string | null;
  /** A store-credit top-up's payment: it pays no order, the customer's credit holds it. */
  top_up_id?: string | null;
  via: 'online' | 'upi_qr';
  amount_paise: number;
  status: string;
  method: string | null;
  at: Date;
}
interface RefundRow {
  _id: string;
  order_id: string | null;
  payment_id: string;
  amount_paise: number;
  state: string;
  created_at: Date;
  processed_at: Date | null;
}

const ref = (orderId: string) => orderId.slice(-8).toUpperCase();
const inr = (paise: number) => `₹${toRupees(paise).toLocaleString('en-IN')}`;

export async function paymentsReport(fromDay: string, toDay: string, readOrders: OrderMoneyReader): Promise<Static<typeof PaymentsReportSchema>> {
  if (fromDay > toDay) throw new BadRequestError('The start date is after the end date.');
  const from = startOfKolkataDay(fromDay);
  const to = endOfKolkataDay(toDay);
  if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) throw new BadRequestError(`Please choose at most ${MAX_DAYS} days.`);
  const overdue = new Date(clock.now() - REFUND_OVERDUE_DAYS * DAY_MS);

  const [payments, refunds, stuckRefunds, orders, settlements] = await Promise.all([
    PaymentModel.find({ at: { $gte: from, $lt: to } }).lean<PaymentRow[]>(),
    RefundModel.find({ created_at: { $gte: from, $lt: to } }).lean<RefundRow[]>(),
    RefundModel.find({ state: 'pending', created_at: { $lt: overdue } }).lean<RefundRow[]>(),
    readOrders(new Date(from.getTime() - ORDER_MARGIN_MS), new Date(to.getTime() + ORDER_MARGIN_MS)),
    readSettlements(from, to),
  ]);
  const captured = payments.filter((p) => p.status === 'captured');
  const ordersById = new Map(orders.map((o) => [o.id, o]));
  // Payments that pay no order (nor a top-up) are flagged unless refunded (also by a refund from before the range): one read for all.
  const unmatched = captured.filter((p) => !p.top_up_id && !(p.order_id && ordersById.get(p.order_id)?.payment_id === p._id));
  const refundRows =
    unmatched.length === 0
      ? []
      : await RefundModel.find({ payment_id: { $in: unmatched.map((p) => p._id) } }, { payment_id: 1 }).lean<Array<{ payment_id: string }>>();
  const refundedPayments = new Set(refundRows.map((r) => r.payment_id));
  const mismatches: Mismatch[] = [];

  for (const p of captured.filter((c) => !c.top_up_id)) {
    const order = p.order_id ? ordersById.get(p.order_id) : undefined;
    const paysOrder = order?.payment_id === p._id;
    if (!paysOrder && !refundedPayments.has(p._id)) {
      mismatches.push({
        kind: 'captured_without_order',
        order_id: p.order_id,
        reference: p._id,
        detail: `${inr(p.amount_paise)} was captured but pays no confirmed order and was not refunded.`,
      });
    }
    if (paysOrder && p.via === 'online' && p.amount_paise !== order.total_paise - order.store_credit_paise) {
      mismatches.push({
        kind: 'amount_differs',
        order_id: order.id,
        reference: p._id,
        detail: `Paid ${inr(p.amount_paise)} for order ${ref(order.id)} of ${inr(order.total_paise - order.store_credit_paise)}.`,
      });
    }
  }
  const prepaid = orders.filter((o) => o.payment_state === 'paid' && (o.paid_via === 'online' || o.paid_via === 'upi_qr') && o.payment_id);
  const knownPayments = new Set(
    (await PaymentModel.find({ _id: { $in: prepaid.map((o) => o.payment_id!) }, status: 'captured' }, { _id: 1 }).lean<Array<{ _id: string }>>()).map(
      (p) => p._id,
    ),
  );
  for (const o of prepaid) {
    if (!knownPayments.has(o.payment_id!)) {
      mismatches.push({
        kind: 'order_without_payment',
        order_id: o.id,
        reference: o.payment_id!,
        detail: `Order ${ref(o.id)} is marked paid but no captured payment ${o.payment_id} is recorded.`,
      });
    }
  }
  for (const r of stuckRefunds) {
    mismatches.push({
      kind: 'refund_pending_too_long',
      order_id: r.order_id,
      reference: r._id,
      detail: `A refund of ${inr(r.amount_paise)} started on ${kolkataDay(r.created_at)} is still pending.`,
    });
  }
  mismatches.push(...(await settlementMismatches(settlements)));

  const methodOf = new Map(payments.map((p) => [p._id, p.method]));
  const rows: Row[] = [
    ...payments.map((p) => ({
      kind: p.top_up_id ? ('top_up' as const) : ('payment' as const),
      id: p._id,
      order_id: p.order_id,
      amount: toRupees(p.amount_paise),
      method: p.method ?? 'online',
      via: p.via,
      state: p.status,
      at: p.at.toISOString(),
    })),
    ...refunds.map((r) => ({
      kind: 'refund' as const,
      id: r._id,
      order_id: r.order_id,
      amount: toRupees(r.amount_paise),
      method: methodOf.get(r.payment_id) ?? 'online',
      via: null,
      state: r.state,
      at: r.created_at.toISOString(),
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  const byMethod = new Map<string, { count: number; paise: number }>();
  for (const p of captured) {
    const m = byMethod.get(p.method ?? 'online') ?? { count: 0, paise: 0 };
    byMethod.set(p.method ?? 'online', { count: m.count + 1, paise: m.paise + p.amount_paise });
  }
  const sum = <T>(list: T[], paise: (x: T) => number) => list.reduce((total, x) => total + paise(x), 0);
  const deliveredInRange = orders.filter((o) => o.delivered_at && o.delivered_at >= from && o.delivered_at < to);
  return {
    from: fromDay,
    to: toDay,
    totals: {
      received: toRupees(sum(captured, (p) => p.amount_paise)),
      refunded: toRupees(
        sum(
          refunds.filter((r) => r.state === 'processed'),
          (r) => r.amount_paise,
        ),
      ),
      refund_pending: toRupees(
        sum(
          refunds.filter((r) => r.state === 'pending'),
          (r) => r.amount_paise,
        ),
      ),
      settled: toRupees(sum(settlements, (s) => s.settlement.amount)),
      cash: toRupees(sum(deliveredInRange, (o) => o.cash_collected_paise ?? 0)),
      by_method: [...byMethod].map(([method, m]) => ({ method, count: m.count, amount: toRupees(m.paise) })),
    },
    rows,
    settlements: settlements.map((s) => settlementView(s.settlement)),
    mismatches,
  };
}

/** A settlement and the payments it paid out (Razorpay's reconciliation report). */
interface Settled {
  settlement: GatewaySettlement;
  payments: Array<{ id: string; amount: number }>;
}

/**
 * Razorpay's settlements of the range with their payments (none when the store has no gateway, or it does not answer:
 * the report still shows the rest).
 */
async function readSettlements(from: Date, to: Date): Promise<Settled[]> {
  const gateway = paymentGateway();
  if (!gateway) return [];
  try {
    const settlements = await gateway.settlements(from, to);
    const months = new Set(settlements.map((s) => kolkataDay(new Date(s.created_at * 1000)).slice(0, 7)));
    const items = (await Promise.all([...months].map((m) => gateway.settledItems(Number(m.slice(0, 4)), Number(m.slice(5, 7)))))).flat();
    return settlements.map((settlement) => ({
      settlement,
      payments: items.filter((i) => i.settlement_id === settlement.id && i.type === 'payment').map((i) => ({ id: i.entity_id, amount: i.amount })),
    }));
  } catch {
    return [];
  }
}

function settlementView(s: GatewaySettlement): Static<typeof SettlementSchema> {
  return {
    id: s.id,
    amount: toRupees(s.amount),
    fees: toRupees(s.fees),
    payments: toRupees(s.amount + s.fees),
    utr: s.utr ?? null,
    state: s.status,
    at: new Date(s.created_at * 1000).toISOString(),
  };
}

/**
 * A settlement pays out its payments less Razorpay's fees (tax included in `fees`): one whose gross (amount + fees) is
 * not what our ledger says those payments came to — a payment we never recorded, or another amount — is flagged.
 */
async function settlementMismatches(settled: Settled[]): Promise<Mismatch[]> {
  const ids = settled.flatMap((s) => s.payments.map((p) => p.id));
  const ledger = new Map(
    (await PaymentModel.find({ _id: { $in: ids }, status: 'captured' }, { amount_paise: 1 }).lean<Array<{ _id: string; amount_paise: number }>>()).map((p) => [
      p._id,
      p.amount_paise,
    ]),
  );
  return settled.flatMap(({ settlement: s, payments }) => {
    const gross = s.amount + s.fees;
    const ours = payments.reduce((sum, p) => sum + (ledger.get(p.id) ?? 0), 0);
    if (ours === gross) return [];
    return [
      {
        kind: 'settlement_differs' as const,
        order_id: null,
        reference: s.id,
        detail: `Settlement of ${inr(gross)} before fees; the payments it names come to ${inr(ours)} in our records.`,
      },
    ];
  });
}

const CSV_HEADER = ['Kind', 'Id', 'Order', 'Time (IST)', 'Method', 'Via', 'State', 'Amount (Rs)'];

export async function paymentsCsv(fromDay: string, toDay: string, readOrders: OrderMoneyReader): Promise<string> {
  const report = await paymentsReport(fromDay, toDay, readOrders);
  const rows = report.rows.map((r) => [r.kind, r.id, r.order_id ?? '', istDateTime(new Date(r.at)), r.method, r.via ?? '', r.state, r.amount.toFixed(2)]);
  return csvFile(CSV_HEADER, rows);
}
