// Development and tests only (the API client loads it behind import.meta.env, so production bundles leave it and
// TypeBox out): an answer that does not match its contract schema is a bug in the app or the API, said loudly.
import Value from 'typebox/value';
import type { TSchema } from 'typebox';
import * as accounts from '@farm-store/contracts/accounts';
import * as addresses from '@farm-store/contracts/addresses';
import * as adminStats from '@farm-store/contracts/admin-stats';
import * as audit from '@farm-store/contracts/audit';
import * as catalogue from '@farm-store/contracts/catalogue';
import * as common from '@farm-store/contracts/common';
import * as coupons from '@farm-store/contracts/coupons';
import * as delivery from '@farm-store/contracts/delivery';
import * as health from '@farm-store/contracts/health';
import * as images from '@farm-store/contracts/images';
import * as inquiries from '@farm-store/contracts/inquiries';
import * as notifications from '@farm-store/contracts/notifications';
import * as orders from '@farm-store/contracts/orders';
import * as partners from '@farm-store/contracts/partners';
import type { ContractAreas, ContractName } from './contract';

/** Every area of the contract by the name a contract name starts with ('orders/…'); contract.ts types names from it. */
export const AREAS = {
  accounts,
  addresses,
  'admin-stats': adminStats,
  audit,
  catalogue,
  common,
  coupons,
  delivery,
  health,
  images,
  inquiries,
  notifications,
  orders,
  partners,
};

/** The answer of `request` breaks the contract named: which fields, and how. */
export class ContractError extends Error {
  constructor(request: string, contract: ContractName, problems: string[]) {
    super(`${request} answered a body that breaks the contract ${contract}: ${problems.join('; ')}`);
    this.name = 'ContractError';
  }
}

export function checkContract(request: string, contract: ContractName, data: unknown): void {
  const [area, name] = contract.split('/') as [keyof ContractAreas, string];
  const schema = (AREAS[area] as unknown as Record<string, TSchema>)[name]!;
  if (Value.Check(schema, data)) return;
  const problems = [...Value.Errors(schema, data)].slice(0, 5).map((e) => `${e.instancePath || '(the body)'} ${e.message}`);
  const error = new ContractError(request, contract, problems);
  // Also on the console: a screen that catches the error shows only its own wording.
  console.error(error);
  throw error;
}
