import { PasswordHasher } from './password-hasher.js';

/** Each scrypt costs ~50 ms: the hashes are made once and shared. */
describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();
  const password = 'Correct-Horse-7';
  let first: string;
  let second: string;

  beforeAll(async () => {
    [first, second] = await Promise.all([hasher.hash(password), hasher.hash(password)]);
  });

  it('stores scrypt$N$r$p$salt$hash in base64url', () => {
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  });

  it('salts: two hashes of one password differ', () => {
    expect(second).not.toBe(first);
    expect(second.split('$')[4]).not.toBe(first.split('$')[4]);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    await expect(hasher.verify(password, first)).resolves.toBe(true);
    await expect(hasher.verify('correct-horse-7', first)).resolves.toBe(false);
  });

  it('refuses any password against a missing hash', async () => {
    await expect(hasher.verify(password, null)).resolves.toBe(false);
  });

  it('refuses a hash whose key was altered', async () => {
    const parts = first.split('$');
    const key = parts[5] ?? '';
    parts[5] = (key.startsWith('A') ? 'B' : 'A') + key.slice(1);
    await expect(hasher.verify(password, parts.join('$'))).resolves.toBe(false);
  });

  it.each([
    '',
    'plain-text',
    'bcrypt$10$abc$def',
    'scrypt$32768$8$1$$',
    'scrypt$3$8$1$AAAA$BBBB',
    'scrypt$abc$8$1$AAAA$BBBB',
  ])('refuses the malformed stored value %j', async (stored) => {
    await expect(hasher.verify(password, stored)).resolves.toBe(false);
  });
});
