import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { kadaknath, turkey } from '@/testing/fixtures';

/** The shelf's looping clip: only after the first card, never for reduced motion or Save-Data (poster only). */
describe('shelf banner clip', () => {
  let answer: () => void;
  beforeEach(() => {
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/products', async () => {
        await answered;
        return HttpResponse.json({ products: [kadaknath, turkey], totalPages: 1, page: 1 });
      }),
    );
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    delete (navigator as { connection?: unknown }).connection;
  });

  /** The clip comes two frames after the first card is in the page; once three have passed it is there or never. */
  const framesPass = async (count = 3) => {
    // Inside act: the banner updates its state in those frames.
    for (let i = 0; i < count; i++) await act(() => new Promise((r) => requestAnimationFrame(r)));
  };

  const cardsShown = async () => {
    answer();
    await screen.findByRole('heading', { name: 'Kadaknath Chicken' }, { timeout: 5000 });
  };

  it('shows the poster while the products load, and the shelf clip (WebM, MP4) only once a card is painted', async () => {
    await renderApp('/?category=dryfruits');
    expect(screen.getByTestId('catalogue-loading')).toBeInTheDocument();
    await framesPass(); // frames pass while loading
    expect(screen.queryByTestId('category-video')).not.toBeInTheDocument();
    expect(screen.getByTestId('category-poster')).toBeInTheDocument();

    await cardsShown();
    await framesPass();
    const video = screen.getByTestId('category-video') as HTMLVideoElement;
    expect(video.muted && video.loop && video.autoplay).toBe(true);
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type])).toEqual([
      ['/media/shelves/dryfruits.webm', 'video/webm'],
      ['/media/shelves/dryfruits.mp4', 'video/mp4'],
    ]);
    expect(screen.getByTestId('category-poster')).toBeInTheDocument(); // under the clip until it plays
  });

  it('keeps the poster alone for a shopper who prefers reduced motion', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    await renderApp('/?category=dryfruits');
    await cardsShown();
    await framesPass();
    expect(screen.queryByTestId('category-video')).not.toBeInTheDocument();
    expect(screen.getByTestId('category-poster')).toBeInTheDocument();
  });

  it('keeps the poster alone when the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    await renderApp('/?category=dryfruits');
    await cardsShown();
    await framesPass();
    expect(screen.queryByTestId('category-video')).not.toBeInTheDocument();
    expect(screen.getByTestId('category-poster')).toBeInTheDocument();
  });
});
