import { screen } from '@testing-library/react';
import { EVERY_TAB } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

// The charts' chunk cannot be fetched, as when the connection dropped or a deploy replaced the chunks.
jest.mock('../overview-charts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /admin/assets/overview-charts.js');
});

describe('Overview whose charts cannot be loaded', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says so with a reload button, and the cards and tabs stay usable', async () => {
    await renderApp('/admin');
    expect(await screen.findByText('The charts could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('₹4,050.50')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(EVERY_TAB.length);
  });
});
