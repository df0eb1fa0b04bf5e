// The wire contract as the apps see it: types only (nothing of it reaches a production bundle). A contract name,
// `<area>/<schema>`, names one schema of @farm-store/contracts; the API client types an answer by it and, in
// development and tests, checks the answer against it (contract-check.ts).
import type { Static, TSchema } from 'typebox';
import type * as accounts from '@farm-store/contracts/accounts';
import type * as addresses from '@farm-store/contracts/addresses';
import type * as adminStats from '@farm-store/contracts/admin-stats';
import type * as audit from '@farm-store/contracts/audit';
import type * as catalogue from '@farm-store/contracts/catalogue';
import type * as common from '@farm-store/contracts/common';
import type * as coupons from '@farm-store/contracts/coupons';
import type * as delivery from '@farm-store/contracts/delivery';
import type * as health from '@farm-store/contracts/health';
import type * as images from '@farm-store/contracts/images';
import type * as inquiries from '@farm-store/contracts/inquiries';
import type * as notifications from '@farm-store/contracts/notifications';
import type * as orders from '@farm-store/contracts/orders';
import type * as partners from '@farm-store/contracts/partners';

export interface ContractAreas {
  accounts: typeof accounts;
  addresses: typeof addresses;
  'admin-stats': typeof adminStats;
  audit: typeof audit;
  catalogue: typeof catalogue;
  common: typeof common;
  coupons: typeof coupons;
  delivery: typeof delivery;
  health: typeof health;
  images: typeof images;
  inquiries: typeof inquiries;
  notifications: typeof notifications;
  orders: typeof orders;
  partners: typeof partners;
}

type SchemaNames<A> = { [K in keyof A]: A[K] extends TSchema ? K & string : never }[keyof A];

/** Every schema of the contract by name, e.g. 'orders/CustomerOrderSchema'. */
export type ContractName = { [A in keyof ContractAreas]: `${A}/${SchemaNames<ContractAreas[A]>}` }[keyof ContractAreas];

/** The value a contract name describes (its TypeBox `Static`). */
export type ContractType<N extends ContractName> = N extends `${infer A extends keyof ContractAreas}/${infer K}`
  ? K extends keyof ContractAreas[A]
    ? ContractAreas[A][K] extends TSchema
      ? Static<ContractAreas[A][K]>
      : never
    : never
  : never;
