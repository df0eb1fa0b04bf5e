import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@/lib/query-client';
import { kadaknath, turkey } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { prefetchProductPage, productQueryOptions } from '../get-product';
import { prefetchHomeCatalogue, productsQueryOptions } from '../get-products';

describe('prefetchHomeCatalogue', () => {
  it('asks for the home page’s category and page from its URL and keeps the answer for the catalogue', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/products', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ products: [kadaknath, turkey], totalPages: 3 });
      }),
    );
    const queryClient = createQueryClient();
    prefetchHomeCatalogue(queryClient, { pathname: '/', search: '?category=pickles&page=2' });

    const { queryKey } = productsQueryOptions('pickles', 2);
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.getQueryData(queryKey)) {
          stop();
          resolve();
        }
      });
    });
    expect(asked).toEqual(['?page=2&limit=12&category=pickles']);
    expect(queryClient.getQueryData(queryKey)).toEqual({ products: [kadaknath, turkey], totalPages: 3 });
  });

  it('is the request index.html preloads, so the first shelf downloads with the scripts and is not asked twice', async () => {
    const html = readFileSync(path.resolve(__dirname, '../../../../../index.html'), 'utf8');
    const preload = /<link rel="preload" as="fetch" crossorigin href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const asked: string[] = [];
    server.use(
      http.get('/api/products', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return HttpResponse.json({ products: [], totalPages: 1 });
      }),
    );
    const queryClient = createQueryClient();
    prefetchHomeCatalogue(queryClient, { pathname: '/', search: '' });
    await queryClient.fetchQuery(productsQueryOptions('meatpoultry', 1));
    expect(asked).toEqual([preload]);
  });

  it('asks for nothing on other screens', () => {
    // A prefetch starts its query at once: the home page's shows in the cache as it is called, another screen's never.
    const started = (pathname: string) => {
      const queryClient = createQueryClient();
      prefetchHomeCatalogue(queryClient, { pathname, search: '' });
      return queryClient.getQueryCache().getAll().length;
    };
    expect(started('/')).toBe(1);
    expect(started('/cart')).toBe(0);
  });
});

describe('prefetchProductPage', () => {
  it("asks for the product of a product page's URL and keeps the answer for the page", async () => {
    const asked: string[] = [];
    const answer = { product: { ...kadaknath, variants: [] }, related: [turkey] };
    server.use(
      http.get('/api/products/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(answer);
      }),
    );
    const queryClient = createQueryClient();
    prefetchProductPage(queryClient, { pathname: `/product/${kadaknath.id}` });

    // The page's own query is then answered from the cache, without asking again.
    expect(await queryClient.fetchQuery(productQueryOptions(kadaknath.id))).toEqual(answer);
    expect(asked).toEqual([kadaknath.id]);
  });

  it('asks for nothing on other screens', () => {
    server.use(http.get('/api/products/:id', () => HttpResponse.json({ product: { ...kadaknath, variants: [] }, related: [] })));
    for (const pathname of ['/', '/cart', '/product']) {
      const queryClient = createQueryClient();
      prefetchProductPage(queryClient, { pathname });
      // A prefetch puts its query in the cache at once, before any answer.
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
    const queryClient = createQueryClient();
    prefetchProductPage(queryClient, { pathname: '/product/abc' });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['product', 'abc']]);
  });
});
