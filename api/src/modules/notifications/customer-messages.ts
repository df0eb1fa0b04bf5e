import { OutboxModel } from './model';

/**
 * The outbox rows that are a customer's (their data export and erasure: flows/customer-data.ts): the texts of their
 * own orders always; other texts to their number only when the phone is proven theirs.
 */
const customerTexts = (orderIds: string[], provenPhone: string | null) => ({
  $or: [{ order_id: { $in: orderIds }, audience: 'customer' }, ...(provenPhone ? [{ to: provenPhone }] : [])],
});

/** The customer's texts, oldest first. */
export async function listCustomerMessages(orderIds: string[], provenPhone: string | null) {
  const messages = await OutboxModel.find(customerTexts(orderIds, provenPhone), { body: 1, event: 1, status: 1, created_at: 1, sent_at: 1 })
    .sort({ created_at: 1 })
    .lean();
  return messages.map((m) => ({
    event: m.event,
    body: m.body,
    status: m.status,
    created_at: m.created_at.toISOString(),
    sent_at: m.sent_at?.toISOString() ?? null,
  }));
}

/**
 * Erasure: texts of these orders not sent yet are not sent at all, and every text of them is blanked (customer and
 * partner texts carry the name, phone and address); the customer's texts lose their number too.
 */
export async function eraseCustomerMessages(orderIds: string[], provenPhone: string | null, erasedPhone: string): Promise<void> {
  await OutboxModel.updateMany({ order_id: { $in: orderIds }, status: 'pending' }, { $set: { status: 'skipped', skip_reason: 'account erased' } });
  await OutboxModel.updateMany({ order_id: { $in: orderIds } }, { $set: { body: '(erased)' } });
  await OutboxModel.updateMany(customerTexts(orderIds, provenPhone), { $set: { to: erasedPhone, body: '(erased)' } });
}
