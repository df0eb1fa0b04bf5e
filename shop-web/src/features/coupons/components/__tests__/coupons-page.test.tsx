import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { order, signInAs } from '@/testing/fixtures';

describe('coupons page', () => {
  it('lists the public coupons for a guest', async () => {
    await renderApp('/coupons');
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    expect(screen.getByText('₹50.00 OFF')).toBeInTheDocument();
    expect(screen.getByText('₹50.00 off on orders of ₹500.00 or more')).toBeInTheDocument();
  });

  it('tells a customer with no orders that this is their first order', async () => {
    signInAs();
    await renderApp('/coupons');
    expect(await screen.findByText(/This is your first order/)).toBeInTheDocument();
    expect(screen.getByText('First order only')).toBeInTheDocument();
  });

  it('still offers first-order coupons to a customer whose only order was cancelled (as the API prices it)', async () => {
    signInAs();
    server.use(http.get('/api/orders', () => HttpResponse.json([order({ delivery_status: 'Cancelled', status: 'Cancelled' })])));
    await renderApp('/coupons');
    expect(await screen.findByText(/This is your first order/)).toBeInTheDocument();
    expect(screen.getByText('First order only')).toBeInTheDocument();
  });

  it('marks first-order coupons unavailable for a returning customer', async () => {
    signInAs();
    server.use(http.get('/api/orders', () => HttpResponse.json([order()])));
    await renderApp('/coupons');
    expect(await screen.findByText('First order only: not available on your account')).toBeInTheDocument();
    expect(screen.queryByText(/This is your first order/)).not.toBeInTheDocument();
  });

  it('says so when coupons cannot be loaded', async () => {
    server.use(http.get('/api/coupons/public', () => new HttpResponse(null, { status: 500 })));
    await renderApp('/coupons');
    expect(await screen.findByText('Could not load coupons at this time.')).toBeInTheDocument();
  });
});
