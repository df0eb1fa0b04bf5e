/**
 * Polls `probe` until it gives a value other than undefined/false, and returns that value. The wait ends as soon as
 * the condition holds; `timeoutMs` is only a ceiling (generous: a busy machine is slow, not wrong), after which it
 * fails saying what it was waiting for. Used by the tests (api/test/helpers/until.ts), the fuzzer and the bench.
 */
export async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
