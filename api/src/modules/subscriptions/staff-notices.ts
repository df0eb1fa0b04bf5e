import { customerContacts } from '../accounts/preferences';
import { notifyCustomer } from '../notifications/service';
import type { CustomerEvent } from '../notifications/templates';
import { subscriptionOwner } from './service';

/**
 * Tells the customer by SMS that staff paused or resumed their subscription on their behalf. One text per change
 * (`key` names it: a retry of the same change sends none); a failure to record it never undoes the change.
 */
export async function tellCustomerOfStaffChange(subscriptionId: string, key: string, event: CustomerEvent): Promise<void> {
  try {
    const userId = await subscriptionOwner(subscriptionId);
    const customer = (await customerContacts([userId])).get(userId);
    if (!customer?.phone) return;
    await notifyCustomer({ id: `${event.kind}:${subscriptionId}:${key}`, refId: userId, userId, to: customer.phone, event, preferences: customer.preferences });
  } catch (err) {
    process.emitWarning(`subscription ${subscriptionId}: the customer was not told of the staff change: ${String(err)}`, 'Subscription');
  }
}
