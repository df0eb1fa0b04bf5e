import { act, render, screen } from '@testing-library/react';
import { Confetti } from '../confetti';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('Confetti', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders the requested number of decorative pieces', () => {
    mockReducedMotion(false);
    render(<Confetti pieces={400} />);
    const layer = screen.getByTestId('confetti');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.querySelectorAll('.fsui-confetti__piece')).toHaveLength(400);
  });

  it('stops by itself after durationMs and reports it', () => {
    mockReducedMotion(false);
    const onDone = jest.fn();
    render(<Confetti pieces={150} durationMs={5000} onDone={onDone} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const onDone = jest.fn();
    render(<Confetti pieces={150} onDone={onDone} />);
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(0));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
