import { Types } from 'mongoose';
import { newestOrders, rememberOrderWrite } from '../../src/modules/orders/newest-page';
import type { StoredOrder } from '../../src/modules/orders/views';

/** The in-memory first page of the admin list (no database: `read` stands in for the query). */
describe('newest orders page cache', () => {
  const order = (minute: number, status = 'Pending') =>
    ({ _id: new Types.ObjectId(), created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)), delivery_status: status }) as unknown as StoredOrder;
  const ids = (orders: StoredOrder[]) => orders.map((o) => o._id.toString());

  it('answers from memory, puts new orders on top and replaces moved ones', async () => {
    const [a, b, c] = [order(1), order(2), order(3)];
    const read = jest.fn(async () => [c, b, a]);
    expect(ids(await newestOrders(3, read))).toEqual(ids([c, b, a]));
    const d = order(4);
    rememberOrderWrite(d);
    expect(ids(await newestOrders(3, read))).toEqual(ids([d, c, b]));
    rememberOrderWrite({ ...b, delivery_status: 'Cancelled' } as StoredOrder);
    expect((await newestOrders(3, read))[2]).toMatchObject({ delivery_status: 'Cancelled' });
    rememberOrderWrite(order(0)); // older than the whole full page: not on it
    expect(ids(await newestOrders(3, read))).toEqual(ids([d, c, b]));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('applies a write made while the page was being read', async () => {
    const [a, b] = [order(10), order(11)];
    let finish!: (orders: StoredOrder[]) => void;
    const pending = newestOrders(5, () => new Promise<StoredOrder[]>((r) => (finish = r)));
    const c = order(12);
    rememberOrderWrite(c);
    finish([b, a]);
    expect(ids(await pending)).toEqual(ids([c, b, a]));
    expect(ids(await newestOrders(5, async () => []))).toEqual(ids([c, b, a]));
  });
});
