import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage under `key`, shared by every component and every tab of the store:
 * writes in this tab notify subscribers directly, writes in other tabs arrive as `storage` events.
 * `parse` must accept anything (another tab, an old version or a curious user may have written it).
 */
export function createLocalStore<T>(key: string, parse: (raw: unknown) => T) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T;

  function read(): T {
    let raw: string | null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      let data: unknown;
      try {
        data = raw === null ? null : JSON.parse(raw);
      } catch {
        data = null;
      }
      cachedValue = parse(data);
    }
    return cachedValue;
  }

  function notify() {
    listeners.forEach((listener) => listener());
  }

  function write(value: T | null) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch (error) {
      console.warn(`Could not save ${key}.`, error);
    }
    notify();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // key === null: another tab cleared all storage (log out).
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  const useValue = () => useSyncExternalStore(subscribe, read, read);
  return { read, write, notify, subscribe, useValue };
}
