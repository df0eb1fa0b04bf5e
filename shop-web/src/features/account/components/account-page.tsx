import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';
import { Button } from '@/lib/shared-ui';
import './account-page.css';

const TABS = [
  { id: 'orders', label: 'Order History' },
  { id: 'settings', label: 'Account Settings' },
] as const;
type TabId = (typeof TABS)[number]['id'];

interface AccountPageProps {
  /** The order history panel (from the orders feature). */
  orderHistory: ReactNode;
  onLogout: () => void;
}

export function AccountPage({ orderHistory, onLogout }: AccountPageProps) {
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

      <div role="tablist" aria-label="Account" className="account-tabs">
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`account-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`account-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className="account-tab"
            onClick={() => setTab(t.id)}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {tab === 'orders' ? (
          orderHistory
        ) : (
          <nav className="card stack" aria-label="Account settings">
            <ul className="account-links">
              <li><Link to={paths.aboutUs}>About Us</Link></li>
              <li><Link to={paths.addresses}>Manage Addresses</Link></li>
              <li><Link to={paths.privacy}>Privacy Policy</Link></li>
              <li><Link to={paths.help}>Help Center</Link></li>
            </ul>
            <Button variant="danger" onClick={onLogout}>
              Log Out
            </Button>
          </nav>
        )}
      </div>
    </div>
  );
}
