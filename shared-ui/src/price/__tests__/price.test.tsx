import { render, screen } from '@testing-library/react';
import { Price, formatPrice } from '../price';

describe('Price', () => {
  it.each([
    [1500, '₹1,500.00'],
    [49.5, '₹49.50'],
    [0, '₹0.00'],
    [123456.789, '₹1,23,456.79'],
  ])('formats %p as %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('renders the formatted amount', () => {
    render(<Price amount={250} data-testid="price" />);
    expect(screen.getByTestId('price')).toHaveTextContent('₹250.00');
  });
});
