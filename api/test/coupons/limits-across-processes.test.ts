import { CouponModel } from '../../src/modules/coupons/model';
import { useSecondApiProcess } from '../helpers/api-process';
import { http, useTestApp } from '../helpers/build-app';
import { type Customer, signUp } from '../helpers/accounts';
import { HYDERABAD, placeOrder, useCatalogueWithFiller } from '../orders/fixtures';

/** A coupon's total use limit holds when its last uses are taken at once through two API processes. */
describe('coupon usage limit across two API processes', () => {
  const t = useTestApp();
  const second = useSecondApiProcess(t);
  const cat = useCatalogueWithFiller(t);

  /** A customer with one order already (so first-order holds and discounts stay out of the way). */
  async function returningCustomer(name: string): Promise<Customer> {
    const c = await signUp(t, name);
    await placeOrder(t, c, [{ id: cat.filler, quantity: 1 }]);
    return c;
  }

  it('gives the discount to exactly 2 of 6 orders placed at once, half through each process (3 rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const code = `LAST2R${round}`;
      const created = await t.api.post(
        '/api/admin/coupons',
        { code, discount_type: 'fixed', discount_value: 20, expiry_date: '2099-01-01', usage_limit: 2 },
        t.adminHeaders,
      );
      expect(created.status).toBe(201);
      const customers = await Promise.all(Array.from({ length: 6 }, (_, i) => returningCustomer(`Racer ${round}-${i}`)));
      const items = [{ id: cat.chicken1kg, quantity: 1 }];
      const quotes = await Promise.all(
        customers.map((c) => t.api.post('/api/orders/quote', { cartItems: items, shippingAddress: HYDERABAD, couponCode: code }, c.headers)),
      );
      const answers = await Promise.all(
        customers.map((c, i) =>
          http(i % 2 ? second.url : t.url).post(
            '/api/orders',
            { userId: c.id, cartItems: items, shippingAddress: HYDERABAD, totalAmount: quotes[i]!.body.total, couponCode: code },
            { ...c.headers, 'idempotency-key': `${c.id}-${code}` },
          ),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400, 400, 400]);
      expect((await CouponModel.findOne({ code }).lean())!.uses).toBe(2);
    }
  }, 180_000);
});
