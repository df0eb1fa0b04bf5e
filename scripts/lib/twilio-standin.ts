import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { until } from './until';

/**
 * A local stand-in for the part of Twilio's REST API the store uses — sending an SMS
 * (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP basic auth with the account SID) —
 * for development and tests: the API's real twilio SDK is pointed here (TWILIO_API_BASE_URL), so no SMS leaves the
 * machine. It keeps what it was sent and shows it: an inbox page at `/` (newest first, refreshing itself; `?to=`
 * keeps one number) and the same as JSON at `/messages.json?to=…` for tests.
 */

export interface StandInMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  date_created: string;
}

export interface TwilioStandIn {
  /** Base URL, e.g. http://127.0.0.1:41234 (what TWILIO_API_BASE_URL is set to). */
  url: string;
  messages: StandInMessage[];
  close(): Promise<void>;
}

/** The API's Twilio settings for talking to a stand-in at `url` (any SID of Twilio's shape and any token work). */
export function standInTwilioEnv(url: string): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: `AC${'5'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'stand-in-auth-token',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE_URL: url,
  };
}

/** Messages kept (oldest dropped first): enough for a day of development or a whole test run. */
const KEEP = 5000;
const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/i;

const digits = (phone: string) => phone.replace(/\D/g, '');

export function startTwilioStandIn(port = 0, host = '127.0.0.1'): Promise<TwilioStandIn> {
  const messages: StandInMessage[] = [];
  const server = createServer((req, res) => {
    handle(req, res, messages).catch((err: unknown) => {
      twilioError(res, 500, 20500, `Internal error: ${String(err)}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://${host}:${address.port}`,
        messages,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function handle(req: IncomingMessage, res: ServerResponse, messages: StandInMessage[]): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const account = MESSAGES_PATH.exec(url.pathname)?.[1];
  if (account && req.method === 'POST') return createMessage(req, res, account, messages);
  if (req.method !== 'GET' && req.method !== 'HEAD') return twilioError(res, 405, 20004, 'Method not allowed');

  const to = url.searchParams.get('to');
  // Newest first; a number is matched by its digits, however it is written.
  const shown = messages.filter((m) => !to || digits(m.to).endsWith(digits(to).slice(-10))).reverse();
  if (url.pathname === '/messages.json') return send(res, 200, 'application/json', JSON.stringify({ messages: shown }));
  if (url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', inboxPage(shown, to));
  return twilioError(res, 404, 20404, 'The requested resource was not found');
}

async function createMessage(req: IncomingMessage, res: ServerResponse, account: string, messages: StandInMessage[]): Promise<void> {
  // Basic auth with the account SID of the path, as Twilio checks it (the token is not checked here).
  const [user, token] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /i, ''), 'base64')
    .toString()
    .split(':');
  if (user !== account || !token) return twilioError(res, 401, 20003, 'Authenticate');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString());
  const to = form.get('To');
  const from = form.get('From');
  const body = form.get('Body');
  if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
  if (!from) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
  if (!body) return twilioError(res, 400, 21602, 'Message body is required.');

  const sid = `SM${randomBytes(16).toString('hex')}`;
  const now = new Date();
  const message: StandInMessage = { sid, to, from, body, date_created: now.toISOString() };
  messages.push(message);
  if (messages.length > KEEP) messages.splice(0, messages.length - KEEP);
  // The shape of Twilio's Message resource (what the SDK reads back).
  const uri = `/2010-04-01/Accounts/${account}/Messages/${sid}.json`;
  send(
    res,
    201,
    'application/json',
    JSON.stringify({
      account_sid: account,
      api_version: '2010-04-01',
      body,
      date_created: now.toUTCString(),
      date_sent: null,
      date_updated: now.toUTCString(),
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(Math.ceil(body.length / 160)),
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
      to,
      uri,
    }),
  );
}

function twilioError(res: ServerResponse, status: number, code: number, message: string): void {
  send(res, status, 'application/json', JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

function send(res: ServerResponse, status: number, type: string, text: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(text);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain HTML readable on a phone; it reloads itself every few seconds (no script). Links are relative: it is served under /dev/sms/ too. */
function inboxPage(messages: StandInMessage[], to: string | null): string {
  const items = messages
    .map((m) => {
      // One-time codes stand out; other digits (a pincode in an order message) do not.
      const code = /\bcode\b/i.test(m.body) ? /\b(\d{6})\b/.exec(m.body)?.[1] : undefined;
      const time = new Date(m.date_created).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });
      return `<li><div class="meta"><a href="?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a><time datetime="${m.date_created}">${escapeHtml(time)}</time></div>${
        code ? `<p class="code">${code}</p>` : ''
      }<p>${escapeHtml(m.body)}</p></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3">
<title>SMS inbox (development)</title>
<style>
body { font: 16px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1f2a1f; background: #f6f8f4; }
h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
.note { color: #4a574a; margin: 0 0 1rem; font-size: .9rem; }
ol { list-style: none; padding: 0; margin: 0; }
li { background: #fff; border: 1px solid #d5ddd0; border-radius: .5rem; padding: .75rem; margin-bottom: .75rem; }
.meta { display: flex; justify-content: space-between; gap: .5rem; flex-wrap: wrap; font-size: .85rem; color: #4a574a; }
.code { font-size: 1.75rem; font-weight: 700; letter-spacing: .15em; margin: .25rem 0; }
p { margin: .25rem 0 0; overflow-wrap: anywhere; }
a { color: #2d6a2d; }
</style>
</head>
<body>
<h1>SMS inbox</h1>
<p class="note">Development only: every SMS the store sends arrives here instead of a phone. Newest first; refreshes itself.${
    to ? ` Showing ${escapeHtml(to)} — <a href="./">all numbers</a>.` : ''
  }</p>
${messages.length ? `<ol>\n${items}\n</ol>` : '<p>No messages yet.</p>'}
</body>
</html>
`;
}

/** What the stand-in at `smsUrl` was sent for `phone`, newest first. */
export async function messagesTo(smsUrl: string, phone: string): Promise<StandInMessage[]> {
  const response = await fetch(`${smsUrl}/messages.json?to=${encodeURIComponent(phone)}`);
  if (!response.ok) throw new Error(`the Twilio stand-in answered ${response.status}`);
  return ((await response.json()) as { messages: StandInMessage[] }).messages;
}

/** The 6-digit code in an SMS body. */
export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`no code in SMS body: ${body}`);
  return match[1];
}

/**
 * The one-time codes (6 digits) the stand-in at `smsUrl` was sent for `phone`, oldest first; an order's messages (whose
 * handover code has 4 digits) are not among them.
 */
export async function codesSentTo(smsUrl: string, phone: string): Promise<string[]> {
  return (await messagesTo(smsUrl, phone))
    .filter((m) => /\bcode\b/i.test(m.body) && /\b\d{6}\b/.test(m.body))
    .map((m) => codeIn(m.body))
    .reverse();
}

/**
 * The `nth` one-time code sent to `phone` (1: the first), once it has arrived — the API sends it after answering
 * (the fuzzer and the bench sign their customers up with it).
 */
export function waitForCode(smsUrl: string, phone: string, nth = 1, timeoutMs = 30_000): Promise<string> {
  return until(async () => (await codesSentTo(smsUrl, phone))[nth - 1], `code number ${nth} in the SMS inbox for ${phone}`, timeoutMs);
}
