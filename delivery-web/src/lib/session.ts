import { ADMIN_TOKEN_KEY, AUTH_TOKEN_KEY, PARTNER_KEY } from '@/config/auth';
import type { ContractType } from '@/lib/api-client';

/** The signed-in partner, as the sign-in answer gives it. */
export type Partner = ContractType<'partners/PartnerSessionSchema'>['partner'];

/**
 * Who is looking at the dashboard. A partner session wins; without one, an admin token (role admin)
 * left by the admin app opens the dashboard view-only.
 */
export type Session = { kind: 'partner'; token: string; partner: Partner | null } | { kind: 'admin'; token: string };

export function getSession(): Session | null {
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  if (token) return { kind: 'partner', token, partner: readPartner() };
  const adminToken = localStorage.getItem(ADMIN_TOKEN_KEY);
  if (adminToken && roleOf(adminToken) === 'admin') return { kind: 'admin', token: adminToken };
  return null;
}

export function savePartnerSession(token: string, partner: Partner) {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(PARTNER_KEY, JSON.stringify(partner));
}

/**
 * Ends the session the dashboard was using: the partner's, or else the admin token it borrowed
 * (only ever called when that token was refused or on sign-out, so nothing valid is thrown away).
 */
export function clearSession() {
  if (localStorage.getItem(AUTH_TOKEN_KEY)) {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    localStorage.removeItem(PARTNER_KEY);
  } else {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  }
}

function readPartner(): Partner | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PARTNER_KEY) ?? 'null');
    return value && typeof value === 'object' && 'name' in value ? (value as Partner) : null;
  } catch {
    return null;
  }
}

/** The role claim of a JWT, read without verifying it (the API verifies; this only picks the screen). */
function roleOf(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    return (JSON.parse(json) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}
