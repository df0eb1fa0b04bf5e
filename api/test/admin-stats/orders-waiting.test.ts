import { OrderModel, OrderWaitingModel } from '../../src/modules/orders/model';
import { useTestApp } from '../helpers/build-app';
import { adminHeaders, createPartner, signUp } from '../helpers/accounts';
import { placeOrder, useCatalogue, WARANGAL } from '../orders/fixtures';

/** The dashboard's "Orders waiting now": Pending orders, kept in step with placing and every move. */
describe('orders waiting now (GET /api/admin/stats)', () => {
  const t = useTestApp();
  const { api } = t;
  const cat = useCatalogue(t);
  const waitingNow = async () => (await api.get('/api/admin/stats', adminHeaders(t))).body.orders_waiting as number;

  it('counts the Pending orders a store had before the list existed, then follows each order in and out', async () => {
    const c = await signUp(t);
    // A store from before the list: its Pending order is found on the first count.
    const earlier = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
    await OrderWaitingModel.deleteMany({});
    expect(await waitingNow()).toBe(1);

    const riders = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
    const courier = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }], WARANGAL);
    expect(await waitingNow()).toBe(3);

    const partner = await createPartner(t, 'Waiting Rider');
    expect((await api.put(`/api/admin/orders/${riders}/assign`, { partnerId: partner.id }, adminHeaders(t))).status).toBe(200);
    expect(await waitingNow()).toBe(2);
    expect((await api.put(`/api/admin/orders/${riders}/unassign`, { fromPartnerId: partner.id }, adminHeaders(t))).status).toBe(200);
    expect(await waitingNow()).toBe(3);

    const shipped = await api.put(`/api/admin/orders/${courier}/ship`, { courier: 'DTDC', trackingNumber: 'D1234567' }, adminHeaders(t));
    expect(shipped.status).toBe(200);
    expect((await api.put(`/api/orders/${earlier}/cancel`, undefined, c.headers)).status).toBe(200);
    expect(await waitingNow()).toBe(1);
    expect(await OrderModel.countDocuments({ delivery_status: 'Pending' })).toBe(1);
  });
});
