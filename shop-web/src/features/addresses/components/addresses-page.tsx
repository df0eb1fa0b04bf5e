import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-messages';
import { Button, Spinner } from '@farm-store/shared-ui/host/kit';
import type { Address } from '@/types/api';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { addressLine, isSelectable } from '../utils/address';
import { TitledSection } from '@/components/titled-section';
import { ErrorAlert } from '@/components/error-alert';
import { AddPincode } from './add-pincode';
import { AddressForm } from './address-form';
import '@/i18n/screens'; // this screen's texts

export function AddressesPage() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function onDelete(address: Address) {
    if (!window.confirm(t('addresses.confirmDelete', { label: address.label }))) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(address.id);
    } catch (error) {
      setDeleteError(errorText(t, error, t('addresses.deleteFailed')));
    }
  }

  return (
    <div className="page">
      <p>
        <Link to={paths.account}>{t('addresses.back')}</Link>
      </p>
      <h1 className="page-title">{t('addresses.title')}</h1>

      <AddressForm headingLevel={2} className="card stack" />

      <TitledSection title={t('addresses.savedTitle')} className="stack">
        {deleteError && (
          <p className="form-message form-message--error" role="alert">
            {deleteError}
          </p>
        )}
        {addresses.isPending ? (
          <Spinner label={t('addresses.loading')} />
        ) : addresses.isError ? (
          <ErrorAlert>{errorText(t, addresses.error, t('addresses.listFailed'))}</ErrorAlert>
        ) : addresses.data.length === 0 ? (
          <p className="muted">{t('addresses.noneYet')}</p>
        ) : (
          <ul className="stack" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {addresses.data.map((address) => (
              <li key={address.id} className="card stack">
                <div className="row row--between">
                  <div>
                    <strong>{address.label}</strong>
                    <p style={{ margin: 0 }}>{addressLine(address)}</p>
                    {!isSelectable(address) && (
                      <p className="muted" style={{ margin: 0 }}>
                        {t('addresses.notSelectable')}
                      </p>
                    )}
                  </div>
                  <Button
                    variant="danger"
                    onClick={() => void onDelete(address)}
                    aria-label={t('addresses.deleteLabel', { label: address.label })}
                    disabled={remove.isPending}
                  >
                    {t('addresses.delete')}
                  </Button>
                </div>
                {!isSelectable(address) && <AddPincode address={address} />}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}
