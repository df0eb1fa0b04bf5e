import { AUTH_TOKEN_KEY } from '@/config/auth';
import { paths } from '@/config/paths';
import { saveStaffSession } from '@/features/auth/utils/staff-session';

/** Drops the admin token and the staff member's name and role. */
export function clearAdminSession() {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  saveStaffSession(undefined);
}

/**
 * Signs out and shows the sign-in page. The cached lists are dropped at the next sign-in instead (see LoginForm):
 * clearing the cache while the dashboard is still mounted refetches every list at once, and with a revoked token
 * each 401 would sign out again, in a loop.
 */
export function signOut(navigate: (path: string) => unknown) {
  clearAdminSession();
  void navigate(paths.login);
}
