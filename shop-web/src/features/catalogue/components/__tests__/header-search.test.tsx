import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { kadaknath, turkey } from '@/testing/fixtures';

const paneer = {
  ...turkey,
  id: 'p9',
  name: 'Farm Fresh Paneer',
  category: 'dairy',
  variants: [
    {
      id: 'v91',
      product_id: 'p9',
      label: '200g',
      price: 110,
      stock: null,
      weight_grams: 200,
      mrp: null,
      sold_by_weight: false,
      price_per_kg: null,
      tolerance_pct: null,
    },
  ],
};

/** Answers the store-wide search with the products of the asked page; returns the query strings asked for. */
function answerSearch(productsOfPage: (page: number) => { products: (typeof kadaknath)[]; total: number; totalPages: number }) {
  const asked: string[] = [];
  server.use(
    http.get('/api/products/search', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page = Number(url.searchParams.get('page'));
      return HttpResponse.json({ ...productsOfPage(page), page });
    }),
  );
  return asked;
}

// The suggestions wait for a pause in typing and load as a chunk of their own: waits allow for both on a busy machine.
describe('store-wide search', () => {
  it('suggests products of every shelf once the shopper pauses typing, asking once for the whole word', async () => {
    const asked = answerSearch(() => ({ products: [paneer], total: 1, totalPages: 1 }));
    const { user, router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Kadaknath Chicken' }, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search the whole store' }), 'paneer');
    const suggestions = await screen.findByRole('list', { name: 'Suggestions for “paneer”' }, { timeout: 5000 });
    expect(asked).toEqual(['?q=paneer&page=1&limit=6']);
    const link = within(suggestions).getByRole('link', { name: /Farm Fresh Paneer/ });
    expect(link).toHaveTextContent('200g · ₹110.00');
    server.use(http.get('/api/products/p9', () => HttpResponse.json({ product: { ...paneer, variants: [] }, related: [] })));
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Paneer' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p9');
    expect(screen.queryByRole('list', { name: /Suggestions/ })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and Escape closes the suggestions', async () => {
    answerSearch(() => ({ products: [], total: 0, totalPages: 1 }));
    const { user } = await renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search the whole store' });
    await user.type(box, 'caviar');
    expect(await screen.findByText('No product matches “caviar”.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No product matches “caviar”.')).not.toBeInTheDocument();
  });

  it('opens every result on Enter, a page at a time', async () => {
    const asked = answerSearch((page) => ({ products: page === 1 ? [kadaknath, paneer] : [turkey], total: 14, totalPages: 2 }));
    const { user, router } = await renderApp('/?category=eggs');
    await user.type(screen.getByRole('searchbox', { name: 'Search the whole store' }), 'farm{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “farm”' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=farm');
    expect(await screen.findByText('14 products found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Farm Fresh Paneer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Turkey Meat' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 / 2')).toBeInTheDocument();
    expect(asked).toContain('?q=farm&page=1&limit=12');
    expect(asked).toContain('?q=farm&page=2&limit=12');
  });

  it('tells the shopper when nothing in the store matches', async () => {
    answerSearch(() => ({ products: [], total: 0, totalPages: 1 }));
    await renderApp('/search?q=caviar');
    expect(await screen.findByRole('heading', { name: 'Nothing in the store matches “caviar”.' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('holds a search to 80 characters and says so plainly, never as a connection problem', async () => {
    const asked = answerSearch(() => ({ products: [], total: 0, totalPages: 1 }));
    const { user } = await renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search the whole store' });
    await user.click(box);
    await user.paste('country chicken '.repeat(20));
    expect(box).toHaveValue('country chicken '.repeat(20).slice(0, 80));
    expect(box).toHaveAccessibleDescription('Search words can be at most 80 characters.');
    await user.keyboard('{Backspace}');
    expect(box).not.toHaveAccessibleDescription();
    expect(asked.every((query) => new URLSearchParams(query).get('q')!.length <= 80)).toBe(true);
  });

  it('answers a results link with a longer search with the limit, asking the store nothing', async () => {
    const asked = answerSearch(() => ({ products: [], total: 0, totalPages: 1 }));
    await renderApp(`/search?q=${'chicken'.repeat(43)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search the store' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Search words can be at most 80 characters.')).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
