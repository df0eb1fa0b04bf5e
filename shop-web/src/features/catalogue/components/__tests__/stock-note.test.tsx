import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { kadaknath } from '@/testing/fixtures';
import { te } from '@/i18n/te';

const counted = {
  ...kadaknath,
  variants: [
    { ...kadaknath.variants[0]!, stock: 0 },
    { ...kadaknath.variants[1]!, stock: 3 },
  ],
};

describe('stock on the product card', () => {
  it('says "Out of stock" and disables Add for a sold-out size, "Only N left" for 5 or fewer', async () => {
    server.use(http.get('/api/products', () => HttpResponse.json({ products: [counted], totalPages: 1, page: 1 })));
    const { user } = await renderApp('/');
    const card = (await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).closest('article')!;
    expect(within(card).getByText('Out of stock')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Add Kadaknath Chicken 500g/ })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: '1kg' }));
    expect(within(card).getByText('Only 3 left')).toBeInTheDocument();
    expect(within(card).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Add Kadaknath Chicken 1kg/ })).toBeEnabled();
  });

  it('says nothing when the stock is not counted or more than 5 are left, and has Telugu words', async () => {
    const plenty = {
      ...counted,
      variants: [
        { ...counted.variants[0]!, stock: null },
        { ...counted.variants[1]!, stock: 6 },
      ],
    };
    server.use(http.get('/api/products', () => HttpResponse.json({ products: [plenty], totalPages: 1, page: 1 })));
    const { user } = await renderApp('/');
    const card = (await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: '1kg' }));
    expect(within(card).queryByText(/left|Out of stock/)).not.toBeInTheDocument();

    expect(te.catalogue.onlyLeft).toBe('కేవలం {{count}} మిగిలి ఉన్నాయి');
    expect(te.catalogue.outOfStock).toBe('స్టాక్ లేదు');
  });
});
