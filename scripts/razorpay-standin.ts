/**
 * The local Razorpay stand-in with its developer page, as a process of its own (`make start` runs it; see
 * scripts/lib/razorpay-standin.ts), on the development account STANDIN_RAZORPAY_KEYS. Prints
 * `razorpay stand-in listening at http://…` once it takes requests.
 *   tsx scripts/razorpay-standin.ts [port] [webhook URL] [public URL]
 */
import { STANDIN_RAZORPAY_KEYS, startRazorpayStandIn } from './lib/razorpay-standin';

const [port, webhookUrl, publicUrl] = process.argv.slice(2);

startRazorpayStandIn({ ...STANDIN_RAZORPAY_KEYS, port: Number(port ?? 0), webhookUrl: webhookUrl || undefined, publicUrl: publicUrl || undefined })
  .then((standIn) => {
    console.log(`razorpay stand-in listening at ${standIn.url}`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
