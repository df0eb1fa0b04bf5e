import { OrderModel } from './model';

/** True when the customer has no order that was not cancelled (so a cancelled first attempt still counts as "first"). */
export async function isFirstOrder(userId: string): Promise<boolean> {
  const earlier = await OrderModel.exists({ user_id: userId, delivery_status: { $ne: 'Cancelled' } });
  return earlier === null;
}
