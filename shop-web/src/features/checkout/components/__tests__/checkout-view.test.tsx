import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { address, addresses, cartLine, quote, signInAs, storeCart } from '@/testing/fixtures';

describe('checkout', () => {
  beforeEach(() => signInAs());

  it('shows the empty state without a cart', async () => {
    await renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  });

  it("preselects the first saved address and shows the server's quote with FREE shipping", async () => {
    const bodies: unknown[] = [];
    server.use(http.post('/api/orders/quote', async ({ request }) => (bodies.push(await request.json()), HttpResponse.json(quote()))));
    storeCart([cartLine()]);
    const { user, router } = await renderApp('/checkout');
    // The saved address, not the new-address form's "Home" label (also a radio, and checked by default).
    const saved = await screen.findByRole('group', { name: 'Saved addresses' });
    expect(within(saved).getByRole('radio', { name: /Home/ })).toBeChecked();
    expect(screen.getByText('Lakshmi')).toBeInTheDocument();
    expect(screen.getByText('Contact: +919876543210')).toBeInTheDocument();
    expect(await screen.findByText('FREE')).toBeInTheDocument();
    expect(screen.getByText('First-order discount (10%)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,170.00');
    expect(bodies.at(-1)).toEqual({
      cartItems: [{ id: 'v2', quantity: 2 }],
      shippingAddress: { label: 'Home', value: addresses[0].value, pincode: '500034' },
      couponCode: null,
    });

    await user.click(screen.getByRole('radio', { name: /Office/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ shippingAddress: { label: 'Office', value: addresses[1].value, pincode: '500081' } }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(JSON.parse(localStorage.getItem('checkoutDetails')!)).toMatchObject({ shippingAddress: { label: 'Office', value: addresses[1].value } });
  });

  it('prices and sends a saved address with its pincode, which decides the delivery zone', async () => {
    const bodies: Array<{ shippingAddress?: unknown }> = [];
    const withPincode = address({ id: 'a9', label: 'Office', value: 'Plot 9, Raheja Mindspace', pincode: '500081' });
    server.use(
      http.get('/api/addresses', () => HttpResponse.json([withPincode])),
      http.post('/api/orders/quote', async ({ request }) => (bodies.push((await request.json()) as never), HttpResponse.json(quote()))),
    );
    storeCart([cartLine()]);
    const { user, router } = await renderApp('/checkout');
    await waitFor(() => expect(bodies.at(-1)?.shippingAddress).toMatchObject({ pincode: '500081' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(JSON.parse(localStorage.getItem('checkoutDetails')!).shippingAddress).toEqual({ label: 'Office', value: withPincode.value, pincode: '500081' });
  });

  it('says which line exceeds the stock (the quote answers 409)', async () => {
    server.use(
      http.post('/api/orders/quote', () =>
        HttpResponse.json(
          {
            msg: 'Sorry, only 1 of "Kadaknath Chicken (1kg)" is left. Please change your cart and try again.',
            stock: [{ variant_id: 'v2', name: 'Kadaknath Chicken (1kg)', requested: 2, left: 1 }],
            quote: quote(),
          },
          { status: 409 },
        ),
      ),
    );
    storeCart([cartLine()]);
    await renderApp('/checkout');
    // The summary re-renders the alert while the quote settles: look for the words, not for one element staying put.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Not enough in stock. Left now: Kadaknath Chicken (1kg) – 1. Please change your cart and try again.'),
    );
  });

  it('asks for an address when there is none, and saves a new one with the label Home', async () => {
    let list: typeof addresses = [];
    let posted: unknown;
    server.use(
      http.get('/api/addresses', () => HttpResponse.json(list)),
      http.post('/api/addresses', async ({ request }) => {
        posted = await request.json();
        list = [address({ id: 'a9', value: 'Plot 7, Road No. 3, Kukatpally, Hyderabad 500072', pincode: '500072' })];
        return HttpResponse.json(list, { status: 201 });
      }),
    );
    storeCart([cartLine()]);
    const { user } = await renderApp('/checkout');
    expect(await screen.findByText('Please select or add a shipping address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('radio', { name: /Kukatpally/ })).toBeChecked();
    expect(posted).toEqual({ newAddress: { label: 'Home', house: 'Plot 7', street: 'Road No. 3', area: 'Kukatpally', pincode: '500072' } });
    expect(screen.queryByText('Please select or add a shipping address.')).not.toBeInTheDocument();
  });

  it('saves a new address under the label the shopper chooses', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('/api/addresses', () => HttpResponse.json([])),
      http.post('/api/addresses', async ({ request }) => {
        const body = (await request.json()) as { newAddress: { label: string; house: string; pincode: string } };
        posted.push(body);
        return HttpResponse.json([address({ id: 'a9', ...body.newAddress, value: 'Plot 7, Road No. 3, Kukatpally 500072' })], { status: 201 });
      }),
    );
    storeCart([cartLine()]);
    const { user } = await renderApp('/checkout');
    const labels = await screen.findByRole('group', { name: 'Save this address as' });
    expect(within(labels).getByRole('radio', { name: 'Home' })).toBeChecked();
    await fillNewAddress(user);
    await user.click(within(labels).getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText('Please fill in the label, the flat or house, the street and the area.')).toHaveAttribute('role', 'alert');
    expect(posted).toEqual([]);
    await user.type(screen.getByLabelText('Label'), "Parents' home");
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('radio', { name: /Kukatpally/ })).toBeChecked();
    expect(posted).toMatchObject([{ newAddress: { label: "Parents' home" } }]);
  });

  it.each([
    {
      refusal: "the server's reason, in the shopper's words",
      answer: { status: 400, msg: 'You can save at most 20 addresses. Delete one you no longer use first.' },
      shown: 'You can save at most 20 addresses. Delete one you no longer use first.',
    },
    {
      refusal: 'that the store cannot place it',
      answer: { status: 400, msg: 'Add the 6-digit pincode so we can work out delivery.' },
      shown: 'Add the 6-digit pincode so we can work out delivery.',
    },
    { refusal: 'a plain apology when the server failed', answer: { status: 500, msg: 'nope' }, shown: 'Could not save the address. Please try again.' },
  ])('says $refusal when the new address is not saved', async ({ answer, shown }) => {
    server.use(http.post('/api/addresses', () => HttpResponse.json({ msg: answer.msg }, { status: answer.status })));
    storeCart([cartLine()]);
    const { user } = await renderApp('/checkout');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(shown)).toHaveAttribute('role', 'alert');
  });

  it('does not offer an address saved without a pincode until its pincode is added', async () => {
    const old = address({ id: 'a0', label: 'Farm', value: 'Near the old well', pincode: null, house: null, street: null, area: null, zone: null });
    const bodies: Array<{ shippingAddress?: unknown }> = [];
    server.use(
      http.get('/api/addresses', () => HttpResponse.json([old, addresses[1]])),
      http.patch('/api/addresses/:id', () => HttpResponse.json([{ ...old, pincode: '500034', zone: 'hyderabad' }, addresses[1]])),
      http.post('/api/orders/quote', async ({ request }) => (bodies.push((await request.json()) as never), HttpResponse.json(quote()))),
    );
    storeCart([cartLine()]);
    const { user } = await renderApp('/checkout');
    const saved = await screen.findByRole('group', { name: 'Saved addresses' });
    const farm = within(saved).getByRole('radio', { name: /Farm/ });
    expect(farm).toBeDisabled();
    expect(farm).toHaveAccessibleDescription('Add the pincode before we can deliver here.');
    expect(within(saved).getByRole('radio', { name: /Office/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Add pincode for Farm' }));
    await user.type(within(saved).getByLabelText('Pincode'), '500034');
    await user.click(within(saved).getByRole('button', { name: 'Save pincode' }));
    await waitFor(() => expect(within(saved).getByRole('radio', { name: /Farm/ })).toBeChecked());
    await waitFor(() => expect(bodies.at(-1)?.shippingAddress).toMatchObject({ label: 'Farm', pincode: '500034' }));
  });

  it('shows outstation shipping in rupees', async () => {
    server.use(http.post('/api/orders/quote', () => HttpResponse.json(quote({ shipping: 700, total: 1870, is_outstation: true }))));
    storeCart([cartLine()]);
    await renderApp('/checkout');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('Shipping (outstation)')).toBeInTheDocument();
    expect(within(summary).getByText('₹700.00')).toBeInTheDocument();
  });
});

async function fillNewAddress(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText('Flat / house no. and building'), 'Plot 7');
  await user.type(screen.getByLabelText('Street or road'), 'Road No. 3');
  await user.type(screen.getByLabelText('Area or locality'), 'Kukatpally');
  await user.type(screen.getByLabelText('Pincode'), '500072');
}
