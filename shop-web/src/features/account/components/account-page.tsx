import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';
import { Button } from '@farm-store/shared-ui/host/kit';
import { DataSettings } from './data-settings';
import { MessageSettings } from './message-settings';
import { ProfileSettings } from './profile-settings';
import { StoreCreditSummary } from './store-credit';
import { TopUpCredit } from './top-up-credit';
import './account-page.css';
import '@/i18n/screens'; // this screen's texts

const TABS = [{ id: 'orders' }, { id: 'settings' }] as const;

/** The settings tab's links to the shopper's addresses and the store's pages. */
const SETTINGS_LINKS = [
  { to: paths.aboutUs, label: 'about' },
  { to: paths.addresses, label: 'addresses' },
  { to: paths.privacy, label: 'privacy' },
  { to: paths.help, label: 'help' },
] as const;
type TabId = (typeof TABS)[number]['id'];

interface AccountPageProps {
  /** The order history panel (from the orders feature). */
  orderHistory: ReactNode;
  onLogout: () => void;
  /** After the account is erased (the server ended its sessions): sign out and leave. */
  onAccountDeleted: () => void;
}

export function AccountPage({ orderHistory, onLogout, onAccountDeleted }: AccountPageProps) {
  const { t } = useTranslation();
  const user = useUser();
  const [tab, setTab] = useState<TabId>('orders');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ orders: null, settings: null });

  function onTabKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: TabId = tab === 'orders' ? 'settings' : 'orders';
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="page">
      <header className="account-header card">
        <span className="account-avatar" aria-hidden="true">
          {user?.name.charAt(0).toUpperCase()}
        </span>
        <div>
          <h1 className="account-name">{user?.name}</h1>
          <p className="muted account-phone">{user?.phone}</p>
        </div>
      </header>

      {/* The subscriptions' low-balance banner links here (#store-credit). */}
      <div id="store-credit" className="stack">
        <StoreCreditSummary />
        <TopUpCredit />
      </div>

      <Link to={paths.subscriptions} className="card account-subscriptions">
        {t('subscriptions.link')}
      </Link>

      <div role="tablist" aria-label={t('account.tablist')} className="account-tabs">
        {TABS.map(({ id }) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`account-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`account-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className="account-tab"
            onClick={() => setTab(id)}
            onKeyDown={onTabKey}
          >
            {t(`account.tabs.${id}`)}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {tab === 'orders' ? (
          orderHistory
        ) : (
          <div className="card stack">
            <nav aria-label={t('account.settings')}>
              <ul className="fsui-plain-list account-links">
                {SETTINGS_LINKS.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{t(`account.${link.label}`)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <ProfileSettings />
            <MessageSettings />
            <DataSettings onDeleted={onAccountDeleted} />
            <Button variant="danger" onClick={onLogout}>
              {t('account.logout')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
