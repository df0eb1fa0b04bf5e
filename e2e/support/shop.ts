import type { Page } from '@playwright/test';
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
