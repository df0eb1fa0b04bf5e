import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { recordRequests } from '@/testing/requests';
import { server } from '@/testing/server';
import { EVERY_TAB } from '@/testing/fixtures';

describe('admin dashboard', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));

  it('shows the cards from the stats, the tabs, and the Overview charts', async () => {
    await renderApp('/admin');
    const revenue = await screen.findByText('₹4,050.50');
    expect(revenue.closest('div')).toHaveTextContent('Total Revenue');
    expect(screen.getByText('Total Orders').closest('div')).toHaveTextContent('3');
    expect(screen.getByText('Total Users').closest('div')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: '1 order waiting now, open on the Orders tab' })).toHaveAttribute('href', '/admin/orders?status=Pending');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(EVERY_TAB);
    expect(await screen.findByRole('img', { name: 'Products per category: Live Birds (50.0%), Pickles (50.0%)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Orders and revenue per day, .*: 3 orders\./ })).toBeInTheDocument();
  });

  it('loads every list on open and reloads them all on refresh', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/admin');
    const lists = ['stats', 'products', 'users', 'orders', 'delivery-partners', 'coupons', 'inquiries'].map((l) => `GET /api/admin/${l}`);
    await waitFor(() => expect(requests.all()).toEqual(expect.arrayContaining(lists)));
    const before = requests.all().length;
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(requests.all().slice(before)).toEqual(expect.arrayContaining(lists)));
  });

  it("shows the server's message, or 'Failed to fetch admin data.', in the error banner", async () => {
    server.use(http.get('/api/admin/users', () => new HttpResponse(null, { status: 500 })));
    await renderApp('/admin');
    expect(await screen.findByText('Failed to fetch admin data.')).toHaveAttribute('role', 'alert');
  });

  it('signs out on a 401 from any admin call', async () => {
    server.use(http.get('/api/admin/coupons', () => HttpResponse.json({ msg: 'Token is not valid' }, { status: 401 })));
    const { router } = await renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('signs out with the Sign Out button', async () => {
    const { user, router } = await renderApp('/admin');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('lists users, partners and inquiries in their tabs', async () => {
    const { user } = await renderApp('/admin');
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('Home: Road 12, Banjara Hills, Hyderabad')).toBeInTheDocument();
    expect(screen.getByText('No addresses')).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument(); // initial avatar of "arjun"
    await user.click(screen.getByRole('tab', { name: 'Partners' }));
    expect(await screen.findByRole('button', { name: 'Enable Old Partner' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Inquiries' }));
    expect(await screen.findByText('Kiran Dairy')).toBeInTheDocument();
  });
});
