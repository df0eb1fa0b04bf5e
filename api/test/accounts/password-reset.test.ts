import { OtpModel, type OtpState } from '../../src/modules/accounts/otp-model';
import { useTestApp } from '../helpers/build-app';
import { signUpWithCode } from '../helpers/sign-up';
import { codeIn, fakeTwilioHttpClient, TWILIO_ENV } from './twilio-fake';

/** Password reset by SMS code through the real twilio SDK, with its HTTP client replaced by a recorder. */
describe('password reset with an SMS code', () => {
  const twilio = fakeTwilioHttpClient();
  const t = useTestApp(TWILIO_ENV, { twilioHttpClient: twilio.client });
  const { api } = t;
  const KNOWN = '+919550000001';

  /** Opens an account as the shop does, confirming the sign-up code texted through the recorder. */
  async function register(name: string, phone: string, password: string) {
    const res = await signUpWithCode(t.url, { name, phone, password }, twilio.codesSentTo);
    expect(res.status).toBe(201);
  }

  beforeAll(async () => {
    await register('Padma', KNOWN, 'old-password-1');
  });

  /** Moves the stored send times of a number back, as if `ms` had passed. */
  async function timePasses(phone: string, ms: number) {
    const state = await OtpModel.findById(phone).lean<OtpState>();
    if (!state) return;
    await OtpModel.updateOne(
      { _id: phone },
      {
        $set: {
          sent_at: state.sent_at.map((d) => new Date(d.getTime() - ms)),
          last_sent_at: new Date(state.last_sent_at.getTime() - ms),
          ...(state.expires_at ? { expires_at: new Date(state.expires_at.getTime() - ms) } : {}),
        },
      },
    );
  }

  async function requestCode(phone: string): Promise<string> {
    const before = twilio.requests.length;
    const res = await api.post('/api/forgot-password-twilio', { phone });
    expect(res.status).toBe(200);
    await twilio.waitForRequests(before + 1);
    return codeIn(twilio.requests[before]!.data.Body!);
  }

  /** Opens an account and has a reset code texted to it; answers the code and a wrong guess at it. */
  async function accountWithCode(name: string, phone: string, password: string) {
    await register(name, phone, password);
    const code = await requestCode(phone);
    return { code, wrong: code === '000000' ? '111111' : '000000' };
  }

  it('sends the code through Twilio: To, From, Body with a 6-digit code and the expiry', async () => {
    const before = twilio.requests.length;
    const res = await api.post('/api/forgot-password-twilio', { phone: '95500 00001' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: expect.stringMatching(/6-digit code/) });
    await twilio.waitForRequests(before + 1);
    const sms = twilio.requests[before]!;
    expect(sms.method).toBe('post');
    expect(sms.uri).toBe(`https://api.twilio.com/2010-04-01/Accounts/${TWILIO_ENV.TWILIO_ACCOUNT_SID}/Messages.json`);
    expect(sms.username).toBe(TWILIO_ENV.TWILIO_ACCOUNT_SID);
    expect(sms.data).toMatchObject({ To: KNOWN, From: TWILIO_ENV.TWILIO_FROM });
    expect(sms.data.Body).toMatch(/\b\d{6}\b.*expires in 10 minutes/);
  });

  it('never writes the code to the log when Twilio is configured', async () => {
    const phone = '+919550000010';
    await register('Quiet', phone, 'quiet-pass-10');
    const logged: unknown[][] = [];
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(t.app.log, level).mockImplementation(((...args: unknown[]) => void logged.push(args)) as never),
    );
    try {
      const code = await requestCode(phone);
      const text = logged
        .flat()
        .map((a) => (typeof a === 'string' ? a : ''))
        .join('\n');
      expect(text).not.toContain(code);
      expect(text).not.toMatch(/DEV-OTP/);
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  });

  it('stores only a hash of the code', async () => {
    const last = twilio.requests.at(-1)!;
    const code = codeIn(last.data.Body!);
    const state = await OtpModel.findById(last.data.To).lean<OtpState>();
    expect(state?.code_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(state)).not.toContain(code);
  });

  it('allows one code a minute per number (429), then again after a minute', async () => {
    const again = await api.post('/api/forgot-password-twilio', { phone: KNOWN });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/wait \d+ seconds/);
    await timePasses(KNOWN, 61_000);
    await requestCode(KNOWN);
  });

  it('allows five codes an hour per number', async () => {
    const phone = '+919550000002';
    await register('Hourly', phone, 'hourly-pass-1');
    for (let i = 0; i < 5; i++) {
      await requestCode(phone);
      await timePasses(phone, 61_000);
    }
    const sixth = await api.post('/api/forgot-password-twilio', { phone });
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toMatch(/Too many codes/);
    await timePasses(phone, 3_600_000);
    await requestCode(phone);
  });

  it('answers an unknown number exactly like a known one, sends nothing, and limits it the same', async () => {
    await register('Known', '9550000003', 'known-pass-3');
    const before = twilio.requests.length;
    const known = await api.post('/api/forgot-password-twilio', { phone: '9550000003' });
    const unknown = await api.post('/api/forgot-password-twilio', { phone: '9550000999' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const knownAgain = await api.post('/api/forgot-password-twilio', { phone: '9550000003' });
    const unknownAgain = await api.post('/api/forgot-password-twilio', { phone: '9550000999' });
    expect([knownAgain.status, unknownAgain.status]).toEqual([429, 429]);
    expect(unknownAgain.body.msg.replace(/\d+ seconds/, 'N seconds')).toBe(knownAgain.body.msg.replace(/\d+ seconds/, 'N seconds'));
    await twilio.waitForRequests(before + 1);
    // A known number asked after them gets its SMS: once it is out, the unknown number's would have been too.
    await register('Witness', '9550000016', 'witness-pass-6');
    await requestCode('+919550000016');
    const resets = twilio.requests.slice(before).filter((r) => /password reset code/.test(r.data.Body ?? ''));
    expect(resets.map((r) => r.data.To)).toEqual(['+919550000003', '+919550000016']);
  });

  it('resets the password with the right code; the old password stops working; the code works once', async () => {
    const phone = '+919550000004';
    const { code } = await accountWithCode('Resetter', phone, 'old-password-4');
    const res = await api.post('/api/reset-password-twilio', { phone: '09550000004', otp: code, newPassword: 'new-password-4' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: 'Your password has been reset.' });
    expect((await api.post('/api/login', { phone, password: 'new-password-4' })).status).toBe(200);
    expect((await api.post('/api/login', { phone, password: 'old-password-4' })).status).toBe(401);
    const reuse = await api.post('/api/reset-password-twilio', { phone, otp: code, newPassword: 'third-password' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.msg).toMatch(/not valid or has expired/);
  });

  it('burns the code after five wrong tries, even for the right code; a new code works', async () => {
    const phone = '+919550000005';
    const { code, wrong } = await accountWithCode('Guesser', phone, 'old-password-5');
    const lefts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/api/reset-password-twilio', { phone, otp: wrong, newPassword: 'new-password-5' });
      expect(res.status).toBe(400);
      lefts.push(res.body.msg);
    }
    expect(lefts[0]).toMatch(/4 tries left/);
    expect(lefts[3]).toMatch(/1 try left/);
    expect(lefts[4]).toMatch(/no tries are left/);
    const right = await api.post('/api/reset-password-twilio', { phone, otp: code, newPassword: 'new-password-5' });
    expect(right.status).toBe(429);
    expect(right.body.msg).toMatch(/request a new code/);

    await timePasses(phone, 61_000);
    const fresh = await requestCode(phone);
    const ok = await api.post('/api/reset-password-twilio', { phone, otp: fresh, newPassword: 'new-password-5' });
    expect(ok.status).toBe(200);
  });

  it('counts concurrent wrong guesses exactly', async () => {
    const phone = '+919550000006';
    const { wrong } = await accountWithCode('Parallel', phone, 'old-password-6');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/api/reset-password-twilio', { phone, otp: wrong, newPassword: 'new-password-6' })),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    expect((await OtpModel.findById(phone).lean<OtpState>())?.failed_attempts).toBe(5);
  });

  it('answers codes for an unknown number like wrong codes (no enumeration through reset)', async () => {
    await timePasses('+919550000999', 61_000);
    await api.post('/api/forgot-password-twilio', { phone: '9550000999' });
    const res = await api.post('/api/reset-password-twilio', { phone: '9550000999', otp: '123456', newPassword: 'whatever-123' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('That code is not correct. 4 tries left.');
    const never = await api.post('/api/reset-password-twilio', { phone: '9550000888', otp: '123456', newPassword: 'whatever-123' });
    expect(never.status).toBe(400);
    expect(never.body.msg).toMatch(/not valid or has expired/);
  });

  it('refuses an expired code', async () => {
    const phone = '+919550000007';
    const { code } = await accountWithCode('Late', phone, 'old-password-7');
    await timePasses(phone, 10 * 60_000 + 1000);
    const res = await api.post('/api/reset-password-twilio', { phone, otp: code, newPassword: 'new-password-7' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/expired/);
  });

  it('still answers 200 when Twilio refuses the message (the failure is only logged)', async () => {
    const phone = '+919550000008';
    await register('Unlucky', phone, 'old-password-8');
    twilio.failWith(400);
    try {
      const before = twilio.requests.length;
      const res = await api.post('/api/forgot-password-twilio', { phone });
      expect(res.status).toBe(200);
      await twilio.waitForRequests(before + 1);
    } finally {
      twilio.failWith(null);
    }
  });

  it.each([
    ['/api/forgot-password-twilio', { phone: { $gt: '' } }],
    ['/api/forgot-password-twilio', { phone: '12345' }],
    ['/api/forgot-password-twilio', {}],
    ['/api/reset-password-twilio', { phone: KNOWN, otp: '12345', newPassword: 'long-enough' }],
    ['/api/reset-password-twilio', { phone: KNOWN, otp: 'abcdef', newPassword: 'long-enough' }],
    ['/api/reset-password-twilio', { phone: KNOWN, otp: '123456', newPassword: 'short' }],
    ['/api/reset-password-twilio', { phone: KNOWN, otp: { $ne: '' }, newPassword: 'long-enough' }],
    ['/api/reset-password-twilio', { phone: KNOWN, otp: '123456' }],
  ])('%s answers 400 for %j', async (path, body) => {
    const res = await api.post(path, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.msg).toBe('string');
  });
});
