import type { Location } from 'react-router';
import { paths } from '@/config/paths';

/** What a screen that needs a signed-in customer hands to the sign-in page: where to come back to. */
export interface ReturnState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The page to open after signing in: the one the guest was sent away from, else home. */
export function returnPath(state: unknown): string {
  const from = (state as Partial<ReturnState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return paths.home;
  if (from.pathname === paths.auth) return paths.home;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${typeof from.hash === 'string' ? from.hash : ''}`;
}
