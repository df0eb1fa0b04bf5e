/**
 * Staff roles and what each may do: the one table every admin route is checked against
 * (`preHandler: app.requireStaff('orders')`) and that the admin panel reads to hide tabs it may not use.
 * docs/features.md "Staff roles" says the same in words; api/test/security/authorization-matrix.test.ts
 * calls every admin route as every role against it.
 */
import { STAFF_ROLES, type Permission, type StaffRole } from '@farm-store/contracts/enums';

export { STAFF_ROLES, type Permission, type StaffRole } from '@farm-store/contracts/enums';

export const PERMISSIONS = {
  /** Staff accounts: list, add, change role, disable. */
  staff: ['owner'],
  /** Products, variants, pictures. */
  catalogue: ['owner', 'manager'],
  coupons: ['owner', 'manager'],
  /** The order list, assigning/reassigning/unassigning partners, cancelling, the live order stream and failed order messages. */
  orders: ['owner', 'manager', 'dispatcher'],
  /** Delivery partner accounts (a dispatcher adds and disables riders as shifts change). */
  partners: ['owner', 'manager', 'dispatcher'],
  /** Revenue and counts on the dashboard: business figures, not needed to dispatch. */
  dashboard: ['owner', 'manager'],
  /** The customer list (names, phones, addresses): only those who run the store; orders already carry what a dispatcher needs. */
  customers: ['owner', 'manager'],
  /** Vendor and bulk-order inquiries (contact details of outsiders). */
  inquiries: ['owner', 'manager'],
  /** Delivery slot templates, capacities, cut-offs and closed days (moving an order between slots is `orders`). */
  slots: ['owner', 'manager'],
  /** The day's payments, refunds and settlements, payment settings, and refunding an order. */
  payments: ['owner', 'manager'],
  /** Approving a delivery without the customer's code (the partner's photo at the door), and the delivery settings. */
  handover: ['owner', 'manager'],
  /** Adding goodwill store credit to a customer: money, like a refund. */
  store_credit: ['owner', 'manager'],
  /** The complaints queue: approving (refund, store credit or a replacement) or declining what customers report. */
  complaints: ['owner', 'manager'],
  /** The store's legal details printed on bills (legal name, GSTIN, FSSAI number, invoice prefix). */
  store_settings: ['owner'],
  /** The month's bills and credit notes for the accountant (the GST return's tables). */
  gst: ['owner', 'manager'],
  /** Customers' subscriptions, tomorrow's load to source, and pausing or resuming one on a customer's behalf. */
  subscriptions: ['owner', 'manager'],
  /** Who did what. */
  audit: ['owner', 'manager'],
  /** One's own account (change my password): every active staff member. */
  self: ['owner', 'manager', 'dispatcher'],
} as const satisfies Record<Permission, readonly StaffRole[]>;

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission a role holds (answered at sign-in, so the panel shows only the tabs it may use). */
export function permissionsOf(role: StaffRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => roleMay(role, p));
}

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
