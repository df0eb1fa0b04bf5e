/**
 * Runs a stand-in as a process of its own (`make start` starts each): prints `<name> stand-in listening at <url>` once
 * it takes requests, and closes it on SIGTERM or SIGINT.
 */
export function runStandIn(name: string, start: () => Promise<{ url: string; close(): Promise<void> }>): void {
  start()
    .then((standIn) => {
      console.log(`${name} stand-in listening at ${standIn.url}`);
      const stop = () => void standIn.close().then(() => process.exit(0));
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
