import type { FormEvent } from 'react';
import { FSSAI_INVALID, GSTIN_INVALID, PREFIX_INVALID } from '@farm-store/contracts/bills';
import { LabelledInput } from '@/components/labelled-field';
import { CheckedInput, SettingsForm, SettingsPanel, useSettingsDraft } from '@/components/settings-form';
import { useSaveStoreSettings, useStoreSettings, type StoreSettings } from '../api/store-settings';

/**
 * The shapes the API takes, checked before sending; the API also checks the GSTIN's check character, and says so
 * in its own words.
 */
const GSTIN_SHAPE = /^36[0-9A-Z]{13}$/;
const FSSAI_SHAPE = /^\d{14}$/;
const PREFIX_SHAPE = /^[A-Z0-9]{1,3}$/;

type Draft = Pick<StoreSettings, 'legal_name' | 'legal_name_te' | 'address' | 'gstin' | 'fssai' | 'invoice_prefix'>;

const draftOf = ({ legal_name, legal_name_te, address, gstin, fssai, invoice_prefix }: StoreSettings): Draft => ({
  legal_name,
  legal_name_te,
  address,
  gstin,
  fssai,
  invoice_prefix,
});

/** The store's legal details printed on every bill: the owner's, in the GST & bills tab. */
export function StoreSettingsForm() {
  return (
    <SettingsPanel id="store-settings" title="Store details for bills" settings={useStoreSettings()}>
      {(settings) => <StoreSettingsFields settings={settings} />}
    </SettingsPanel>
  );
}

function StoreSettingsFields({ settings }: { settings: StoreSettings }) {
  const { draft, edit, problems, submit, saving, formProps } = useSettingsDraft(settings, draftOf, useSaveStoreSettings(), 'store details');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Draft = {
      legal_name: draft.legal_name.trim(),
      legal_name_te: draft.legal_name_te.trim(),
      address: draft.address.trim(),
      gstin: draft.gstin.trim().toUpperCase(),
      fssai: draft.fssai.replace(/\s/g, ''),
      invoice_prefix: draft.invoice_prefix.trim().toUpperCase(),
    };
    const found = {
      ...(!next.legal_name && { legal_name: 'Please enter the legal name of the business.' }),
      ...(!next.address && { address: 'Please enter the registered address.' }),
      ...(!GSTIN_SHAPE.test(next.gstin) && { gstin: GSTIN_INVALID }),
      ...(!FSSAI_SHAPE.test(next.fssai) && { fssai: FSSAI_INVALID }),
      ...((!PREFIX_SHAPE.test(next.invoice_prefix) || next.invoice_prefix === 'CN') && { invoice_prefix: PREFIX_INVALID }),
    };
    submit(found, () => ({ ...settings, ...next }));
  }

  const input = (key: keyof Draft) => ({
    value: draft[key],
    disabled: saving,
    problem: problems[key],
    onChange: (e: { target: { value: string } }) => edit({ [key]: e.target.value }),
  });

  return (
    <>
      {!settings.complete && <p className="muted">Bills wait until these are complete.</p>}
      <SettingsForm {...formProps} savedText="Saved. New bills print these details." onSubmit={onSubmit}>
        <CheckedInput label="Legal name" maxLength={100} {...input('legal_name')} />
        <CheckedInput
          label="Store name in Telugu"
          hint="Printed under the legal name; may be left blank."
          lang="te"
          maxLength={100}
          {...input('legal_name_te')}
        />
        <CheckedInput label="Registered address" maxLength={300} {...input('address')} />
        <CheckedInput label="GSTIN" autoCapitalize="characters" maxLength={15} {...input('gstin')} />
        <CheckedInput label="FSSAI licence number" inputMode="numeric" maxLength={20} {...input('fssai')} />
        <CheckedInput
          label="Invoice prefix"
          hint="Starts every bill number, e.g. NNF/26-27/000123."
          autoCapitalize="characters"
          maxLength={3}
          {...input('invoice_prefix')}
        />
        <LabelledInput label="State" value={`${settings.state_name} (${settings.state_code})`} readOnly />
      </SettingsForm>
    </>
  );
}
