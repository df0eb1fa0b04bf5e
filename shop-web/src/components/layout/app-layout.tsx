import { useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { useOnline } from '@/hooks/use-online';
import { CATEGORIES, categoryHref } from '@/config/categories';
import { paths } from '@/config/paths';
import { store } from '@/config/store';
import { cartQuantity, useCart } from '@/lib/cart';
import { updateUser, useUser } from '@/lib/session';
import { Confetti } from '@farm-store/shared-ui/host/kit';
import { Icon, type IconName } from './icons';
import './app-layout.css';

const TABS = [
  { to: paths.home, label: 'home', icon: 'home' },
  { to: paths.cart, label: 'cart', icon: 'cart' },
  { to: paths.coupons, label: 'coupons', icon: 'tag' },
  { to: paths.account, label: 'account', icon: 'user' },
] as const satisfies ReadonlyArray<{ to: string; label: string; icon: IconName }>;

/** Other entry points (vendor and franchise pages, the partners' app): plain links, full page loads. */
const PORTAL_LINKS = [
  { href: paths.vendor, label: 'vendor' },
  { href: paths.deliveryLogin, label: 'delivery' },
  { href: paths.franchise, label: 'franchise' },
] as const;

/** The store's own pages, linked from the footer and the side menu alike. */
const STORE_PAGES = [
  { to: paths.aboutUs, label: 'about' },
  { to: paths.help, label: 'help' },
  { to: paths.privacy, label: 'privacy' },
] as const;

const socialIcon = (network: string): IconName => (network === 'Instagram' ? 'camera' : 'thumbs');

/** The new-user confetti flag lasts 5 s. */
const WELCOME_CONFETTI_MS = 5000;

/**
 * `searchBox`: the header's store-wide search; `deliveryBar`: "Deliver to" under the header (features, handed in by
 * the router).
 */
export function AppLayout({ searchBox, deliveryBar }: { searchBox?: ReactNode; deliveryBar?: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const count = cartQuantity(useCart());
  const [menuOpen, setMenuOpen] = useState(false);
  const online = useOnline();
  const { pathname, search } = useLocation();

  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(closeMenu, [pathname, search, closeMenu]);
  // What the first screen does not show (the closed side menu, the footer) is drawn in a background render right
  // after the first one, so the first products appear sooner on a slow phone.
  const rest = useDeferredValue(true, false);

  return (
    <div className="shop-layout">
      <a className="shop-skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <header className="shop-header" ref={header}>
        <button
          type="button"
          className="shop-icon-button"
          aria-label={t('layout.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <div className="shop-header__identity">
          <Link to={paths.home} className="shop-brand" aria-label={store.name}>
            <img src="/favicon.svg" alt="" width="36" height="36" className="shop-brand__logo" />
            {/* The full name where it fits, a shorter mark on narrow screens: never cut off. */}
            <span className="shop-brand__name shop-brand__name--full">{store.name}</span>
            <span className="shop-brand__name shop-brand__name--short">{store.shortName}</span>
          </Link>
          <p className="shop-greeting">{user ? t('layout.greeting', { name: user.name }) : t('layout.guest')}</p>
        </div>
        {searchBox && <div className="shop-header__search">{searchBox}</div>}
        <LanguageSwitch className="shop-language" />
        <a className="shop-visit" href={store.mapsHref} target="_blank" rel="noopener noreferrer" aria-label={t('layout.visitStoreLabel')}>
          <Icon name="pin" />
          <span className="shop-visit__text">{t('layout.visitStore')}</span>
        </a>
      </header>
      {deliveryBar}

      {(rest || menuOpen) && <SideMenu open={menuOpen} onClose={closeMenu} />}

      {!online && (
        <p className="shop-offline" role="status">
          {t('layout.offline')}
        </p>
      )}

      <main id="main" className="shop-main" tabIndex={-1}>
        <Outlet />
      </main>

      {rest && (
        <footer className="shop-footer">
          <p className="shop-footer__tagline">{t('store.tagline')}</p>
          <FooterLinks label={t('layout.partnerNav')} links={PORTAL_LINKS} />
          <FooterLinks label={t('layout.aboutNav')} links={STORE_PAGES} />
          <nav aria-label={t('layout.followUs')}>
            <SocialLinks className="shop-footer__links" />
          </nav>
          <p className="shop-footer__small">
            {t('store.address')} · <a href={store.email.href}>{store.email.display}</a>
          </p>
        </footer>
      )}

      <nav className="shop-bottom-bar" aria-label={t('layout.mainNav')}>
        <a className="shop-bottom-bar__contact" href={store.phone.href} aria-label={t('layout.callUs', { phone: store.phone.display })}>
          <Icon name="phone" />
        </a>
        <a className="shop-bottom-bar__contact" href={store.whatsapp.href} target="_blank" rel="noopener noreferrer" aria-label={t('layout.chat')}>
          <Icon name="chat" />
        </a>
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end className="shop-tab">
            <span className="shop-tab__icon">
              <Icon name={tab.icon} />
              {tab.to === paths.cart && count > 0 && (
                <span className="shop-tab__badge" data-testid="cart-badge" aria-hidden="true">
                  {count}
                </span>
              )}
            </span>
            <span className="shop-tab__label">
              {t(`layout.tabs.${tab.label}`)}
              {tab.to === paths.cart && count > 0 && <span className="fsui-visually-hidden">{t('layout.cartItems', { count })}</span>}
            </span>
          </NavLink>
        ))}
      </nav>

      {user?.isNewUser && <Confetti pieces={400} durationMs={WELCOME_CONFETTI_MS} onDone={() => updateUser({ isNewUser: false })} />}
    </div>
  );
}

/**
 * Publishes the sticky header's height as --shop-header-height (it wraps to two rows on phones and grows with the
 * text size), so the page scrolls a focused or jumped-to control below it rather than under it (app-layout.css).
 */
function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--shop-header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--shop-header-height');
    };
  }, [header]);
}

type PageLinkTarget = (typeof PORTAL_LINKS)[number] | (typeof STORE_PAGES)[number];

/** A link to one of the store's pages (in the shop) or to a partner portal (another app: a full page load). */
function PageLink({ link }: { link: PageLinkTarget }) {
  const { t } = useTranslation();
  const text = t(`layout.links.${link.label}`);
  return 'href' in link ? <a href={link.href}>{text}</a> : <Link to={link.to}>{text}</Link>;
}

/** One list of the footer's links, named for screen readers. */
function FooterLinks({ label, links }: { label: string; links: readonly PageLinkTarget[] }) {
  return (
    <nav aria-label={label}>
      <ul className="shop-footer__links">
        {links.map((link) => (
          <li key={link.label}>
            <PageLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const panelRef = useRef<HTMLDivElement>(null);

  // A modal dialog: focus moves in on open, Tab and Shift+Tab cycle inside, and closing returns the
  // focus to whatever opened it (the menu button).
  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement as HTMLElement | null;
    const focusable = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);
    focusable()[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusable();
      const first = items[0];
      const last = items[items.length - 1];
      const inside = panelRef.current?.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // After a link was followed the button is still there; give the focus back to it.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, onClose]);

  return (
    <div className={`shop-side-menu${open ? ' shop-side-menu--open' : ''}`} hidden={!open}>
      <div className="shop-side-menu__backdrop" onClick={onClose} />
      <div ref={panelRef} id="side-menu" className="shop-side-menu__panel" role="dialog" aria-modal="true" aria-label={t('layout.menu')}>
        <button type="button" className="shop-icon-button shop-side-menu__close" aria-label={t('layout.closeMenu')} onClick={onClose}>
          <Icon name="close" />
        </button>
        <h2 className="shop-side-menu__title">{t('layout.shopByCategory')}</h2>
        <ul className="shop-side-menu__list">
          {CATEGORIES.map((category) => (
            <li key={category.value}>
              <Link to={categoryHref(category.value)}>{t(`categories.${category.value}`)}</Link>
            </li>
          ))}
        </ul>
        <h2 className="shop-side-menu__title">{t('layout.more')}</h2>
        <ul className="shop-side-menu__list">
          <li>
            <Link to={paths.coupons}>{t('layout.links.coupons')}</Link>
          </li>
          {user && (
            <li>
              <Link to={paths.subscriptions}>{t('layout.links.subscriptions')}</Link>
            </li>
          )}
          {[...STORE_PAGES, ...PORTAL_LINKS].map((link) => (
            <li key={link.label}>
              <PageLink link={link} />
            </li>
          ))}
        </ul>
        <h2 className="shop-side-menu__title">{t('layout.followUs')}</h2>
        <SocialLinks className="shop-side-menu__list" />
      </div>
    </div>
  );
}

/** The store's Instagram and Facebook pages, in the side menu and the footer (the bottom bar keeps to the tabs). */
function SocialLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {store.social.map((profile) => (
        <li key={profile.network}>
          <a className="shop-social" href={profile.href} target="_blank" rel="noopener noreferrer">
            <Icon name={socialIcon(profile.network)} />
            {/* The visible handle is part of the link's name (WCAG 2.5.3). */}
            <span className="fsui-visually-hidden">{t('layout.social', { store: store.name, network: profile.network })}</span>
            <span>{profile.handle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
