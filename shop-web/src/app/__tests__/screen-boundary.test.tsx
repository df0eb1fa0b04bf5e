import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';

// The About page's chunk cannot be fetched, as when the phone went offline or a deploy replaced the chunks.
jest.mock('@/features/info/components/about-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/about-page.js');
});

describe('a screen that cannot be loaded', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows a message with a reload button in its place, and the rest of the shop keeps working', async () => {
    const { router } = await renderApp('/about-us');
    expect(await screen.findByText('This page could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /^Home/ }));
    expect(await screen.findByRole('heading', { name: 'Kadaknath Chicken' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('This page could not be loaded. Check your connection and try again.')).not.toBeInTheDocument();
  });

  it('does not affect the screens that load', async () => {
    await renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
  });
});
