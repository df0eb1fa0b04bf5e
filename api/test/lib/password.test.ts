import { hashPassword, verifyPassword } from '../../src/lib/password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('organic-mango-2024');
    expect(await verifyPassword('organic-mango-2024', stored)).toBe(true);
    expect(await verifyPassword('organic-mango-2025', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never stores the password and salts every hash', async () => {
    const a = await hashPassword('same password');
    const b = await hashPassword('same password');
    expect(a).not.toBe(b);
    expect(a).not.toContain('same password');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it('treats unicode spellings of one password alike', async () => {
    const stored = await hashPassword('caf\u00e9-pass');
    expect(await verifyPassword('cafe\u0301-pass', stored)).toBe(true);
  });

  it.each([[''], ['plain-text'], ['scrypt$1$2$3'], ['scrypt$x$8$1$c2FsdA==$a2V5'], ['bcrypt$16384$8$1$c2FsdA==$a2V5']])(
    'answers false (never throws) for a malformed stored value %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );

  it('answers false when the stored key has another length', async () => {
    const stored = await hashPassword('pw-123456');
    const parts = stored.split('$');
    parts[5] = Buffer.from('short').toString('base64');
    expect(await verifyPassword('pw-123456', parts.join('$'))).toBe(false);
  });
});
