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
        return HttpResponse.json({ products: [kadaknath, turkey], totalPages: 3, page: 2 });
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
    expect(queryClient.getQueryData(queryKey)).toEqual({ products: [kadaknath, turkey], totalPages: 3, stale: false });
  });

  it('is the request index.html preloads, so the first shelf downloads with the scripts and is not asked twice', async () => {
    const html = readFileSync(path.resolve(__dirname, '../../../../../index.html'), 'utf8');
    const preload = /<link rel="preload" as="fetch" crossorigin href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const asked: string[] = [];
    server.use(
      http.get('/api/products', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return HttpResponse.json({ products: [], totalPages: 1, page: 1 });
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
  it("takes the answer the photo's first paint asked for as the page's query, without asking again", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/products/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ product: { ...kadaknath, variants: [] }, related: [] });
      }),
    );
    const answer = { product: { ...kadaknath, variants: [] }, related: [turkey] };
    const queryClient = createQueryClient();
    prefetchProductPage(queryClient, { id: kadaknath.id, answer: Promise.resolve(answer) });

    expect(await queryClient.fetchQuery(productQueryOptions(kadaknath.id))).toEqual(answer);
    expect(asked).toEqual([]);
  });

  it('starts no query on other screens (no product was asked for)', () => {
    const queryClient = createQueryClient();
    prefetchProductPage(queryClient, undefined);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
