import { shiftDay } from '../../../src/domain/subscriptions/schedule';
import { clock } from '../../../src/lib/clock';
import { dayOrderId, forgetFinishedDays, runDueDays } from '../../../src/modules/subscriptions/generation';
import type { Customer } from '../../helpers/accounts';
import type { TestAppOfFile } from '../../helpers/build-app';
import { BANJARA_HILLS, ist } from '../../slots/fixtures';

export interface SubscriptionDay {
  customer: Customer;
  /** The day delivered (YYYY-MM-DD). */
  date: string;
  /** The morning slot template it comes in. */
  templateId: string;
  lines: Array<{ variantId: string; quantity: number }>;
}

/**
 * One subscription-day's order made the real way: the customer saves an address and subscribes the morning before,
 * the cut-off's run makes the order at 22:00 the evening before, and the subscription is cancelled from the next open
 * day so later runs of other tests make nothing more for it. Answers the order's and the subscription's ids.
 */
export async function subscriptionOrder(t: TestAppOfFile, day: SubscriptionDay): Promise<{ id: string; subscriptionId: string }> {
  const { api } = t;
  const { customer, date } = day;
  const eve = shiftDay(date, -1);
  jest.spyOn(clock, 'now').mockReturnValue(ist(`${eve}T10:00`));
  const address = await api.post('/api/addresses', { newAddress: BANJARA_HILLS }, customer.headers);
  const addressId = (address.body as Array<{ id: string }>).at(-1)!.id;
  const created = await api.post(
    '/api/subscriptions',
    { items: day.lines, schedule: { kind: 'daily' }, startDate: date, slotId: day.templateId, addressId },
    customer.headers,
  );
  if (created.status !== 201) throw new Error(`subscribing failed: ${JSON.stringify(created.body)}`);
  const subscriptionId = created.body.id as string;

  const cutoff = ist(`${eve}T22:00`);
  jest.spyOn(clock, 'now').mockReturnValue(cutoff);
  forgetFinishedDays();
  await runDueDays(new Date(cutoff));
  if ((await api.delete(`/api/subscriptions/${subscriptionId}`, customer.headers)).status !== 200) throw new Error('cancelling failed');
  return { id: dayOrderId(`${subscriptionId}:${date}`), subscriptionId };
}
