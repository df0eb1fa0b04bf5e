import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../error-boundary';

function Broken(): never {
  throw new Error('cannot render');
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows the fallback instead of children that throw, reports the error, and leaves the rest of the page', () => {
    const onError = jest.fn();
    render(
      <main>
        <h1>Store</h1>
        <ErrorBoundary fallback={<p>That part failed.</p>} onError={onError}>
          <Broken />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByText('That part failed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Store' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'cannot render' }));
  });

  it('renders its children when they do not throw', () => {
    render(
      <ErrorBoundary fallback={<p>That part failed.</p>}>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
    expect(screen.queryByText('That part failed.')).not.toBeInTheDocument();
  });
});
