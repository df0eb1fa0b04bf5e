import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast, type ToastOptions } from '../toast';

function Trigger({ kind, message, options }: { kind: 'success' | 'error' | 'show'; message: string; options?: ToastOptions }) {
  const toast = useToast();
  return <button onClick={() => toast[kind](message, options)}>Notify</button>;
}

function setup(props: Parameters<typeof Trigger>[0]) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider>
      <Trigger {...props} />
    </ToastProvider>,
  );
  return user;
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a success toast as a polite status for 2 seconds', async () => {
    const user = setup({ kind: 'success', message: 'Country Chicken added to cart!' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Country Chicken added to cart!');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error toast as an assertive alert for 4 seconds', async () => {
    const user = setup({ kind: 'error', message: 'Failed to fetch orders.' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('honours a custom duration', async () => {
    const user = setup({ kind: 'success', message: 'Welcome!', options: { durationMs: 4000 } });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('Welcome!');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed early', async () => {
    const user = setup({ kind: 'show', message: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it("names the dismiss button in the page's language when told", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider dismissLabel="ఈ సందేశాన్ని తీసివేయి">
        <Trigger kind="show" message="Saved" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'ఈ సందేశాన్ని తీసివేయి' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('complains when used outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger kind="show" message="x" />)).toThrow(/ToastProvider/);
  });
});
