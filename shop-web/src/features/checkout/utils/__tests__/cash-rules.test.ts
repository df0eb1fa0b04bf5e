import { cashRefusal } from '../cash-rules';

const options = { online: true, key_id: 'rzp_test_1', checkout_script: '/checkout.js', cash_limit: 5000, courier_cash: false, payment_window_minutes: 15 };

describe('cashRefusal', () => {
  it('allows cash up to the limit and refuses it above', () => {
    expect(cashRefusal(options, { total: 5000, courier: false })).toBeNull();
    expect(cashRefusal(options, { total: 5000.01, courier: false })).toBe('limit');
  });

  it('refuses cash for courier orders unless the store allows it', () => {
    expect(cashRefusal(options, { total: 900, courier: true })).toBe('courier');
    expect(cashRefusal({ ...options, courier_cash: true }, { total: 900, courier: true })).toBeNull();
  });

  it('always allows cash while online payment is not offered', () => {
    expect(cashRefusal({ ...options, online: false, cash_limit: null }, { total: 90_000, courier: true })).toBeNull();
    expect(cashRefusal(undefined, { total: 90_000, courier: true })).toBeNull();
  });
});
