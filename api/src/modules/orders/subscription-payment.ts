import { settleSubscriptionDue } from './subscription-dues';
import { transition } from '../../lib/state-transition';
import { moveCredit } from '../store-credit/service';
import { countSubscriptionDelivery, counterWriteFailed } from './counters';
import { OrderModel } from './model';
import { rememberOrderWrite } from './newest-page';
import { findOrder } from './order-moves';
import type { StoredOrder } from './views';

/**
 * A subscription's delivery is paid from the customer's store credit once it is delivered (docs/subscriptions.md
 * "Paying for deliveries"): one ledger entry keyed `subscription:<order id>`, then one conditional write marks the order
 * paid. Only the call whose move delivered the order runs this, and the key keeps a repeat from debiting twice.
 */

export const subscriptionCreditKey = (orderId: string) => `subscription:${orderId}`;

/**
 * After the move to Delivered: counts the delivery's revenue and debits its total. A balance that no longer covers it
 * (spent in the shop meanwhile) leaves the delivery standing and the order due, with a warning; staff see it unpaid.
 */
export async function paySubscriptionAfter(order: StoredOrder): Promise<StoredOrder> {
  if (order.payment?.method !== 'subscription' || order.delivery_status !== 'Delivered') return order;
  await countSubscriptionDelivery(order).catch(counterWriteFailed);
  if (order.payment.state !== 'due') return order;
  const orderId = order._id.toString();
  const totalPaise = order.total_paise;
  if (totalPaise > 0) {
    try {
      await moveCredit({
        userId: order.user_id,
        key: subscriptionCreditKey(orderId),
        amountPaise: -totalPaise,
        reason: `Subscription delivery ${order.subscription?.date ?? ''}`.trim(),
        orderId,
      });
    } catch (err) {
      process.emitWarning(`subscription order ${orderId} delivered unpaid: ${String(err)}`, 'SubscriptionPayment');
      return order;
    }
  }
  // The credit it took may go back like a checkout's spend (a complaint approved to store credit).
  const paid = await transition(
    OrderModel,
    orderId,
    { delivery_status: 'Delivered', 'payment.method': 'subscription', 'payment.state': 'due' },
    {
      $set: {
        'payment.state': 'paid',
        'payment.paid_via': 'store_credit',
        'payment.paid_paise': totalPaise,
        store_credit_paise: totalPaise,
        credit_returnable_paise: totalPaise,
      },
    },
  );
  if (!paid) return findOrder(orderId);
  const stored = paid.toObject() as StoredOrder;
  rememberOrderWrite(stored);
  await settleSubscriptionDue(stored);
  return stored;
}
