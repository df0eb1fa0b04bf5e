import type { Static } from 'typebox';
import { FSSAI_INVALID, GSTIN_INVALID, PREFIX_INVALID, STORE_STATE, type StoreSettingsBodySchema, type StoreSettingsSchema } from '@farm-store/contracts/bills';
import { BadRequestError } from '../../lib/errors';
import { StoreSettingsModel } from './model';

/** The store's legal details printed on every bill; the owner edits them (Settings → Store and GST). */

export type StoreSettings = Static<typeof StoreSettingsSchema>;
type StoreSettingsBody = Static<typeof StoreSettingsBodySchema>;

const ID = 'store';
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), the registration's number within the PAN, Z, a check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's check character: the base-36 Luhn-style sum of its first 14 characters (as the GST portal computes it). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

export function isValidGstin(gstin: string): boolean {
  return GSTIN_SHAPE.test(gstin) && gstin.startsWith(STORE_STATE.code) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

const PREFIX = /^[A-Z0-9]{1,3}$/;

function complete(s: StoreSettingsBody): boolean {
  return Boolean(s.legal_name && s.address && isValidGstin(s.gstin) && /^\d{14}$/.test(s.fssai) && PREFIX.test(s.invoice_prefix));
}

function view(s: StoreSettingsBody): StoreSettings {
  return { ...s, state_code: STORE_STATE.code, state_name: STORE_STATE.name, complete: complete(s) };
}

export async function storeSettings(): Promise<StoreSettings> {
  const s = await StoreSettingsModel.findById(ID).lean();
  return view({
    legal_name: s?.legal_name ?? '',
    legal_name_te: s?.legal_name_te ?? '',
    address: s?.address ?? '',
    gstin: s?.gstin ?? '',
    fssai: s?.fssai ?? '',
    invoice_prefix: s?.invoice_prefix ?? '',
  });
}

/** Sets the details when none are stored yet (the demo store's); what the owner saved is kept. */
export async function ensureStoreSettings(defaults: StoreSettingsBody): Promise<void> {
  await StoreSettingsModel.updateOne({ _id: ID }, { $setOnInsert: defaults }, { upsert: true });
}

/** Checks and saves them whole (one write); new bills print them from then on, earlier bills keep theirs. */
export async function saveStoreSettings(body: StoreSettingsBody): Promise<StoreSettings> {
  const s = {
    legal_name: body.legal_name.trim(),
    legal_name_te: body.legal_name_te.trim(),
    address: body.address.trim(),
    gstin: body.gstin.trim().toUpperCase(),
    fssai: body.fssai.replace(/\s/g, ''),
    invoice_prefix: body.invoice_prefix.trim().toUpperCase(),
  };
  if (!s.legal_name || s.legal_name.length > 100) throw new BadRequestError('Please enter the legal name of the business (at most 100 characters).');
  if (!s.address || s.address.length > 300) throw new BadRequestError('Please enter the registered address (at most 300 characters).');
  if (s.legal_name_te.length > 100) throw new BadRequestError('The Telugu name is at most 100 characters.');
  if (!isValidGstin(s.gstin)) throw new BadRequestError(GSTIN_INVALID);
  if (!/^\d{14}$/.test(s.fssai)) throw new BadRequestError(FSSAI_INVALID);
  if (!PREFIX.test(s.invoice_prefix) || s.invoice_prefix === 'CN') throw new BadRequestError(PREFIX_INVALID);
  await StoreSettingsModel.updateOne({ _id: ID }, { $set: s }, { upsert: true });
  return view(s);
}
