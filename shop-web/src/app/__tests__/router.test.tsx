import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('shop routes', () => {
  it('shows the home page with the store name and an online store service', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: "Nature's Nest Farms" })).toBeInTheDocument();
    expect(screen.getByText('Rooted in Purity, Nurtured by Nature.')).toBeInTheDocument();
    expect(await screen.findByText('Store service: online')).toBeInTheDocument();
  });

  it('reports the store service offline and checks again on request', async () => {
    server.use(http.get('/api/health', () => HttpResponse.json({ msg: 'Database unavailable' }, { status: 503 })));
    const { user } = await renderApp('/');
    expect(await screen.findByText('Store service: offline')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Store service: online')).toBeInTheDocument();
  });

  it('redirects an unknown path to the home page', async () => {
    const { router } = await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: "Nature's Nest Farms" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
