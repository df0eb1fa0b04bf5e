/**
 * The local Twilio stand-in with its SMS inbox page, as a process of its own (`make start` runs it; see
 * scripts/lib/twilio-standin.ts). Prints `twilio stand-in listening at http://…` once it takes requests.
 *   tsx scripts/twilio-standin.ts [port]
 */
import { runStandIn } from './lib/stand-in-process';
import { startTwilioStandIn } from './lib/twilio-standin';

runStandIn('twilio', () => startTwilioStandIn(Number(process.argv[2] ?? 0)));
