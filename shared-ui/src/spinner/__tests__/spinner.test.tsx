import { render, screen } from '@testing-library/react';
import { Spinner } from '../spinner';

describe('Spinner', () => {
  it('announces a loading status with a default label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('uses a custom label', () => {
    render(<Spinner label="Loading products" size="lg" />);
    expect(screen.getByRole('status', { name: 'Loading products' })).toHaveClass('fsui-spinner--lg');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
