// The wire contract as the apps see it: types only (nothing of it reaches a production bundle). A contract name,
// `<area>/<schema>`, names one schema of @farm-store/contracts; the API client types an answer by it and, in
// development and tests, checks the answer against it (contract-check.ts).
import type { Static, TSchema } from 'typebox';
/**
 * The contract's areas by name. A type-only reference: nothing of that module (or of TypeBox) reaches a bundle
 * through this file.
 */
export type ContractAreas = (typeof import('./contract-areas'))['AREAS'];

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
