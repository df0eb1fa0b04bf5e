import { AddressModel } from '../../src/modules/addresses/model';
import { useSecondApiProcess } from '../helpers/api-process';
import { http, useTestApp } from '../helpers/build-app';
import { signUp } from '../helpers/accounts';

/** "At most 20 saved addresses" holds when a customer's saves arrive at once through two API processes. */
describe('the saved-address cap across two API processes', () => {
  const t = useTestApp();
  const second = useSecondApiProcess(t);

  it('stores exactly 20 of 40 addresses saved at once, half through each process', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await signUp(t, `Cap Shopper ${round}`);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          http(i % 2 ? second.url : t.url).post(
            '/api/addresses',
            { newAddress: { label: `Place ${i}`, value: `Door ${i}, Kukatpally, Hyderabad` } },
            c.headers,
          ),
        ),
      );
      expect(results.filter((r) => r.status === 201).length).toBe(20);
      expect(await AddressModel.countDocuments({ user_id: c.id })).toBe(20);
    }
  }, 180_000);
});
