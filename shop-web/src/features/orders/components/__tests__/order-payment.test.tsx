import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { cartLine, onlinePaymentOptions, order, signInAs, storeCart } from '@/testing/fixtures';
import type { Order } from '@/types/api';
import { setLanguage } from '@/i18n/i18n';
import type { RazorpayOptions } from '@/lib/razorpay';

type Payment = Order['payment'];
const withPayment = (payment: Partial<Payment>, overrides: Partial<Order> = {}) => order({ payment: { ...order().payment, ...payment }, ...overrides });
/** 4:35 pm in Hyderabad. */
const expiresAt = '2026-11-28T11:05:00.000Z';
const refund = (overrides: Partial<Payment['refunds'][number]>): Payment['refunds'][number] => ({
  id: 'cancel',
  amount: 1530,
  state: 'pending',
  reason: 'Order cancelled',
  created_at: '2026-11-27T10:00:00.000Z',
  processed_at: null,
  ...overrides,
});

async function openOrder(shown: Order) {
  server.use(http.get('/api/orders', () => HttpResponse.json([shown])));
  const app = await renderApp('/account');
  await app.user.click(await screen.findByRole('button', { name: /Order #F5A6B7C8/ }));
  return app;
}

describe('order history: the payment', () => {
  beforeEach(() => signInAs());

  it.each<[string, Partial<Payment>]>([
    ['Cash on delivery', {}],
    ['Paid from your store credit when delivered.', { method: 'subscription' }],
    ['Paid · UPI', { method: 'online', state: 'paid', paid_via: 'online', instrument: 'UPI', paid: 1530 }],
    ['Paid · Card ending 4242', { method: 'online', state: 'paid', paid_via: 'online', instrument: 'Card ending 4242', paid: 1530 }],
    ['Paid by UPI at the door', { state: 'paid', paid_via: 'upi_qr', paid: 1530 }],
    ['Payment not completed — this order was cancelled and you were not charged', { method: 'online', state: 'expired' }],
  ])('says "%s"', async (text, payment) => {
    await openOrder(withPayment(payment));
    expect(screen.getByTestId('order-payment')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
  });

  it('names the payment in Telugu too', async () => {
    await openOrder(withPayment({ method: 'online', state: 'paid', paid_via: 'online', instrument: 'Card ending 4242', paid: 1530 }));
    await act(() => setLanguage('te'));
    expect(screen.getByTestId('order-payment')).toHaveTextContent('చెల్లించారు · 4242తో ముగిసే కార్డు');
  });

  it('lists the refunds: started, completed on a day, failed', async () => {
    await openOrder(
      withPayment(
        {
          method: 'online',
          state: 'paid',
          paid_via: 'online',
          instrument: 'UPI',
          paid: 1530,
          refunds: [
            refund({ id: 'r1', amount: 200, state: 'processed', processed_at: '2026-11-28T05:00:00.000Z' }),
            refund({ id: 'r2', amount: 150.5, state: 'pending' }),
            refund({ id: 'r3', amount: 80, state: 'failed' }),
          ],
        },
        { delivery_status: 'Cancelled', status: 'Cancelled' },
      ),
    );
    expect(screen.getByText('Refund of ₹200.00 completed on 28 Nov')).toBeInTheDocument();
    expect(screen.getByText('Refund of ₹150.50 started')).toBeInTheDocument();
    expect(screen.getByText('Refund of ₹80.00 could not be completed — we will contact you')).toBeInTheDocument();
  });

  describe('awaiting payment', () => {
    const opened: RazorpayOptions[] = [];
    beforeEach(() => {
      opened.length = 0;
      window.Razorpay = class {
        constructor(readonly options: RazorpayOptions) {}
        on() {}
        open() {
          opened.push(this.options);
        }
      };
      server.use(http.get('/api/payments/options', () => HttpResponse.json(onlinePaymentOptions())));
    });
    afterEach(() => {
      delete window.Razorpay;
    });

    const awaiting = () => withPayment({ method: 'online', state: 'awaiting', expires_at: expiresAt }, { delivery_status: 'Awaiting Payment' });

    it('says until when, and Complete payment opens Checkout; once paid, the cart it was placed from is emptied', async () => {
      let paid = false;
      const confirmed: unknown[] = [];
      storeCart([cartLine()]);
      localStorage.setItem(
        'checkoutDetails',
        JSON.stringify({
          items: [cartLine()],
          totalAmount: 1700,
          shippingAddress: { label: 'Home', value: 'Flat 4B' },
          awaitingPayment: { orderId: order().id, total: 1530, courier: false, expiresAt },
        }),
      );
      const paidOrder = withPayment({ method: 'online', state: 'paid', paid_via: 'online', instrument: 'UPI', paid: 1530 });
      server.use(
        http.get('/api/orders', () => HttpResponse.json([paid ? paidOrder : awaiting()])),
        http.get('/api/orders/:id/payment', () =>
          HttpResponse.json({ razorpayOrderId: 'order_RZP2', keyId: 'rzp_test_key', amount: 153000, currency: 'INR', expires_at: expiresAt }),
        ),
        http.post('/api/orders/:id/payment', async ({ request }) => {
          confirmed.push(await request.json());
          paid = true;
          return HttpResponse.json({ order: paidOrder });
        }),
      );
      const { user } = await renderApp('/account');
      const toggle = await screen.findByRole('button', { name: /Order #F5A6B7C8/ });
      expect(within(toggle).getByText('Awaiting payment')).toBeInTheDocument();
      await user.click(toggle);
      expect(screen.getByTestId('order-payment')).toHaveTextContent('Awaiting payment — pay by 4:35 pm');
      await user.click(screen.getByRole('button', { name: 'Complete payment' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(opened[0]).toMatchObject({ order_id: 'order_RZP2', amount: 153000, description: 'Order #F5A6B7C8' });

      const response = { razorpay_order_id: 'order_RZP2', razorpay_payment_id: 'pay_RZP2', razorpay_signature: 'a'.repeat(64) };
      act(() => opened[0].handler(response));
      await waitFor(() => expect(screen.getByTestId('order-payment')).toHaveTextContent('Paid · UPI'));
      expect(confirmed).toEqual([response]);
      expect(screen.queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
      expect(localStorage.getItem('cart')).toBeNull();
    });

    it('says so when the time to pay ran out meanwhile', async () => {
      server.use(http.get('/api/orders/:id/payment', () => HttpResponse.json({ msg: 'This order is not awaiting payment.' }, { status: 409 })));
      const { user } = await openOrder(awaiting());
      await user.click(screen.getByRole('button', { name: 'Complete payment' }));
      expect(await screen.findByText(/This order can no longer be paid here/)).toBeInTheDocument();
      expect(opened).toHaveLength(0);
    });
  });
});
