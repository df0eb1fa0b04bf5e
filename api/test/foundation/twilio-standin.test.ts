import { startTwilioStandIn, type TwilioStandIn } from '../../../scripts/lib/twilio-standin';

const SID = `AC${'7'.repeat(32)}`;
const basic = (user: string, token: string) => `Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`;

/** The Twilio stand-in of development and tests answers the Messages API as Twilio does, and shows what it got. */
describe('the Twilio stand-in and its SMS inbox', () => {
  let standIn: TwilioStandIn;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(() => standIn.close());

  const send = (form: Record<string, string>, auth = basic(SID, 'secret'), sid = SID) =>
    fetch(`${standIn.url}/2010-04-01/Accounts/${sid}/Messages.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: auth },
      body: new URLSearchParams(form).toString(),
    });

  it('accepts a message with basic auth and answers a Twilio message resource', async () => {
    const res = await send({ To: '+919812300001', From: '+15005550006', Body: '123456 is your sign-up code.' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      account_sid: SID,
      to: '+919812300001',
      from: '+15005550006',
      body: '123456 is your sign-up code.',
      status: 'queued',
    });
  });

  it('refuses what Twilio refuses, in its error shape, and keeps none of it', async () => {
    const before = standIn.messages.length;
    const noAuth = await send({ To: '+919812300002', From: '+15005550006', Body: 'x' }, '');
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toMatchObject({ code: 20003, status: 401 });
    expect((await send({ To: '+919812300002', From: '+15005550006', Body: 'x' }, basic(`AC${'8'.repeat(32)}`, 's'))).status).toBe(401);
    const noTo = await send({ From: '+15005550006', Body: 'x' });
    expect(noTo.status).toBe(400);
    expect(await noTo.json()).toMatchObject({ code: 21604 });
    expect((await send({ To: '+919812300002', From: '+15005550006' })).status).toBe(400);
    expect(standIn.messages).toHaveLength(before);
  });

  it('lists messages newest first, by number however it is written, as JSON and on an escaped HTML page', async () => {
    await send({ To: '+919812300003', From: '+15005550006', Body: 'first <b>one</b>' });
    await send({ To: '+919812300004', From: '+15005550006', Body: 'for someone else' });
    await send({ To: '+919812300003', From: '+15005550006', Body: '654321 is your code' });
    const list = (await (await fetch(`${standIn.url}/messages.json?to=${encodeURIComponent('98123 00003')}`)).json()) as { messages: Array<{ body: string }> };
    expect(list.messages.map((m) => m.body)).toEqual(['654321 is your code', 'first <b>one</b>']);

    const page = await fetch(`${standIn.url}/?to=${encodeURIComponent('+919812300003')}`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<meta http-equiv="refresh"');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('first &#60;b&#62;one&#60;/b&#62;');
    expect(html).not.toContain('<b>one</b>');
    expect(html).not.toContain('for someone else');
    expect(html.indexOf('654321 is your code')).toBeLessThan(html.indexOf('first &#60;b&#62;'));
  });
});
