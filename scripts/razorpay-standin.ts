/**
 * The local Razorpay stand-in with its developer page, as a process of its own (`make start` runs it; see
 * scripts/lib/razorpay-standin.ts), on the development account STANDIN_RAZORPAY_KEYS. Prints
 * `razorpay stand-in listening at http://…` once it takes requests.
 *   tsx scripts/razorpay-standin.ts [port] [webhook URL] [public URL]
 */
import { STANDIN_RAZORPAY_KEYS, startRazorpayStandIn } from './lib/razorpay-standin';
import { runStandIn } from './lib/stand-in-process';

const [port, webhookUrl, publicUrl] = process.argv.slice(2);

runStandIn('razorpay', () =>
  startRazorpayStandIn({ ...STANDIN_RAZORPAY_KEYS, port: Number(port ?? 0), webhookUrl: webhookUrl || undefined, publicUrl: publicUrl || undefined }),
);
