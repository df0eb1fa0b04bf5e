import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { held } from '@farm-store/shared-ui/host/testing';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { address, addresses, cartLine, order, quote, signInAs, slot, slotsAnswer, storeCart } from '@/testing/fixtures';

function storeCheckout() {
  storeCart([cartLine()]);
  localStorage.setItem(
    'checkoutDetails',
    JSON.stringify({ items: [cartLine()], totalAmount: 1700, shippingAddress: { label: 'Home', value: addresses[0].value } }),
  );
}

describe('payment', () => {
  beforeEach(() => {
    signInAs();
    storeCheckout();
  });

  it('goes back to checkout without checkout details', async () => {
    localStorage.removeItem('checkoutDetails');
    const { router } = await renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('offers only Cash on Delivery and links to the coupons page', async () => {
    await renderApp('/payment');
    expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View available coupons' })).toHaveAttribute('href', '/coupons');
  });

  it('applies a coupon (upper-cased as typed), re-quotes with it, and removes it', async () => {
    let applyBody: unknown;
    server.use(
      http.post('/api/coupons/apply', async ({ request }) => {
        applyBody = await request.json();
        return HttpResponse.json({
          success: true,
          coupon: { code: 'FARM50', discount_type: 'fixed', discount_value: 50, min_purchase_amount: 500, discount_amount: 50 },
        });
      }),
      http.post('/api/orders/quote', async ({ request }) => {
        const body = (await request.json()) as { couponCode: string | null };
        return HttpResponse.json(body.couponCode ? quote({ coupon_discount: 50, coupon_code: 'FARM50', total: 1120 }) : quote());
      }),
    );
    const { user } = await renderApp('/payment');
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please enter a coupon code.')).toBeInTheDocument();

    const input = screen.getByLabelText('Coupon code');
    await user.type(input, 'farm50');
    expect(input).toHaveValue('FARM50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon applied successfully!')).toBeInTheDocument();
    expect(applyBody).toEqual({ couponCode: 'FARM50', cartTotal: 1300 });
    expect(input).toBeDisabled();
    expect(await screen.findByText('Coupon (FARM50)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,120.00');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(input).toBeEnabled();
    expect(await screen.findByText('₹1,170.00')).toBeInTheDocument();
  });

  it("shows the server's coupon error, or the fallback", async () => {
    server.use(http.post('/api/coupons/apply', () => HttpResponse.json({ success: false, msg: 'This coupon has expired.' }, { status: 400 })));
    const { user } = await renderApp('/payment');
    await user.type(await screen.findByLabelText('Coupon code'), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired.')).toBeInTheDocument();
    server.use(http.post('/api/coupons/apply', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
  });

  it('says how many minutes to wait once too many unknown codes were tried', async () => {
    server.use(
      http.post('/api/coupons/apply', () => HttpResponse.json({ msg: 'Too many coupon codes tried. Please wait 14 minutes and try again.' }, { status: 429 })),
    );
    const { user } = await renderApp('/payment');
    await user.type(await screen.findByLabelText('Coupon code'), 'GUESS');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Too many coupon codes tried. Please wait 14 minutes and try again.')).toBeInTheDocument();
  });

  it('places one order with the quoted total and an Idempotency-Key, however often Confirm is clicked', async () => {
    const calls: Array<{ body: unknown; key: string | null }> = [];
    const answer = held();
    server.use(
      http.post('/api/orders', async ({ request }) => {
        calls.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        await answer.released;
        return HttpResponse.json({ orderId: 'order-123', order: order({ id: 'order-123', total_amount: 1170 }) }, { status: 201 });
      }),
    );
    const { user, router } = await renderApp('/payment');
    await screen.findByText('₹1,170.00');
    const confirm = screen.getByRole('button', { name: 'Confirm Order' });
    await user.dblClick(confirm);
    await user.click(confirm);
    answer.release();
    // The success screen's chunk loads on first visit (slow on a busy machine).
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].key).toMatch(/.{16,}/);
    expect(calls[0].body).toEqual({
      userId: 'u1',
      cartItems: [{ id: 'v2', quantity: 2 }],
      shippingAddress: { label: 'Home', value: addresses[0].value },
      totalAmount: 1170,
      paymentMethod: 'cod',
      language: 'en',
    });
    expect(router.state.location.pathname).toBe('/order-success');
    expect(screen.getByTestId('order-id')).toHaveTextContent('#RDER-123');
    expect(screen.getByTestId('order-id')).toHaveAttribute('data-order-id', 'order-123');
    expect(screen.getByTestId('success-total')).toHaveTextContent('₹1,170.00');
    expect(screen.getByTestId('success-payment')).toHaveTextContent('Cash on delivery');
    expect((await screen.findByTestId('confetti')).children).toHaveLength(150);
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('uses store credit when asked: the breakdown shows it and what is left to pay, and the order is placed with it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/orders/quote', async ({ request }) => {
        const body = (await request.json()) as { useStoreCredit?: boolean };
        return HttpResponse.json(quote({ store_credit_balance: 200, ...(body.useStoreCredit && { store_credit: 200 }) }));
      }),
      http.post('/api/orders', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ orderId: 'order-9', order: order({ id: 'order-9', store_credit: 200, to_pay: 1330 }) }, { status: 201 });
      }),
    );
    const { user } = await renderApp('/payment');
    const useCredit = await screen.findByRole('checkbox', { name: 'Use store credit (₹200.00 available)' });
    expect(screen.queryByTestId('store-credit-line')).not.toBeInTheDocument();
    await user.click(useCredit);
    expect(await screen.findByTestId('store-credit-line')).toHaveTextContent('−₹200.00');
    expect(screen.getByTestId('to-pay')).toHaveTextContent('₹970.00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ totalAmount: 1170, useStoreCredit: true, paymentMethod: 'cod' });
  });

  it('offers no store credit to a customer without any, and says when the credit pays for everything', async () => {
    await renderApp('/payment');
    await screen.findByText('₹1,170.00');
    expect(screen.queryByRole('checkbox', { name: /Use store credit/ })).not.toBeInTheDocument();
    cleanup();
    server.use(http.post('/api/orders/quote', () => HttpResponse.json(quote({ store_credit_balance: 2000, store_credit: 1170 }))));
    const { user } = await renderApp('/payment');
    await user.click(await screen.findByRole('checkbox', { name: /Use store credit/ }));
    expect(await screen.findByText('Your store credit pays for the whole order: nothing to pay on delivery.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
  });

  it('on 409 shows the new quote and places the order at the new total on the second confirmation', async () => {
    const totals: number[] = [];
    server.use(
      http.post('/api/orders', async ({ request }) => {
        const body = (await request.json()) as { totalAmount: number };
        totals.push(body.totalAmount);
        if (body.totalAmount !== 1260)
          return HttpResponse.json({ msg: 'Prices changed', quote: quote({ subtotal: 1400, first_order_discount: 140, total: 1260 }) }, { status: 409 });
        return HttpResponse.json({ orderId: 'order-9', order: order({ id: 'order-9' }) }, { status: 201 });
      }),
    );
    const { user } = await renderApp('/payment');
    await screen.findByText('₹1,170.00');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText(/Prices have changed/)).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,260.00');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    // The success screen's chunk loads on first visit (slow on a busy machine).
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(totals).toEqual([1170, 1260]);
  });

  it('says why an order failed on the page and retries with the same Idempotency-Key', async () => {
    const alert = jest.spyOn(window, 'alert');
    const keys: Array<string | null> = [];
    server.use(
      http.post('/api/orders', ({ request }) => (keys.push(request.headers.get('idempotency-key')), HttpResponse.json({ msg: 'boom' }, { status: 500 }))),
    );
    const { user } = await renderApp('/payment');
    await screen.findByText('₹1,170.00');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error placing your order. Please try again.');
    expect(alert).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBe(keys[1]);
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('keeps an applied coupon across a visit to the coupons page and a reload, until the order is placed', async () => {
    const quotedWith: Array<string | null> = [];
    server.use(
      http.post('/api/coupons/apply', () =>
        HttpResponse.json({
          success: true,
          coupon: { code: 'FARM50', discount_type: 'fixed', discount_value: 50, min_purchase_amount: 500, discount_amount: 50 },
        }),
      ),
      http.post('/api/orders/quote', async ({ request }) => {
        const body = (await request.json()) as { couponCode: string | null };
        quotedWith.push(body.couponCode);
        return HttpResponse.json(body.couponCode ? quote({ coupon_discount: 50, coupon_code: 'FARM50', total: 1120 }) : quote());
      }),
      http.post('/api/orders', () => HttpResponse.json({ orderId: 'order-123', order: order({ id: 'order-123' }) }, { status: 201 })),
    );
    const { user } = await renderApp('/payment');
    await user.type(await screen.findByLabelText('Coupon code'), 'FARM50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon (FARM50)')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View available coupons' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons & Offers' })).toBeInTheDocument();
    cleanup(); // a reload: the page starts again from what the device kept

    const again = await renderApp('/payment');
    expect(await screen.findByText('Coupon (FARM50)')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('FARM50');
    expect(screen.getByLabelText('Coupon code')).toBeDisabled();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,120.00');

    await again.user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/order-success'), { timeout: 5000 });
    expect(localStorage.getItem('appliedCoupon')).toBeNull();
  });

  it('nudges a Hyderabad order that pays for delivery towards free delivery', async () => {
    server.use(http.post('/api/orders/quote', () => HttpResponse.json(quote({ subtotal: 1300, shipping: 100, total: 1270 }))));
    await renderApp('/payment');
    expect(await screen.findByTestId('free-delivery-nudge')).toHaveTextContent('Add ₹200.01 more for FREE delivery in Hyderabad (orders over ₹1,500.00).');
  });

  it('names the items a stale cart holds when the order is refused', async () => {
    server.use(
      http.post('/api/orders', () =>
        HttpResponse.json(
          { msg: 'Some items in your cart are no longer available. Please remove them and try again.', unavailable: [cartLine().id] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/payment');
    await screen.findByText('₹1,170.00');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These items are no longer sold: Kadaknath Chicken (1kg). Please remove them from your cart and try again.',
    );
  });

  describe('with a delivery slot', () => {
    const chosen = slot();
    beforeEach(() => {
      localStorage.setItem(
        'checkoutDetails',
        JSON.stringify({
          items: [cartLine()],
          totalAmount: 1700,
          shippingAddress: { label: 'Home', value: addresses[0].value, pincode: '500034' },
          slotId: chosen.id,
        }),
      );
    });

    it('quotes and orders with the chosen slot, shows it before confirming, and the success screen says when it arrives', async () => {
      const quoted: unknown[] = [];
      let placed: unknown;
      server.use(
        http.post('/api/orders/quote', async ({ request }) => (quoted.push(await request.json()), HttpResponse.json(quote({ slot: chosen })))),
        http.post('/api/orders', async ({ request }) => {
          placed = await request.json();
          return HttpResponse.json(
            {
              orderId: 'order-7',
              order: order({ id: 'order-7', slot: { id: chosen.id, starts_at: chosen.starts_at, ends_at: chosen.ends_at, cutoff_at: chosen.cutoff_at } }),
            },
            { status: 201 },
          );
        }),
      );
      const { user } = await renderApp('/payment');
      expect(await screen.findByText('Delivery: Mon 30 Nov, 7–9 am')).toBeInTheDocument();
      expect(quoted.at(-1)).toMatchObject({ slotId: chosen.id });
      await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
      expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' }, { timeout: 5000 })).toBeInTheDocument();
      expect(placed).toMatchObject({ slotId: chosen.id, shippingAddress: { pincode: '500034' } });
      expect(screen.getByText('Arriving Mon 30 Nov, 7–9 am')).toBeInTheDocument();
    });

    it('explains courier shipping with its dispatch and expected days', async () => {
      server.use(
        http.post('/api/orders/quote', () =>
          HttpResponse.json(
            quote({
              shipping: 450,
              total: 1620,
              is_outstation: true,
              shipping_detail: {
                zone: 'telangana',
                delivery: 'courier',
                billed_kg: 3,
                rate_per_kg: 150,
                free_above: null,
                free: false,
                dispatch_date: '2026-11-30',
                expected_date: '2026-12-04',
              },
            }),
          ),
        ),
      );
      await renderApp('/payment');
      expect(await screen.findByTestId('shipping-why')).toHaveTextContent(
        'Courier to Telangana · 3 kg × ₹150.00/kg = ₹450.00 · dispatched Mon 30 Nov, expected by Fri 4 Dec',
      );
    });

    it('says when a Hyderabad order ships free', async () => {
      server.use(
        http.post('/api/orders/quote', () =>
          HttpResponse.json(
            quote({
              shipping_detail: {
                zone: 'hyderabad',
                delivery: 'partner',
                billed_kg: 1.5,
                rate_per_kg: 50,
                free_above: 1500,
                free: true,
                dispatch_date: null,
                expected_date: null,
              },
            }),
          ),
        ),
      );
      await renderApp('/payment');
      expect(await screen.findByTestId('shipping-why')).toHaveTextContent('Hyderabad — our riders · Free delivery above ₹1,500.00');
    });

    it('sends the customer back to choose another slot when theirs filled while they paid', async () => {
      jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-29T10:00:00.000Z'));
      const later = slot({ id: 'hyderabad-2026-11-30-0900-1100', starts_at: '2026-11-30T03:30:00.000Z', ends_at: '2026-11-30T05:30:00.000Z' });
      server.use(
        http.get('/api/addresses', () => HttpResponse.json([address({ pincode: '500034' })])),
        http.get('/api/slots', () =>
          HttpResponse.json(slotsAnswer({ slots_in_use: true, slots: [{ ...chosen, status: 'full', remaining: 0 }, later], next_open: later })),
        ),
        http.post('/api/orders', () => HttpResponse.json({ msg: 'That delivery slot just filled. Please choose another.' }, { status: 409 })),
      );
      const { user, router } = await renderApp('/payment');
      await screen.findByText('₹1,170.00');
      await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
      expect(await screen.findByText('That delivery slot just filled. Please choose another.')).toBeInTheDocument();
      expect(await screen.findByRole('radio', { name: /^9–11\sam/ })).toBeChecked();
      expect(JSON.parse(localStorage.getItem('checkoutDetails')!).slotId).toBeNull();
    });
  });
});
