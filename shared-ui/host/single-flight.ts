import { useRef, useState } from 'react';

/** What this needs of a TanStack Query mutation (typed structurally: host code must not import TanStack Query). */
interface Mutation {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mutation has its own variables and options
  mutateAsync(...args: any[]): Promise<unknown>;
  isPending: boolean;
}

/**
 * One request at a time for a mutating button. TanStack Query reports `isPending` to React a timer later, so two
 * clicks handled before that timer (a double click on a busy phone) would both send. Here the second call, made
 * while the first is in flight, gets the first one's result instead of a new request, and `isPending` turns
 * true in the same event as the click, so the button is disabled before the next one.
 */
export function useSingleFlight<M extends Mutation>(mutation: M): M {
  type Args = Parameters<M['mutateAsync']>;
  type Result = ReturnType<M['mutateAsync']>;
  const running = useRef<Result | null>(null);
  const [busy, setBusy] = useState(false);

  function mutateAsync(...args: Args): Result {
    if (running.current) return running.current;
    setBusy(true);
    const request = mutation.mutateAsync(...args).finally(() => {
      running.current = null;
      setBusy(false);
    }) as Result;
    running.current = request;
    return request;
  }

  return {
    ...mutation,
    isPending: mutation.isPending || busy,
    mutateAsync,
    // Failures reach the caller's onError; the promise itself is not needed here.
    mutate: (...args: Args) => void mutateAsync(...args).catch(() => undefined),
  };
}
