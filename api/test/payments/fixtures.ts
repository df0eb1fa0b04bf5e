import {
  razorpayStandInControls,
  standInRazorpayEnv,
  startRazorpayStandIn,
  STANDIN_RAZORPAY_KEYS,
  type RazorpayStandIn,
} from '../../../scripts/lib/razorpay-standin';
import { http, useTestApp } from '../helpers/build-app';

/**
 * A test app paying through its own Razorpay stand-in (the real SDK pointed at it; webhooks sent back to the app once
 * it listens), with the payment sweep every 50 ms. Started before the tests of the surrounding describe.
 */
export function usePaymentsTestApp() {
  let standIn: RazorpayStandIn | undefined;
  const t = useTestApp(async () => {
    standIn = await startRazorpayStandIn({ ...STANDIN_RAZORPAY_KEYS });
    return { ...standInRazorpayEnv(standIn.url, '/razorpay-standin/checkout.js'), PAYMENT_SWEEP_MS: '50' };
  });
  beforeAll(() => standIn!.setWebhookUrl(`${t.url}/api/payments/webhook`));
  afterAll(() => standIn?.close());
  return { t, api: http(() => t.url), controls: () => razorpayStandInControls(standIn!.url) };
}
