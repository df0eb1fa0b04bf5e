import { AUTH_TOKEN_KEY, USER_KEY } from '@/config/auth';
import { LANGUAGE_KEY } from '@/i18n/i18n';
import type { User } from '@/types/api';
import { createLocalStore } from './local-store';

function parseUser(raw: unknown): User | null {
  if (!raw || typeof raw !== 'object') return null;
  const { id, name, phone } = raw as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  return { ...(raw as User), phone: typeof phone === 'string' ? phone : '' };
}

const userStore = createLocalStore(USER_KEY, parseUser);

const hasToken = () => {
  try {
    return Boolean(localStorage.getItem(AUTH_TOKEN_KEY));
  } catch {
    return false;
  }
};

/** The signed-in customer, or null. Both the stored user and its token must be present. */
export function readUser(): User | null {
  return hasToken() ? userStore.read() : null;
}

export function useUser(): User | null {
  const user = userStore.useValue();
  return user && hasToken() ? user : null;
}

export function signIn(user: User, token: string) {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  userStore.write(user);
}

export function updateUser(patch: Partial<User>) {
  const user = userStore.read();
  if (user) userStore.write({ ...user, ...patch });
}

/** Logging out clears all local storage (user, token, cart, checkout details); the language is a device setting and stays. */
export function signOut() {
  const language = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_KEY, language);
  userStore.notify();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}
