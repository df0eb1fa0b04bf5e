import { expect, type Page } from '@playwright/test';
import type { Customer } from './api';

/** Starts the page signed in as `customer`, as the shop stores a session after sign-in (token + user). */
export async function signInShop(page: Page, customer: Customer) {
  await page.addInitScript(
    ({ token, user }) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }
    },
    { token: customer.token, user: customer.user },
  );
}

/** The rupee amount in a text such as "₹1,234.50". */
export function rupees(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

/** An address as the shop's form asks for it: in parts, with its pincode (the label stays "Home" unless given). */
export interface AddressParts {
  label?: 'Home' | 'Work';
  house: string;
  street: string;
  area: string;
  landmark?: string;
  pincode: string;
}

/** A Hyderabad address (Madhapur, 500081): our riders deliver it, in a slot. */
export const HYDERABAD_PARTS: AddressParts = { house: 'Flat 12, Sai Residency', street: 'Road No. 36', area: 'Madhapur', pincode: '500081' };

/** The "Add a New Address" form, at checkout and on the addresses page. */
export const addressForm = (page: Page) => page.getByRole('form', { name: 'Add a New Address' });

/** The form's fields by their labels, as a customer finds them. */
export function addressFields(page: Page) {
  const form = addressForm(page);
  return {
    house: form.getByLabel('Flat / house no. and building'),
    street: form.getByLabel('Street or road'),
    area: form.getByLabel('Area or locality'),
    landmark: form.getByLabel('Landmark (optional)'),
    pincode: form.getByLabel('Pincode'),
  };
}

/**
 * Fills "Add a New Address" part by part and saves it, once the form has said where the pincode falls (so the
 * customer saw it before saving).
 */
export async function addAddress(page: Page, parts: AddressParts) {
  const form = addressForm(page);
  const fields = addressFields(page);
  if (parts.label) await form.getByRole('radio', { name: parts.label }).check();
  await fields.house.fill(parts.house);
  await fields.street.fill(parts.street);
  await fields.area.fill(parts.area);
  if (parts.landmark) await fields.landmark.fill(parts.landmark);
  await fields.pincode.fill(parts.pincode);
  await expect(form.getByText(/^(Hyderabad — delivery by our riders|Courier to .+)$/)).toBeVisible();
  await form.getByRole('button', { name: 'Save Address' }).click();
}
