import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { cartLine, signInAs, storeCart } from '@/testing/fixtures';

describe('shared layout', () => {
  it('greets a guest and shows no cart badge for an empty or broken cart', async () => {
    localStorage.setItem('cart', '"not a list"');
    await renderApp('/');
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('greets the customer by name and badges the cart tab with the total quantity', async () => {
    signInAs();
    storeCart([cartLine({ quantity: 2 }), cartLine({ id: 'v1', variantLabel: '500g', quantity: 3 })]);
    await renderApp('/');
    expect(screen.getByText('Hello, Lakshmi!')).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
  });

  it('marks the active tab and links the store on maps, phone and chat; the tab bar keeps to the tabs, call and chat', async () => {
    await renderApp('/coupons');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /Call us/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(nav).getByRole('link', { name: /Chat with us/ })).toHaveAttribute('href', expect.stringContaining('wa.me'));
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(within(nav).queryByRole('link', { name: /on (Instagram|Facebook)/ })).not.toBeInTheDocument();
    const visit = screen.getByRole('link', { name: /Visit Our Store/ });
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit.getAttribute('href')).toContain('google.com/maps/search');
  });

  it('opens the side menu and links the other portals as plain (full page) links', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Delivery Partner Login' })).toHaveAttribute('href', '/delivery/login');
    expect(within(menu).getByRole('link', { name: 'Become a Vendor Partner' })).not.toHaveAttribute('data-discover');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    const footerLinks = screen.getByRole('navigation', { name: 'Partner with us' });
    expect(within(footerLinks).getByRole('link', { name: 'Own a Franchise' })).toHaveAttribute('href', '/franchise');
  });

  it('links the store on Instagram and Facebook from the side menu and the footer', async () => {
    const { user } = await renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Follow us' });
    expect(within(footer).getByRole('link', { name: "Nature's Nest Farms on Instagram @naturesnestfarms" })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: /on Facebook/ })).toHaveAttribute('href', expect.stringContaining('facebook.com'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('link', { name: /on (Instagram|Facebook)/ })).toHaveLength(2);
  });

  it('keeps the focus inside the open side menu and returns it to the menu button on close', async () => {
    const { user } = await renderApp('/');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(menu).getByRole('link', { name: /on Facebook/ })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('switches to Telugu and back from the header, remembers the choice and sets <html lang>', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'తెలుగు' }));
    expect(await screen.findByText('అతిథి')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ప్రధాన మెనూ' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'te');
    expect(localStorage.getItem('language')).toBe('te');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Guest')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
