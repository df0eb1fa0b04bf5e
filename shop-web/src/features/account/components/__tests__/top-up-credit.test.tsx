import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { onlinePaymentOptions, signInAs } from '@/testing/fixtures';
import type { RazorpayOptions } from '@/lib/razorpay';

/** Razorpay Checkout as its script would define it: the test plays the customer in its window. */
class FakeCheckout {
  static opened: FakeCheckout[] = [];
  constructor(readonly options: RazorpayOptions) {}
  on() {}
  open() {
    FakeCheckout.opened.push(this);
  }
}

const success = { razorpay_order_id: 'order_TOPUP', razorpay_payment_id: 'pay_TOPUP', razorpay_signature: 'f'.repeat(64) };
const topUp = (amount: number, state: 'awaiting' | 'paid' = 'awaiting') => ({
  id: '665f1c2ab1c2d3e4f5a6b7c8',
  amount,
  state,
  createdAt: '2026-11-28T10:50:00.000Z',
  expiresAt: '2026-11-28T11:05:00.000Z',
  checkout:
    state === 'awaiting'
      ? { razorpayOrderId: 'order_TOPUP', keyId: 'rzp_test_key', amount: amount * 100, currency: 'INR', expires_at: '2026-11-28T11:05:00.000Z' }
      : null,
});

describe('account: topping up store credit', () => {
  let balance = 0;
  beforeEach(() => {
    signInAs();
    balance = 0;
    FakeCheckout.opened = [];
    window.Razorpay = FakeCheckout;
    server.use(
      http.get('/api/payments/options', () => HttpResponse.json(onlinePaymentOptions())),
      http.get('/api/me/store-credit', () =>
        HttpResponse.json({
          balance,
          entries: balance ? [{ amount: balance, reason: 'Top-up by UPI', order_id: null, at: '2026-11-28T10:51:00.000Z' }] : [],
        }),
      ),
    );
  });
  afterEach(() => {
    delete window.Razorpay;
  });

  it('tops up ₹1,000 through Checkout: the buttons wait, then the balance and a confirmation show', async () => {
    const started: Array<{ body: unknown; key: string | null }> = [];
    const verified: unknown[] = [];
    server.use(
      http.post('/api/me/store-credit/top-ups', async ({ request }) => {
        started.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json(topUp(1000), { status: 201 });
      }),
      http.post('/api/me/store-credit/top-ups/:id/verify', async ({ request }) => {
        verified.push(await request.json());
        balance = 1000;
        return HttpResponse.json({ topUp: topUp(1000, 'paid'), balance });
      }),
    );
    const { user } = await renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Top up store credit' });
    expect(section).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '₹1,000' }));
    expect(screen.getByRole('button', { name: '₹1,000' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,000 by UPI' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    expect(FakeCheckout.opened[0].options).toMatchObject({ key: 'rzp_test_key', order_id: 'order_TOPUP', amount: 100_000, currency: 'INR' });
    expect(started).toEqual([{ body: { amount: 1000 }, key: expect.any(String) }]);
    // While Checkout is open, nothing else can be started.
    expect(screen.getByRole('button', { name: 'Pay ₹1,000 by UPI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '₹500' })).toBeDisabled();

    act(() => FakeCheckout.opened[0].options.handler(success));
    expect(await screen.findByRole('status')).toHaveTextContent('₹1,000 added. Your store credit is now ₹1,000.00.');
    expect(verified).toEqual([success]);
    expect(await screen.findByRole('region', { name: 'Store credit ₹1,000.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1,000 by UPI' })).toBeEnabled();
  });

  it('closing Checkout says nothing was added; a payment the store could not confirm says what happens to the money', async () => {
    server.use(
      http.post('/api/me/store-credit/top-ups', () => HttpResponse.json(topUp(500), { status: 201 })),
      http.post('/api/me/store-credit/top-ups/:id/verify', () => HttpResponse.json({ msg: 'We could not confirm this payment.' }, { status: 400 })),
    );
    const { user } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹500 by UPI' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    act(() => FakeCheckout.opened[0].options.modal.ondismiss());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not completed, so nothing was added.');
    expect(screen.getByRole('button', { name: 'Pay ₹500 by UPI' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Pay ₹500 by UPI' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(2));
    act(() => FakeCheckout.opened[1].options.handler(success));
    expect(await screen.findByRole('alert')).toHaveTextContent('If money left your account, it will be added to your credit shortly, or refunded.');
    expect(screen.queryByText('We could not confirm this payment.')).not.toBeInTheDocument();
  });

  it('is not offered when the store takes no online payments', async () => {
    server.use(http.get('/api/payments/options', () => HttpResponse.json({ ...onlinePaymentOptions(), online: false, key_id: null, checkout_script: null })));
    await renderApp('/account');
    await screen.findByRole('tab', { name: 'Account Settings' });
    expect(screen.queryByRole('region', { name: 'Top up store credit' })).not.toBeInTheDocument();
  });
});
