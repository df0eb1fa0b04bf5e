import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { addresses, cartLine, onlinePaymentOptions, order, quote, signInAs, storeCart } from '@/testing/fixtures';
import type { Order } from '@/types/api';
import type { RazorpayFailure, RazorpayOptions } from '@/lib/razorpay';

/** Razorpay Checkout as its script would define it: the test plays the customer in its window. */
class FakeCheckout {
  static opened: FakeCheckout[] = [];
  failed: ((response: RazorpayFailure) => void) | null = null;
  constructor(readonly options: RazorpayOptions) {}
  on(_event: 'payment.failed', listener: (response: RazorpayFailure) => void) {
    this.failed = listener;
  }
  open() {
    FakeCheckout.opened.push(this);
  }
}

const lastCheckout = () => FakeCheckout.opened.at(-1)!;
const success = { razorpay_order_id: 'order_RZP1', razorpay_payment_id: 'pay_RZP1', razorpay_signature: 'f'.repeat(64) };
const failure: RazorpayFailure = {
  error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', reason: 'payment_failed', metadata: { order_id: 'order_RZP1', payment_id: 'pay_RZP1' } },
};
/** 4:35 pm in Hyderabad. */
const expiresAt = '2026-11-28T11:05:00.000Z';
const handoff = { razorpayOrderId: 'order_RZP1', keyId: 'rzp_test_key', amount: 117000, currency: 'INR', expires_at: expiresAt };

const awaitingOrder = (overrides: Partial<Order> = {}) =>
  order({
    id: 'order-123',
    total_amount: 1170,
    delivery_status: 'Awaiting Payment',
    payment: { ...order().payment, method: 'online', state: 'awaiting', expires_at: expiresAt },
    ...overrides,
  });
const paidOrder = () =>
  order({
    id: 'order-123',
    total_amount: 1170,
    payment: { ...order().payment, method: 'online', state: 'paid', paid_via: 'online', instrument: 'UPI', paid: 1170 },
  });
const cashOrder = () => order({ id: 'order-123', total_amount: 1170 });

function storeCheckout() {
  storeCart([cartLine()]);
  localStorage.setItem(
    'checkoutDetails',
    JSON.stringify({ items: [cartLine()], totalAmount: 1700, shippingAddress: { label: 'Home', value: addresses[0].value } }),
  );
}

/** Places an order to pay now: the store answers Checkout's handoff, and Checkout opens. */
async function placeToPayNow(placed: unknown[] = []) {
  server.use(
    http.post('/api/orders', async ({ request }) => {
      placed.push(await request.json());
      return HttpResponse.json({ orderId: 'order-123', order: awaitingOrder(), payment: handoff }, { status: 201 });
    }),
  );
  const app = await renderApp('/payment');
  await app.user.click(await screen.findByRole('radio', { name: /Pay now/ }));
  await app.user.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
  await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
  return app;
}

describe('paying online', () => {
  beforeEach(() => {
    signInAs();
    storeCheckout();
    FakeCheckout.opened = [];
    window.Razorpay = FakeCheckout;
    server.use(http.get('/api/payments/options', () => HttpResponse.json(onlinePaymentOptions())));
  });
  afterEach(() => {
    delete window.Razorpay;
  });

  describe('the choice', () => {
    it('offers Pay now and cash on delivery, cash first', async () => {
      const { user } = await renderApp('/payment');
      const cash = await screen.findByRole('radio', { name: /Cash on delivery Pay by cash or UPI when it arrives/ });
      const payNow = screen.getByRole('radio', { name: /Pay now UPI, cards, netbanking, wallets/ });
      await waitFor(() => expect(cash).toBeChecked());
      expect(cash).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeInTheDocument();
      await user.click(payNow);
      expect(payNow).toBeChecked();
      expect(screen.getByRole('button', { name: 'Place Order and Pay' })).toBeInTheDocument();
    });

    it('takes no cash above the cash limit, and preselects Pay now', async () => {
      server.use(http.post('/api/orders/quote', () => HttpResponse.json(quote({ subtotal: 5800, first_order_discount: 580, total: 5220 }))));
      await renderApp('/payment');
      await screen.findByText('₹5,220.00');
      const cash = screen.getByRole('radio', { name: /Cash on delivery/ });
      expect(cash).toBeDisabled();
      expect(cash).toHaveAccessibleDescription('Cash on delivery is available for orders up to ₹5,000.00. Please pay now.');
      expect(screen.getByRole('radio', { name: /Pay now/ })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Place Order and Pay' })).toBeInTheDocument();
    });

    it('takes no cash for a courier order when the store wants those paid in advance', async () => {
      server.use(http.post('/api/orders/quote', () => HttpResponse.json(quote({ is_outstation: true, shipping: 150, total: 1320 }))));
      await renderApp('/payment');
      await screen.findByText('₹1,320.00');
      expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toHaveAccessibleDescription('Orders sent by courier are paid in advance.');
      expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
      expect(screen.getByRole('radio', { name: /Pay now/ })).toBeChecked();
    });

    it('takes cash for a courier order when the store allows it', async () => {
      server.use(
        http.get('/api/payments/options', () => HttpResponse.json(onlinePaymentOptions({ courier_cash: true }))),
        http.post('/api/orders/quote', () => HttpResponse.json(quote({ is_outstation: true, shipping: 150, total: 1320 }))),
      );
      await renderApp('/payment');
      await screen.findByText('₹1,320.00');
      expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeEnabled();
    });
  });

  it('opens Checkout for the placed order, confirms the payment once, and shows it paid', async () => {
    const placed: unknown[] = [];
    const confirmations: unknown[] = [];
    const answer = held();
    server.use(
      http.post('/api/orders/:id/payment', async ({ request, params }) => {
        confirmations.push({ id: params.id, body: await request.json() });
        await answer.released;
        return HttpResponse.json({ order: paidOrder() });
      }),
    );
    const { router } = await placeToPayNow(placed);
    expect(placed[0]).toMatchObject({ paymentMethod: 'online', totalAmount: 1170 });
    const { options } = lastCheckout();
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 117000,
      currency: 'INR',
      order_id: 'order_RZP1',
      name: "Nature's Nest Farms",
      description: 'Order #RDER-123',
      prefill: { name: 'Lakshmi', contact: '+919876543210' },
      theme: { color: '#2f6b3a' },
    });
    // The cart stays while the order waits for its payment.
    expect(localStorage.getItem('cart')).not.toBeNull();

    act(() => options.handler(success));
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-success');
    expect(screen.getByTestId('success-payment')).toHaveTextContent('Paid ₹1,170.00 · UPI');
    expect(confirmations).toEqual([{ id: 'order-123', body: success }]);
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
  });

  it('says a payment it could not confirm will be refunded, and keeps the order', async () => {
    server.use(http.post('/api/orders/:id/payment', () => HttpResponse.json({ msg: 'That payment could not be verified.' }, { status: 400 })));
    const { router } = await placeToPayNow();
    act(() => lastCheckout().options.handler(success));
    expect(await screen.findByText('We could not confirm this payment. If money left your account, it will be refunded automatically.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('keeps the order after a failed payment: Try again opens Checkout again, Pay cash instead makes it a cash order', async () => {
    const switched: unknown[] = [];
    let handoffs = 0;
    server.use(
      http.get('/api/orders/:id/payment', () => (handoffs++, HttpResponse.json(handoff))),
      http.put('/api/orders/:id/payment-method', async ({ request }) => {
        switched.push(await request.json());
        return HttpResponse.json({ order: cashOrder() });
      }),
    );
    const { user, router } = await placeToPayNow();
    act(() => lastCheckout().failed!(failure));
    expect(await screen.findByText('Payment not completed. Your order is kept until 4:35 pm.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm Order|Place Order and Pay/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(2));
    expect(handoffs).toBe(1);
    expect(lastCheckout().options.order_id).toBe('order_RZP1');
    act(() => lastCheckout().options.modal.ondismiss());

    await user.click(await screen.findByRole('button', { name: 'Pay cash instead' }));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-success');
    expect(switched).toEqual([{ method: 'cod' }]);
    expect(screen.getByTestId('success-payment')).toHaveTextContent('Cash on delivery');
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
  });

  it('comes back to the same order after a reload, and offers no cash for an order above the cash limit', async () => {
    server.use(
      http.post('/api/orders/quote', () => HttpResponse.json(quote({ subtotal: 5800, first_order_discount: 580, total: 5220 }))),
      http.post('/api/orders', () =>
        HttpResponse.json(
          { orderId: 'order-123', order: awaitingOrder({ total_amount: 5220, to_pay: 5220 }), payment: { ...handoff, amount: 522000 } },
          { status: 201 },
        ),
      ),
    );
    const first = await renderApp('/payment');
    await screen.findByText('₹5,220.00');
    await first.user.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    cleanup(); // a reload while Checkout was open

    await renderApp('/payment');
    expect(await screen.findByText('Payment not completed. Your order is kept until 4:35 pm.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay cash instead' })).not.toBeInTheDocument();
  });

  it('says so when the order can no longer be paid, and links to it', async () => {
    server.use(http.get('/api/orders/:id/payment', () => HttpResponse.json({ msg: 'This order is not awaiting payment.' }, { status: 409 })));
    const { user } = await placeToPayNow();
    act(() => lastCheckout().options.modal.ondismiss());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/This order can no longer be paid here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("says what to do when Checkout's script does not load", async () => {
    delete window.Razorpay;
    server.use(http.post('/api/orders', () => HttpResponse.json({ orderId: 'order-123', order: awaitingOrder(), payment: handoff }, { status: 201 })));
    const { user } = await renderApp('/payment');
    await user.click(await screen.findByRole('radio', { name: /Pay now/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src="/razorpay-standin/checkout.js"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.error(script);
    expect(await screen.findByText('We could not open the payment page. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
