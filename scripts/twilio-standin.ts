/**
 * The local Twilio stand-in with its SMS inbox page, as a process of its own (`make start` runs it; see
 * scripts/lib/twilio-standin.ts). Prints `twilio stand-in listening at http://…` once it takes requests.
 *   tsx scripts/twilio-standin.ts [port]
 */
import { startTwilioStandIn } from './lib/twilio-standin';

startTwilioStandIn(Number(process.argv[2] ?? 0))
  .then((standIn) => {
    console.log(`twilio stand-in listening at ${standIn.url}`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
