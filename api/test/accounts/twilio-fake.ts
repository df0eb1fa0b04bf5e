import type { TwilioHttpClient } from '../../src/plugins/sms';
import { codeIn } from '../../../scripts/lib/twilio-standin';
import { until } from '../helpers/until';

export { codeIn };

export interface SentRequest {
  method: string;
  uri: string;
  username?: string;
  data: Record<string, string>;
}

/**
 * Stands in for twilio's HTTP client: the real SDK builds the request, this records it and answers like
 * Twilio's Messages API (201 with the created message), or with a failure when told to.
 */
export function fakeTwilioHttpClient() {
  const requests: SentRequest[] = [];
  let failWith: number | null = null;
  // The SDK is generic over the response body; this fake answers the Messages API only.
  const request = async (opts: Parameters<TwilioHttpClient['request']>[0]) => {
    const data = (opts.data ?? {}) as Record<string, string>;
    requests.push({ method: opts.method, uri: opts.uri, username: opts.username, data });
    if (failWith !== null) {
      return { statusCode: failWith, body: { code: 21211, message: "The 'To' number is not valid.", status: failWith }, headers: {} };
    }
    return {
      statusCode: 201,
      body: { sid: `SM${'0'.repeat(32)}`, status: 'queued', to: data.To, from: data.From, body: data.Body },
      headers: {},
    };
  };
  const client = { request } as unknown as TwilioHttpClient;
  return {
    client,
    requests,
    /** Makes Twilio refuse the next messages with this status (null: accept again). */
    failWith(status: number | null) {
      failWith = status;
    },
    /** The one-time codes sent to a phone, oldest first (for the sign-up helpers). */
    codesSentTo: async (phone: string) =>
      requests.filter((r) => r.data.To?.endsWith(phone.replace(/\D/g, '').slice(-10)) && /\bcode\b/.test(r.data.Body ?? '')).map((r) => codeIn(r.data.Body!)),
    /** Waits until `count` requests were made (the SMS goes out after the API answered). */
    async waitForRequests(count: number) {
      await until(() => requests.length >= count, `${count} SMS requests`);
    },
  };
}

/** Settings of Twilio itself (no stand-in base URL): what the recorder above answers for. */
export const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'test-auth-token',
  TWILIO_FROM: '+15005550006',
  TWILIO_API_BASE_URL: '',
};
