import { clock } from '../../src/lib/clock';
import { NO_SMS_PROVIDER, useTestApp } from '../helpers/build-app';
import { signUpWithCode } from '../helpers/sign-up';
import { until } from '../helpers/until';

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '';
  }
}

/** Without Twilio configured (development) codes go to the API log in a stable, greppable line. */
describe('sign-up and password reset without an SMS provider', () => {
  const TTL_SECONDS = 120;
  const t = useTestApp({ OTP_TTL_SECONDS: String(TTL_SECONDS), ...NO_SMS_PROVIDER });
  const { api } = t;
  let lines: string[] = [];

  // The app's logger is silent in tests; record what it is asked to write at info level.
  const recordLog = () =>
    jest.spyOn(t.app.log, 'info').mockImplementation(((...args: unknown[]) => {
      // Request logs carry circular objects: keep the text arguments, and plain objects' own values.
      lines.push(args.map((a) => (typeof a === 'string' ? a : safeJson(a))).join(' '));
    }) as never);
  const codeLines = (purpose: string) =>
    lines.map((l) => new RegExp(`DEV-OTP phone=(\\+91\\d{10}) code=(\\d{6}) \\(${purpose}`).exec(l)).filter((m) => m !== null);
  const otpLines = () => codeLines('password reset');
  const waitForOtpLine = () => until(() => otpLines()[0], `a DEV-OTP line in ${JSON.stringify(lines)}`);
  /** Signs up with the sign-up code read from the log. */
  const signUp = (name: string, phone: string, password: string) =>
    signUpWithCode(t.url, { name, phone, password }, async (to) =>
      codeLines('sign-up')
        .filter(([, p]) => p!.endsWith(to.slice(-10)))
        .map(([, , code]) => code!),
    );

  beforeAll(async () => {
    const spy = recordLog();
    expect((await signUp('Dev Tester', '9440000001', 'dev-password-1')).status).toBe(201);
    spy.mockRestore();
  });

  beforeEach(() => {
    lines = [];
    recordLog();
  });
  afterEach(() => jest.restoreAllMocks());

  it('logs `DEV-OTP phone=… code=…` and the logged code resets the password', async () => {
    const res = await api.post('/api/forgot-password-twilio', { phone: '+91 94400 00001' });
    expect(res.status).toBe(200);
    const [, phone, code] = await waitForOtpLine();
    expect(phone).toBe('+919440000001');
    const reset = await api.post('/api/reset-password-twilio', { phone: '9440000001', otp: code, newPassword: 'dev-password-2' });
    expect(reset.status).toBe(200);
    expect((await api.post('/api/login', { phone: '9440000001', password: 'dev-password-2' })).status).toBe(200);
  });

  it('logs nothing for a number without an account, and never logs passwords', async () => {
    await api.post('/api/forgot-password-twilio', { phone: '9440000999' });
    // A known number asked next is logged: once its line is in, the unknown number's would have been too.
    await signUp('Dev Witness', '9440000003', 'dev-password-3');
    await api.post('/api/forgot-password-twilio', { phone: '9440000003' });
    await waitForOtpLine();
    expect(otpLines().map(([, phone]) => phone)).toEqual(['+919440000003']);
    expect(lines.join('\n')).not.toMatch(/dev-password/);
  });

  it('lets codes expire after OTP_TTL_SECONDS', async () => {
    const sentAt = Date.now();
    const at = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(ms);
    const reset = (otp: string) => api.post('/api/reset-password-twilio', { phone: '9440000002', otp, newPassword: 'slow-password-2' });
    await signUp('Slow Typist', '9440000002', 'slow-password-1');
    at(sentAt);
    await api.post('/api/forgot-password-twilio', { phone: '9440000002' });
    const [, , code] = await waitForOtpLine();

    at(sentAt + TTL_SECONDS * 1000);
    const late = await reset(code!);
    expect(late.status).toBe(400);
    expect(late.body.msg).toMatch(/expired/);
    // The same code a second earlier still works: it was refused for its age alone.
    at(sentAt + TTL_SECONDS * 1000 - 1000);
    expect((await reset(code!)).status).toBe(200);
  });
});
