import { render, screen } from '@testing-library/react';
import { Badge } from '../badge';

describe('Badge', () => {
  it.each(['blue', 'green', 'yellow', 'grey', 'red'] as const)('renders the %s tone', (tone) => {
    render(<Badge tone={tone}>Out for Delivery</Badge>);
    expect(screen.getByText('Out for Delivery')).toHaveClass('fsui-badge', `fsui-badge--${tone}`);
  });

  it('defaults to grey and passes through attributes', () => {
    render(<Badge aria-label="3 items in cart">3</Badge>);
    const badge = screen.getByLabelText('3 items in cart');
    expect(badge).toHaveClass('fsui-badge--grey');
    expect(badge).toHaveTextContent('3');
  });
});
