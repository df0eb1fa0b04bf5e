import { OrderModel } from '../../src/modules/orders/model';

/**
 * The handover code of an order out for delivery, as its customer sees it on their order page (read from the stored
 * order: the tests that complete deliveries need the code the customer would show, not a way around it).
 */
export async function handoverCode(orderId: string): Promise<string> {
  const order = await OrderModel.findById(orderId, { handover: 1 }).lean();
  const code = order?.handover?.code;
  if (!code) throw new Error(`order ${orderId} has no handover code: is it out for delivery?`);
  return code;
}

/** The body completing a delivery with the customer's code (and the cash, when given). */
export const withCode = async (orderId: string, cash: Record<string, unknown> = {}) => ({ ...cash, code: await handoverCode(orderId) });
