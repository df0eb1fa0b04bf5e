import { codesSentTo } from '../../../scripts/lib/twilio-standin';
import { http } from './build-app';
import { until } from './until';

/** The one-time codes sent to a phone so far, oldest first: where a test reads what its app sent. */
export type CodesSentTo = (phone: string) => Promise<string[]>;

/** Codes from the run's Twilio stand-in (where every test app sends its SMS unless told otherwise). */
export const standInCodes: CodesSentTo = (phone) => codesSentTo(process.env.TEST_SMS_URL!, phone);

export interface SignUpInput {
  name: string;
  phone: string;
  password: string;
}

/**
 * Signs a customer up as the shop does: POST /api/register (202), the code read where the app sent it, then
 * POST /api/register/verify. Answers verify's answer (201 `{user, token}` when it worked); throws when the code was
 * not sent.
 */
export async function signUpWithCode(baseUrl: string, input: SignUpInput, codes: CodesSentTo = standInCodes, headers: Record<string, string> = {}) {
  const api = http(baseUrl);
  const before = (await codes(input.phone)).length;
  const started = await api.post('/api/register', input, headers);
  if (started.status !== 202) throw new Error(`register answered ${started.status}: ${JSON.stringify(started.body)}`);
  const code = await until(async () => (await codes(input.phone))[before], `the sign-up code for ${input.phone}`);
  return api.post('/api/register/verify', { phone: input.phone, code, signUpToken: started.body.signUpToken }, headers);
}
