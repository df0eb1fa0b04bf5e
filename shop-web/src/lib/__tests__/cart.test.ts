import { act, renderHook } from '@testing-library/react';
import { kadaknath } from '@/testing/fixtures';
import { addToCart, cartQuantity, readCart, removeFromCart, setQuantity, useCart } from '../cart';

describe('cart store', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['an object instead of a list', '{"id":"v1"}'],
    ['a number', '42'],
  ])('counts %s as an empty cart', (_, raw) => {
    if (raw !== null) localStorage.setItem('cart', raw);
    expect(readCart()).toEqual([]);
  });

  it('drops malformed lines, keeps one line per variant and a quantity of at least 1', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 'v1', name: 'Eggs', price: 120, quantity: 0, variantLabel: '6 pcs' },
        { id: 'v1', name: 'Eggs again', price: 120, quantity: 3 },
        { name: 'no id', price: 10, quantity: 1 },
        { id: 'v9', name: 'bad price', price: 'free', quantity: 1 },
        'junk',
      ]),
    );
    expect(readCart()).toEqual([expect.objectContaining({ id: 'v1', name: 'Eggs', quantity: 1 })]);
  });

  it('adds a new variant with quantity 1 and adds 1 to an existing one', () => {
    addToCart(kadaknath, kadaknath.variants[0]);
    addToCart(kadaknath, kadaknath.variants[1]);
    addToCart(kadaknath, kadaknath.variants[0]);
    const lines = readCart();
    expect(lines.map((l) => [l.id, l.variantLabel, l.price, l.quantity])).toEqual([
      ['v1', '500g', 450, 2],
      ['v2', '1kg', 850, 1],
    ]);
    expect(cartQuantity(lines)).toBe(3);
  });

  it('keeps the Telugu name of a product that has one, for the cart in Telugu', () => {
    addToCart(kadaknath, kadaknath.variants[0]);
    addToCart({ ...kadaknath, id: 'p5', name_te: '' }, { ...kadaknath.variants[1], id: 'v5' });
    expect(readCart().map((line) => line.name_te)).toEqual(['కడక్‌నాథ్ కోడి', undefined]);
  });

  it('keeps what a size sold by weight needs to show its range, also after a reload', () => {
    const bird = { ...kadaknath.variants[1]!, sold_by_weight: true, price_per_kg: 850, tolerance_pct: 10 };
    act(() => addToCart(kadaknath, bird));
    expect(readCart()[0]).toMatchObject({ weighed: { weight_grams: 1000, price_per_kg: 850, tolerance_pct: 10 } });
    localStorage.setItem('cart', JSON.stringify([{ ...readCart()[0], weighed: { weight_grams: 1000, price_per_kg: 'lots' } }]));
    expect(readCart()[0]).not.toHaveProperty('weighed');
  });

  it('never sets a quantity below 1 and removes lines', () => {
    addToCart(kadaknath, kadaknath.variants[0]);
    setQuantity('v1', 0);
    expect(readCart()[0].quantity).toBe(1);
    removeFromCart('v1');
    expect(readCart()).toEqual([]);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current).toEqual([]);
    act(() => {
      localStorage.setItem('cart', JSON.stringify([{ id: 'v2', name: 'Kadaknath Chicken', price: 850, quantity: 4 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(cartQuantity(result.current)).toBe(4);
  });
});
