import { messagesTo } from '../../../scripts/lib/twilio-standin';
import { clock } from '../../src/lib/clock';
import { UserModel } from '../../src/modules/accounts/model';
import { PendingSignUpModel, type PendingSignUp } from '../../src/modules/accounts/otp-model';
import { useTestApp } from '../helpers/build-app';
import { signUpWithCode, standInCodes } from '../helpers/sign-up';
import { until } from '../helpers/until';

/** Sign-up proves the phone first: a code by SMS (to the run's Twilio stand-in), then the account. */
describe('sign-up with a code sent to the phone', () => {
  const t = useTestApp();
  const { api } = t;
  afterEach(() => jest.restoreAllMocks());

  const smsUrl = () => process.env.TEST_SMS_URL!;
  /** A token of the right shape that no sign-up answered. */
  const TOKEN = 'x'.repeat(32);
  /** The `nth` code sent to the phone (1: the first), once it has arrived. */
  const code = (phone: string, nth = 1) => until(async () => (await standInCodes(phone))[nth - 1], `code ${nth} for ${phone}`);
  const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');
  /** Starts a sign-up (202) and answers its token, which must come back with the code. */
  const start = async (body: { name: string; phone: string; password: string }) => {
    const res = await api.post('/api/register', body);
    expect(res.status).toBe(202);
    return res.body.signUpToken as string;
  };
  /** Moves the clock of the code rules by `ms` from now. */
  const later = (ms: number) => {
    const now = Date.now();
    jest.spyOn(clock, 'now').mockReturnValue(now + ms);
  };

  it('answers 202 with a message, creates no account and keeps only hashes', async () => {
    const phone = '+919660000001';
    const res = await api.post('/api/register', { name: ' Gowri ', phone: '96600 00001', password: 'gowri-secret-1' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ msg: expect.stringMatching(/6-digit code/), signUpToken: expect.stringMatching(/^[\w-]{32}$/) });
    const sent = await code(phone);
    expect(await UserModel.countDocuments({ phone })).toBe(0);
    expect((await api.post('/api/login', { phone, password: 'gowri-secret-1' })).status).toBe(401);

    const pending = await PendingSignUpModel.findById(phone).lean<PendingSignUp>();
    expect(pending).toMatchObject({ name: 'Gowri', password_hash: expect.stringMatching(/^scrypt\$/), code_hash: expect.stringMatching(/^scrypt\$/) });
    expect(JSON.stringify(pending)).not.toContain('gowri-secret-1');
    expect(JSON.stringify(pending)).not.toContain(sent);
    expect(JSON.stringify(pending)).not.toContain(res.body.signUpToken);
    const [sms] = await messagesTo(smsUrl(), phone);
    expect(sms!.body).toMatch(/^\d{6} is your Nature's Nest Farms sign-up code\. It expires in 10 minutes\./);
  });

  it('creates the account on the right code, signed in at once like sign-in, its phone proven', async () => {
    const res = await signUpWithCode(t.url, { name: 'Hema', phone: '9660000002', password: 'hema-secret-22' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: { id: expect.any(String), name: 'Hema', phone: '+919660000002', addresses: [], created_at: expect.any(String) },
      token: expect.any(String),
    });
    expect((await api.get('/api/me', { 'x-auth-token': res.body.token })).body.id).toBe(res.body.user.id);
    expect((await api.post('/api/login', { phone: '9660000002', password: 'hema-secret-22' })).status).toBe(200);
    const stored = await UserModel.findById(res.body.user.id).lean();
    expect(stored?.phone_verified_at).toBeInstanceOf(Date);
    // The pending sign-up no longer holds the password's hash.
    expect(await PendingSignUpModel.findById('+919660000002').lean<PendingSignUp>()).toMatchObject({ password_hash: null, code_hash: null });
  });

  it('refuses a second use of the same code', async () => {
    const phone = '+919660000003';
    const signUpToken = await start({ name: 'Indira', phone, password: 'indira-secret-3' });
    const right = await code(phone);
    expect((await api.post('/api/register/verify', { phone, code: right, signUpToken })).status).toBe(201);
    const again = await api.post('/api/register/verify', { phone, code: right, signUpToken });
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/not valid or has expired/);
    expect(await UserModel.countDocuments({ phone })).toBe(1);
  });

  it('counts wrong codes like reset codes: tries left, then 429 after five even for the right code; a new code works', async () => {
    const phone = '+919660000004';
    const signUpToken = await start({ name: 'Jaya', phone, password: 'jaya-secret-44' });
    const right = await code(phone);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await api.post('/api/register/verify', { phone, code: wrongFor(right), signUpToken }));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]!.body.msg).toBe('That code is not correct. 4 tries left.');
    expect(answers[3]!.body.msg).toBe('That code is not correct. 1 try left.');
    expect(answers[4]!.body.msg).toMatch(/no tries are left/);
    const burnt = await api.post('/api/register/verify', { phone, code: right, signUpToken });
    expect(burnt.status).toBe(429);
    expect(burnt.body.msg).toMatch(/request a new code/);
    expect(await UserModel.countDocuments({ phone })).toBe(0);

    later(61_000);
    const freshToken = await start({ name: 'Jaya', phone, password: 'jaya-secret-44' });
    const fresh = await code(phone, 2);
    expect((await api.post('/api/register/verify', { phone, code: fresh, signUpToken: freshToken })).status).toBe(201);
  });

  it('refuses an expired code and a code never sent', async () => {
    const phone = '+919660000005';
    const signUpToken = await start({ name: 'Kamala', phone, password: 'kamala-secret-5' });
    const right = await code(phone);
    later(10 * 60_000);
    const late = await api.post('/api/register/verify', { phone, code: right, signUpToken });
    expect(late.status).toBe(400);
    expect(late.body.msg).toMatch(/expired/);
    jest.restoreAllMocks();
    const never = await api.post('/api/register/verify', { phone: '9660000099', code: '123456', signUpToken });
    expect(never.status).toBe(400);
    expect(never.body.msg).toMatch(/not valid or has expired/);
    expect(await UserModel.countDocuments({ phone: { $in: [phone, '+919660000099'] } })).toBe(0);
  });

  it('sends one code a minute per number (429 with the wait); a new code replaces the old one', async () => {
    const phone = '+919660000006';
    const firstToken = await start({ name: 'Lalitha', phone, password: 'lalitha-secret' });
    const first = await code(phone);
    const soon = await api.post('/api/register', { name: 'Lalitha', phone, password: 'lalitha-secret' });
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toMatch(/wait \d+ seconds/);
    later(61_000);
    const secondToken = await start({ name: 'Lalitha', phone, password: 'lalitha-secret' });
    const second = await code(phone, 2);
    if (first !== second) expect((await api.post('/api/register/verify', { phone, code: first, signUpToken: secondToken })).status).toBe(400);
    // The first sign-up's token no longer finishes anything.
    expect((await api.post('/api/register/verify', { phone, code: second, signUpToken: firstToken })).status).toBe(400);
    expect((await api.post('/api/register/verify', { phone, code: second, signUpToken: secondToken })).status).toBe(201);
  });

  it('lets nobody take a number they cannot read: no account until the code is confirmed, and the owner signs up after', async () => {
    const phone = '+919660000007';
    // A stranger starts a sign-up on someone else's number; the code goes to the owner's phone, not to them.
    const strangers = await start({ name: 'Stranger', phone, password: 'stranger-pass-7' });
    await code(phone);
    const guesses = await Promise.all(['111111', '222222', '333333'].map((c) => api.post('/api/register/verify', { phone, code: c, signUpToken: strangers })));
    expect(guesses.map((g) => g.status)).not.toContain(201);
    expect(await UserModel.countDocuments({ phone })).toBe(0);
    expect((await api.post('/api/login', { phone, password: 'stranger-pass-7' })).status).toBe(401);

    // The owner signs up later with their own password; the stranger's password never works.
    later(61_000);
    const ownersToken = await start({ name: 'Owner', phone, password: 'owner-pass-77' });
    const owners = await code(phone, 2);
    jest.restoreAllMocks();
    const res = await api.post('/api/register/verify', { phone, code: owners, signUpToken: ownersToken });
    expect(res.status).toBe(201);
    expect(res.body.user.name).toBe('Owner');
    expect((await api.post('/api/login', { phone, password: 'stranger-pass-7' })).status).toBe(401);
    expect((await api.post('/api/login', { phone, password: 'owner-pass-77' })).status).toBe(200);
  });

  it("never lets the owner's code finish a stranger's sign-up of the owner's number", async () => {
    const phone = '+919660000017';
    const ownersToken = await start({ name: 'Owner', phone, password: 'owner-pass-17' });
    await code(phone);
    // A minute later a stranger starts one for the same number: the owner's phone gets a second code.
    later(61_000);
    await start({ name: 'Stranger', phone, password: 'stranger-pass-17' });
    const strangersCode = await code(phone, 2);
    jest.restoreAllMocks();
    // The owner enters the newest code on their own screen: it belongs to the stranger's sign-up, so nothing is made.
    const res = await api.post('/api/register/verify', { phone, code: strangersCode, signUpToken: ownersToken });
    expect(res.status).toBe(400);
    expect(await UserModel.countDocuments({ phone })).toBe(0);
    expect((await api.post('/api/login', { phone, password: 'stranger-pass-17' })).status).toBe(401);
  });

  it('answers 409 for a phone that has an account, pointing to sign-in and forgot password, and sends no SMS', async () => {
    const taken = await signUpWithCode(t.url, { name: 'Manjula', phone: '9660000008', password: 'manjula-secret' });
    expect(taken.status).toBe(201);
    const before = (await messagesTo(smsUrl(), '9660000008')).length;
    const res = await api.post('/api/register', { name: 'Someone', phone: '+91 96600 00008', password: 'someone-secret' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/already exists.*sign in.*Forgot password/);
    // A sign-up asked after it gets its SMS: once that is in, the refused one's would have been too.
    await signUpWithCode(t.url, { name: 'Witness', phone: '9660000018', password: 'witness-secret' });
    expect(await messagesTo(smsUrl(), '9660000008')).toHaveLength(before);
    expect(await UserModel.countDocuments({ phone: '+919660000008' })).toBe(1);
  });

  it('creates one account when the code is confirmed twice at once', async () => {
    const phone = '+919660000009';
    const signUpToken = await start({ name: 'Nalini', phone, password: 'nalini-secret' });
    const right = await code(phone);
    const [a, b] = await Promise.all([
      api.post('/api/register/verify', { phone, code: right, signUpToken }),
      api.post('/api/register/verify', { phone, code: right, signUpToken }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect(await UserModel.countDocuments({ phone })).toBe(1);
  });

  it('says "password reset" in the reset SMS', async () => {
    const phone = '+919660000010';
    await signUpWithCode(t.url, { name: 'Padmini', phone, password: 'padmini-secret' });
    expect((await api.post('/api/forgot-password-twilio', { phone })).status).toBe(200);
    const reset = await until(async () => (await messagesTo(smsUrl(), phone)).find((m) => /password reset/.test(m.body)), 'the reset SMS');
    expect(reset.body).toMatch(/^\d{6} is your Nature's Nest Farms password reset code\./);
  });

  it.each([
    [{ phone: '9660000011', code: '12345', signUpToken: TOKEN }, /code/],
    [{ phone: '9660000011', code: 'abcdef', signUpToken: TOKEN }, /code/],
    [{ phone: '12345', code: '123456', signUpToken: TOKEN }, /valid 10-digit Indian mobile/],
    [{ phone: '9660000011', signUpToken: TOKEN }, /code is required/],
    [{ phone: '9660000011', code: '123456' }, /signUpToken is required/],
    [{ phone: '9660000011', code: { $ne: '' }, signUpToken: TOKEN }, /code/],
    [{ phone: '9660000011', code: '123456', signUpToken: TOKEN, name: 'extra' }, /Unexpected field: name/],
  ])('verify answers 400 for %j', async (body, msg) => {
    const res = await api.post('/api/register/verify', body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(msg);
  });
});
