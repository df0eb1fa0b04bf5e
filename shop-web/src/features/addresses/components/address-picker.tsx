import { useId, useState, type FormEvent } from 'react';
import { Button, Spinner } from '@/lib/shared-ui';
import type { Address } from '@/types/api';
import { useAddAddress } from '../api/add-address';
import { useAddresses } from '../api/get-addresses';

interface AddressPickerProps {
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
}

/** Checkout's address step: saved addresses as radio buttons and the one-textarea "Add a New Address" form. */
export function AddressPicker({ selectedId, onSelect }: AddressPickerProps) {
  const addresses = useAddresses();
  const add = useAddAddress();
  const [text, setText] = useState('');
  const textId = useId();
  const groupName = useId();

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    try {
      const list = await add.mutateAsync({ label: 'Home', value });
      setText('');
      // The newest address is the last one with this text.
      onSelect([...list].reverse().find((a) => a.value === value) ?? list[list.length - 1] ?? null);
    } catch {
      window.alert('Could not save the address. Please try again.');
    }
  }

  return (
    <section className="card stack" aria-labelledby="shipping-address-title">
      <h2 id="shipping-address-title" className="section-title">
        Shipping Address
      </h2>
      {addresses.isPending ? (
        <Spinner label="Loading addresses" />
      ) : addresses.isError ? (
        <p className="form-message form-message--error" role="alert">
          Could not load your saved addresses.
        </p>
      ) : addresses.data.length === 0 ? (
        <p className="muted">No saved addresses yet. Add one below.</p>
      ) : (
        <fieldset className="address-options">
          <legend className="fsui-visually-hidden">Saved addresses</legend>
          {addresses.data.map((address) => (
            <label key={address.id} className="address-option">
              <input type="radio" name={groupName} checked={address.id === selectedId} onChange={() => onSelect(address)} />
              <span>
                <strong>{address.label}</strong>
                <span className="address-option__value">{address.value}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <form className="stack" onSubmit={onAdd}>
        <div className="field">
          <label htmlFor={textId}>Add a New Address</label>
          <textarea id={textId} rows={3} required value={text} placeholder="House no., street, area, city, PIN code" onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary" busy={add.isPending} disabled={!text.trim()}>
          Save Address
        </Button>
      </form>
    </section>
  );
}
