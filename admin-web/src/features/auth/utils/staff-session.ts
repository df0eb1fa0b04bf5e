import type { Permission } from '@farm-store/contracts/enums';
import type { ContractType } from '@/lib/api-client';

export type { Permission };

/** Who is signed in to the panel (from the sign-in answer), so the dashboard shows only the tabs their role may use. */
export type StaffSession = Pick<ContractType<'accounts/AdminSessionSchema'>['staff'], 'id' | 'name' | 'role' | 'permissions'>;

const KEY = 'adminStaff';

export function saveStaffSession(staff: StaffSession | undefined) {
  if (staff) localStorage.setItem(KEY, JSON.stringify(staff));
  else localStorage.removeItem(KEY);
}

/** The stored session; a token from before roles existed is the first owner's (the API checks every call anyway). */
export function currentStaff(): StaffSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    return null;
  }
}

export function staffMay(permission: Permission): boolean {
  const staff = currentStaff();
  return staff ? staff.permissions.includes(permission) : true;
}
