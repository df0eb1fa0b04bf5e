import fp from 'fastify-plugin';
import twilio from 'twilio';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** What the plugin needs from twilio's RequestClient; tests inject a recording fake. */
export type TwilioHttpClient = Pick<twilio.RequestClient, 'request'>;

export interface SmsSender {
  /** Sends one SMS. Resolves when the provider accepted it; rejects when it refused. */
  send(to: string, body: string): Promise<void>;
  /**
   * Sends a one-time code. Outside production, unless a real provider sends it, the code is also written to the log
   * as `DEV-OTP phone=+919876543210 code=123456` — a stable line people and the end-to-end tests read.
   */
  sendOtp(to: string, code: string, purpose: OtpPurpose): Promise<void>;
}

/** What a one-time code is for, as its SMS names it. */
export type OtpPurpose = 'password reset' | 'sign-in' | 'sign-up';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

export function otpMessage(code: string, ttlMinutes: number, purpose: OtpPurpose): string {
  return `${code} is your Nature's Nest Farms ${purpose} code. It expires in ${ttlMinutes} minutes. Do not share it with anyone.`;
}

const TWILIO_API = 'https://api.twilio.com';

/**
 * twilio's own HTTP client, sending what the SDK builds for api.twilio.com to `baseUrl` instead: the local stand-in
 * of development and tests (scripts/twilio-standin.ts). Everything else — the request, its auth, the parsing of the
 * answer — is the real SDK's.
 */
function clientTo(baseUrl: string): TwilioHttpClient {
  const real = new twilio.RequestClient();
  const base = baseUrl.replace(/\/+$/, '');
  return {
    request: (opts) => real.request({ ...opts, uri: opts.uri.startsWith(TWILIO_API) ? base + opts.uri.slice(TWILIO_API.length) : opts.uri }),
  };
}

/**
 * SMS through the real `twilio` SDK when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all
 * set — to Twilio, or outside production to the stand-in at TWILIO_API_BASE_URL (then every message is written to
 * the API log too, as below); otherwise nothing is sent: in development one-time codes and messages go to the API
 * log instead, in production only the fact that nothing could be sent is logged (never a code).
 */
export default fp<{ config: Config; httpClient?: TwilioHttpClient }>(
  async (app, { config, httpClient }) => {
    const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = config;

    // The message tells the recipient how long the code stays valid.
    const ttlMinutes = Math.ceil(config.OTP_TTL_SECONDS / 60);
    // Stable lines, like DEV-OTP, that people and the tests read; never written in production.
    const logged: SmsSender = {
      send: (to, body) => {
        app.log.info(`DEV-SMS to=${to} body=${body}`);
        return Promise.resolve();
      },
      sendOtp: (to, code, purpose) => {
        app.log.info(`DEV-OTP phone=${to} code=${code} (${purpose}; written to the log outside production only)`);
        return Promise.resolve();
      },
    };
    let sender: SmsSender;
    if (sid && token && from) {
      const standIn = config.TWILIO_API_BASE_URL;
      const client = twilio(sid, token, { httpClient: (httpClient ?? (standIn ? clientTo(standIn) : undefined)) as twilio.RequestClient | undefined });
      const send = async (to: string, body: string) => {
        await client.messages.create({ to, from, body });
      };
      sender = standIn
        ? {
            send: async (to, body) => {
              await send(to, body);
              await logged.send(to, body);
            },
            sendOtp: async (to, code, purpose) => {
              await send(to, otpMessage(code, ttlMinutes, purpose));
              await logged.sendOtp(to, code, purpose);
            },
          }
        : {
            send,
            // Never log the code itself here: it really went out by SMS.
            sendOtp: (to, code, purpose) => send(to, otpMessage(code, ttlMinutes, purpose)),
          };
    } else if (config.NODE_ENV === 'production') {
      // Production logs are shipped and kept: a code in them would let anyone who reads them reset a password.
      app.log.warn('SMS: no provider configured (TWILIO_* unset); sign-up and reset codes cannot be sent, so nobody can sign up');
      sender = {
        send: (to) => {
          app.log.warn({ to }, 'SMS not sent: no SMS provider configured');
          return Promise.resolve();
        },
        sendOtp: (to, _code, purpose) => {
          app.log.warn({ to, purpose }, 'one-time code not sent: no SMS provider configured');
          return Promise.resolve();
        },
      };
    } else {
      app.log.info('SMS: no provider configured (TWILIO_* unset); one-time codes and order messages are written to this log');
      sender = logged;
    }
    app.decorate('sms', sender);
  },
  { name: 'sms' },
);

/** A delivery that sends a code after the answer: a provider failure is logged, never shown to the caller. */
export function sendOtpLater(sms: SmsSender, log: FastifyBaseLogger, purpose: OtpPurpose): (phone: string, code: string) => void {
  return (phone, code) => {
    sms.sendOtp(phone, code, purpose).catch((err: unknown) => {
      log.error({ err }, `${purpose} SMS could not be sent`);
    });
  };
}
