import { screen } from '@testing-library/react';
import { createAppRenderer } from '@farm-store/shared-ui/host/render-app';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { basename } from '@/config/env';
import { saveStaffSession, type StaffSession } from '@/features/auth/utils/staff-session';

// The route table's root wires what a 401 means, as in the app.
export const { renderApp } = createAppRenderer({ AppProvider, routes, basename });

/** Signs in as the default staff member and opens the dashboard's `tab`, waiting, when given, until `shown` is on it. */
export async function openTab(tab: string, shown?: string) {
  localStorage.setItem('adminToken', 'admin-token');
  const view = await renderApp('/admin');
  await view.user.click(screen.getByRole('tab', { name: tab }));
  if (shown) await screen.findByText(shown);
  return view;
}

/** Signs in as `staff`, whose role's permissions decide what the dashboard shows. */
export type { StaffSession };

export function signInAs(staff: StaffSession) {
  localStorage.setItem('adminToken', 'admin-token');
  saveStaffSession(staff);
}
