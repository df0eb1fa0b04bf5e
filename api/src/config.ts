import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Every setting the API reads from the environment, validated once at start.
 * The Config type is derived from this schema; nothing else reads process.env.
 */
export const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  MONGODB_URI: Type.String({ pattern: '^mongodb(\\+srv)?://', description: 'MongoDB (or the embedded devdb) connection string' }),
  JWT_SECRET: Type.String({ minLength: 16, default: DEV_DEFAULTS().JWT_SECRET }),
  CUSTOMER_TOKEN_TTL: Type.String({ default: '7d', pattern: '^[0-9]+[smhd]$' }),
  STAFF_TOKEN_TTL: Type.String({ default: '12h', pattern: '^[0-9]+[smhd]$' }),
  ADMIN_USERNAME: Type.String({ minLength: 3, default: DEV_DEFAULTS().ADMIN_USERNAME }),
  ADMIN_PASSWORD: Type.String({ minLength: 8, default: DEV_DEFAULTS().ADMIN_PASSWORD }),
  TWILIO_ACCOUNT_SID: Type.Optional(Type.String({ minLength: 1 })),
  TWILIO_AUTH_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  TWILIO_FROM: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * Outside production only: where the twilio SDK sends its requests instead of https://api.twilio.com — the local
   * stand-in with its SMS inbox page (scripts/twilio-standin.ts), which `make start` and the tests run.
   */
  TWILIO_API_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /**
   * Razorpay (online payment): all three set, or none (then Pay now is not offered). The key secret and the webhook
   * secret never leave the API: not in an answer, not in a log.
   */
  RAZORPAY_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  RAZORPAY_KEY_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  RAZORPAY_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** Outside production only: where the razorpay SDK sends its requests instead of https://api.razorpay.com (the local stand-in). */
  RAZORPAY_API_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Where the shop loads Razorpay Checkout from; the stand-in's copy in development. */
  RAZORPAY_CHECKOUT_SCRIPT: Type.String({ default: 'https://checkout.razorpay.com/v1/checkout.js' }),
  /** How often this process looks for unpaid online orders past their time and refunds to send again, in ms; 0: never (others do). */
  PAYMENT_SWEEP_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 15_000 }),
  /** How often this process makes the subscription orders whose cut-off passed, in ms; 0: never (others do). */
  SUBSCRIPTION_RUN_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 30_000 }),
  /** Test stacks only: PUT /api/test/subscription-clock moves the subscriptions' clock and runs them (never in production). */
  SUBSCRIPTION_TEST_CLOCK: Type.Boolean({ default: false }),
  /** Lifetime of a one-time code sent by SMS (sign-up and password reset). */
  OTP_TTL_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 600 }),
  /** The map tiles the shop and partner app draw (a Leaflet URL template); staff may change it in the delivery settings. */
  MAP_TILE_URL: Type.String({ default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
  /** Where the bill PDFs' fonts are: Noto Sans and Noto Sans Telugu (Debian's fonts-noto-core). */
  BILL_FONT_DIR: Type.String({ default: '/usr/share/fonts/truetype/noto' }),
  MAX_IMAGE_BYTES: Type.Integer({ minimum: 1024, default: 5 * 1024 * 1024 }),
  OUTSTATION_DELIVERY_DAYS: Type.Integer({ minimum: 1, maximum: 60, default: 5 }),
  /** How long after delivery a customer may report a problem with an order (docs/complaints.md). */
  COMPLAINT_WINDOW_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 48 }),
  /**
   * Calls a minute per client address to each sign-in, sign-up, OTP, inquiry and coupon route. Loose, because many
   * phones on a mobile network share one public address; accounts and coupon codes have budgets of their own.
   */
  AUTH_RATE_LIMIT: Type.Integer({ minimum: 1, default: 30 }),
  /** Behind the nginx gateway the client address is the one it reports: the last X-Forwarded-For entry (see server-options.ts). */
  TRUST_PROXY: Type.Boolean({ default: true }),
  /** The OpenAPI document and its browsable page at /api/docs; unset = on, except in production. */
  API_DOCS: Type.Optional(Type.Boolean()),
  /** Names this process (host name and process id) in an `x-served-by` header on every answer: which of several answered. */
  SERVED_BY_HEADER: Type.Boolean({ default: false }),
  /** How often this process looks for order messages to send, in ms; 0: this process sends none (others do). */
  NOTIFY_POLL_MS: Type.Integer({ minimum: 0, maximum: 600_000, default: 1000 }),
  /** Tries of an order message before it is marked failed and shown to staff. */
  NOTIFY_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 20, default: 5 }),
  /** Wait after a failed try, doubled after each further failure (at most an hour), in ms. */
  NOTIFY_RETRY_MS: Type.Integer({ minimum: 1, maximum: 3_600_000, default: 30_000 }),
});

export type Config = Static<typeof ConfigSchema>;

function DEV_DEFAULTS() {
  return {
    JWT_SECRET: 'development-only-secret-change-me',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'admin12345',
  };
}

export const DEVELOPMENT_DEFAULTS = DEV_DEFAULTS();

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(ConfigSchema.properties);
  const raw: Record<string, unknown> = {};
  for (const key of known) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const config = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, raw)) as Config;
  const problems = [...Value.Errors(ConfigSchema, config)].map((e) => `${e.instancePath.replace(/^\//, '') || 'config'} ${e.message}`);
  config.API_DOCS ??= config.NODE_ENV !== 'production';
  if (config.NODE_ENV === 'production') problems.push(...productionProblems(config));
  const razorpay = [config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
  if (razorpay !== 0 && razorpay !== 3) problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Production must never run with the development secrets or the printed demo admin password. */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.JWT_SECRET === DEVELOPMENT_DEFAULTS.JWT_SECRET || config.JWT_SECRET.length < 32) {
    problems.push('JWT_SECRET must be set to a random value of at least 32 characters in production');
  }
  if (config.ADMIN_PASSWORD === DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD) {
    problems.push('ADMIN_PASSWORD must be set (not the development default) in production');
  }
  if (config.TWILIO_API_BASE_URL) {
    problems.push('TWILIO_API_BASE_URL must not be set in production (it points the SMS provider at a local stand-in)');
  }
  if (config.SUBSCRIPTION_TEST_CLOCK) {
    problems.push("SUBSCRIPTION_TEST_CLOCK must not be set in production (it lets anyone move the subscriptions' clock)");
  }
  if (config.RAZORPAY_API_BASE_URL) {
    problems.push('RAZORPAY_API_BASE_URL must not be set in production (it points the payment gateway at a local stand-in)');
  }
  const twilio = [config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, config.TWILIO_FROM].filter(Boolean).length;
  if (twilio !== 0 && twilio !== 3) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together');
  }
  return problems;
}
