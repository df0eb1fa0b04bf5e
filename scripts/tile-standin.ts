/**
 * The local map tile stand-in, as a process of its own (`make start` runs it; see scripts/lib/tile-standin.ts).
 * Prints `tile stand-in listening at http://…` once it takes requests.
 *   tsx scripts/tile-standin.ts [port]
 */
import { startTileStandIn } from './lib/tile-standin';

startTileStandIn({ port: Number(process.argv[2] ?? 0) })
  .then((standIn) => {
    console.log(`tile stand-in listening at ${standIn.url}`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
