import { hashPassword } from '../../src/lib/password';
import { UserModel } from '../../src/modules/accounts/model';
import { InquiryModel } from '../../src/modules/inquiries/model';
import { OutboxModel } from '../../src/modules/notifications/model';
import { useTestApp } from '../helpers/build-app';
import { standInCodes } from '../helpers/sign-up';
import { until } from '../helpers/until';

const PASSWORD = 'legacy-password-1';

/**
 * Records matched only by phone number (inquiries from the public forms, texts to the number) are part of a customer's
 * export and erasure only once the account's phone is proven; an account made before sign-up asked for a code is not.
 */
describe('export and erasure of phone-matched records', () => {
  const t = useTestApp();
  const { api } = t;

  /** An account as sign-up made them before it asked for a code: straight into the database, its phone unproven. */
  async function legacyAccount(name: string, phone: string) {
    const user = await UserModel.create({ name, phone, password_hash: await hashPassword(PASSWORD) });
    return { id: user._id.toString(), headers: { 'x-auth-token': t.app.issueToken({ id: user._id.toString(), role: 'customer' }) } };
  }

  /** What the number's real owner left: an inquiry from the public form and a text sent to the number. */
  async function ownersRecords(phone: string, marker: string) {
    const inquiry = await api.post('/api/inquiry', {
      inquiryType: 'Franchise',
      formData: { full_name: `${marker} Owner`, email: 'owner@example.com', phone_number: phone.slice(3), city_of_interest: 'Karimnagar' },
    });
    expect(inquiry.status).toBe(201);
    const now = new Date();
    await OutboxModel.create({
      _id: `64b0000000000000000000${marker.length}0:0:customer`,
      order_id: `64b0000000000000000000${marker.length}0`,
      event: 'placed',
      audience: 'customer',
      to: phone,
      body: `Nature's Nest Farms: ${marker} order placed.`,
      language: 'en',
      status: 'sent',
      next_attempt_at: now,
      created_at: now,
      sent_at: now,
    });
  }

  const exported = async (headers: Record<string, string>) => JSON.stringify((await api.get('/api/me/export', headers)).body);
  const erase = (headers: Record<string, string>) =>
    fetch(`${t.url}/api/me`, { method: 'DELETE', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });

  it("an unproven account's export leaves out another person's phone-matched records, and its deletion leaves them", async () => {
    const phone = '+919770000001';
    await ownersRecords(phone, 'Saffron');
    const legacy = await legacyAccount('Taken Number', phone);

    const data = await exported(legacy.headers);
    expect(data).toContain('Taken Number');
    expect(data).not.toContain('Saffron');

    expect((await erase(legacy.headers)).status).toBe(200);
    expect(await UserModel.countDocuments({ phone })).toBe(0);
    expect(await InquiryModel.countDocuments({ 'form_data.full_name': 'Saffron Owner' })).toBe(1);
    expect(await OutboxModel.findOne({ body: /Saffron/ }).lean()).toMatchObject({ to: phone });
  });

  it('a password reset by SMS code proves the phone: export and deletion then include the phone-matched records', async () => {
    const phone = '+919770000002';
    await ownersRecords(phone, 'Tamarind');
    const legacy = await legacyAccount('Real Owner', phone);
    expect(await exported(legacy.headers)).not.toContain('Tamarind');

    expect((await api.post('/api/forgot-password-twilio', { phone })).status).toBe(200);
    const otp = await until(async () => (await standInCodes(phone))[0], 'the reset code');
    expect((await api.post('/api/reset-password-twilio', { phone, otp, newPassword: PASSWORD })).status).toBe(200);
    expect((await UserModel.findById(legacy.id).lean())?.phone_verified_at).toBeInstanceOf(Date);

    const session = await api.post('/api/login', { phone, password: PASSWORD });
    const headers = { 'x-auth-token': session.body.token };
    const data = await exported(headers);
    expect(data).toContain('Tamarind Owner');
    expect(data).toContain('Tamarind order placed');

    expect((await erase(headers)).status).toBe(200);
    expect(await InquiryModel.countDocuments({ 'form_data.full_name': 'Tamarind Owner' })).toBe(0);
    expect(await OutboxModel.countDocuments({ body: /Tamarind/ })).toBe(0);
    expect(await OutboxModel.countDocuments({ to: phone })).toBe(0);
  });
});
