import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { kadaknath, turkey } from '@/testing/fixtures';

describe('catalogue pager', () => {
  it('shows the last page for a page past the end (an old link)', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/products', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        asked.push(page!);
        return HttpResponse.json({ products: page === '3' ? [turkey] : [], totalPages: 3, page: Number(page) });
      }),
    );
    const { router } = await renderApp('/?category=eggs&page=99');
    expect(await screen.findByRole('heading', { name: 'Turkey Meat' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?category=eggs&page=3'));
    expect(screen.getByText('Page 3 / 3')).toBeInTheDocument();
    expect(asked).toEqual(['99', '3']);
  });

  it('hides the pager of a shelf with one page', async () => {
    server.use(http.get('/api/products', () => HttpResponse.json({ products: [kadaknath, turkey], totalPages: 1, page: 1 })));
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByText('Page 1 / 1')).not.toBeInTheDocument();
  });
});
