import { render } from '@testing-library/react';
import { Skeleton, SkeletonCard } from '../skeleton';

describe('Skeleton', () => {
  it('renders a decorative block with the given size', () => {
    const { container } = render(<Skeleton width={120} height="2rem" circle />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('fsui-skeleton', 'fsui-skeleton--circle');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('2rem');
  });

  it('SkeletonCard renders a hidden card of placeholder lines', () => {
    const { container } = render(
      <div aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>,
    );
    const cards = container.querySelectorAll('.fsui-skeleton-card');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveAttribute('aria-hidden', 'true');
    expect(cards[0].querySelectorAll('.fsui-skeleton')).toHaveLength(4);
  });
});
