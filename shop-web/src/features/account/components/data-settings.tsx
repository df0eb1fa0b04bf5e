import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-messages';
import { orderStatusText } from '@/lib/order-status';
import { ApiError, type ContractType } from '@/lib/api-client';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { SCREENS_NS } from '@/i18n/screens';
import { useDeleteAccount, useDownloadMyData } from '../api/account-settings';
import { AccountPasswordField } from './account-field';

interface DataSettingsProps {
  /** After the account is erased: the session is gone on the server, so sign out here too. */
  onDeleted: () => void;
}

/** Account settings: a copy of everything the store holds, and deleting the account (password + confirmation). */
export function DataSettings({ onDeleted }: DataSettingsProps) {
  const { t } = useTranslation();
  const s = (key: string) => t(`account.${key}`, { ns: SCREENS_NS });
  const toast = useToast();
  const download = useDownloadMyData();
  const erase = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [openOrders, setOpenOrders] = useState<string>();

  /** The orders that hold the deletion back, by number and where each is (the API's 409). */
  function openOrdersText(error: unknown): string | undefined {
    if (!(error instanceof ApiError) || error.status !== 409) return undefined;
    const orders = (error.body as Partial<ContractType<'accounts/DeleteAccountRefusedSchema'>> | null)?.openOrders;
    if (!orders?.length) return undefined;
    const list = orders.map((o) => `#${shortOrderId(o.id)} (${orderStatusText(t, o.delivery_status)})`).join(', ');
    return t('account.deleteOpenOrders', { ns: SCREENS_NS, orders: list });
  }

  function onDownload() {
    download.mutate(undefined, {
      onSuccess: () => toast.success(s('downloaded')),
      onError: (error) => toast.error(errorText(t, error, s('downloadFailed'))),
    });
  }

  function onDelete(event: FormEvent) {
    event.preventDefault();
    setDeleteError(undefined);
    setOpenOrders(undefined);
    erase.mutate(password, {
      onSuccess: () => {
        toast.success(s('deleted'));
        onDeleted();
      },
      onError: (error) => {
        const held = openOrdersText(error);
        if (held) setOpenOrders(held);
        else setDeleteError(errorText(t, error, s('deleteFailed')));
      },
    });
  }

  return (
    <section className="account-data stack" aria-labelledby="account-data-title">
      <h2 id="account-data-title" className="account-section-title">
        {s('data')}
      </h2>
      <p className="muted">
        {s('dataNote')} <Link to={paths.privacy}>{s('privacyLink')}</Link>
      </p>
      <Button variant="secondary" onClick={onDownload} disabled={download.isPending}>
        {s('download')}
      </Button>
      {!confirming ? (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {s('delete')}
        </Button>
      ) : (
        <form className="account-form account-delete" onSubmit={onDelete} noValidate aria-label={s('delete')}>
          <p className="form-message form-message--error">{s('deleteWarning')}</p>
          {openOrders && (
            <p className="form-message form-message--error" role="alert">
              {openOrders}
            </p>
          )}
          <AccountPasswordField label={s('deletePassword')} value={password} onChange={setPassword} autoComplete="current-password" error={deleteError} />
          <label className="message-settings__row">
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            {s('deleteConfirm')}
          </label>
          <div className="account-actions">
            <Button type="submit" variant="danger" disabled={erase.isPending || !password || !understood}>
              {s('deleteNow')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={erase.isPending}>
              {s('cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
