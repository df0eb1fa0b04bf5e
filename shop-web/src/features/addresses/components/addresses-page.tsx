import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { Button, Spinner } from '@/lib/shared-ui';
import type { Address } from '@/types/api';
import { useAddAddress } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';

export function AddressesPage() {
  const addresses = useAddresses();
  const add = useAddAddress();
  const remove = useDeleteAddress();
  const [label, setLabel] = useState('');
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const labelId = useId();
  const valueId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!label.trim() || !value.trim()) {
      setMessage({ tone: 'error', text: 'Both a label (e.g., Home) and an address are required.' });
      return;
    }
    setMessage(null);
    try {
      await add.mutateAsync({ label: label.trim(), value: value.trim() });
      setLabel('');
      setValue('');
      setMessage({ tone: 'success', text: 'Address added successfully.' });
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, 'Failed to add address.') });
    }
  }

  async function onDelete(address: Address) {
    if (!window.confirm(`Are you sure you want to delete the address "${address.label}"?`)) return;
    setMessage(null);
    try {
      await remove.mutateAsync(address.id);
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, 'Failed to delete address.') });
    }
  }

  return (
    <div className="page">
      <p>
        <Link to={paths.account}>← Back to Account</Link>
      </p>
      <h1 className="page-title">Manage Addresses</h1>

      <form className="card stack" onSubmit={onSubmit} aria-labelledby="add-address-title" noValidate>
        <h2 id="add-address-title" className="section-title">
          Add a New Address
        </h2>
        <div className="field">
          <label htmlFor={labelId}>Label</label>
          <input id={labelId} value={label} placeholder="e.g., Home" onChange={(e) => setLabel(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={valueId}>Full Address</label>
          <textarea id={valueId} value={value} rows={3} onChange={(e) => setValue(e.target.value)} />
        </div>
        {message && (
          <p className={`form-message form-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
        <Button type="submit" busy={add.isPending}>
          Add Address
        </Button>
      </form>

      <section className="stack" aria-labelledby="saved-addresses-title">
        <h2 id="saved-addresses-title" className="section-title">
          Saved Addresses
        </h2>
        {addresses.isPending ? (
          <Spinner label="Loading addresses" />
        ) : addresses.isError ? (
          <p className="form-message form-message--error" role="alert">
            {errorMessage(addresses.error, 'Could not load your addresses.')}
          </p>
        ) : addresses.data.length === 0 ? (
          <p className="muted">No saved addresses yet.</p>
        ) : (
          <ul className="stack" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {addresses.data.map((address) => (
              <li key={address.id} className="card row row--between">
                <div>
                  <strong>{address.label}</strong>
                  <p style={{ margin: 0 }}>{address.value}</p>
                </div>
                <Button variant="danger" onClick={() => void onDelete(address)} aria-label={`Delete address ${address.label}`} disabled={remove.isPending}>
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
