// Development and tests only (the API client loads it behind import.meta.env, so production bundles leave it and
// TypeBox out): an answer that does not match its contract schema is a bug in the app or the API, said loudly.
import Value from 'typebox/value';
import type { TSchema } from 'typebox';
import { AREAS } from './contract-areas';
import type { ContractAreas, ContractName } from './contract';

/** The answer of `request` breaks the contract named: which fields, and how. */
export class ContractError extends Error {
  constructor(request: string, contract: ContractName, problems: string[]) {
    super(`${request} answered a body that breaks the contract ${contract}: ${problems.join('; ')}`);
    this.name = 'ContractError';
  }
}

export function checkContract(request: string, contract: ContractName, data: unknown): void {
  const [area, name] = contract.split('/') as [keyof ContractAreas, string];
  const schema = (AREAS[area] as unknown as Record<string, TSchema>)[name];
  if (Value.Check(schema, data)) return;
  const problems = [...Value.Errors(schema, data)].slice(0, 5).map((e) => `${e.instancePath || '(the body)'} ${e.message}`);
  const error = new ContractError(request, contract, problems);
  // Also on the console: a screen that catches the error shows only its own wording.
  console.error(error);
  throw error;
}
