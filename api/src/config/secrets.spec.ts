import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSecrets } from './secrets.js';

const NONE = { session: undefined, badge: undefined };
const STRONG_SESSION = 'k3Jx9QpV2mZr7Lw4Tn8Ys1Hd6Fb0Gc5Ue_A';
const STRONG_BADGE = 'Pq7Wm2Zx4Rt9Yk1Vn6Bs3Jd8Hf0Lc5Ga-E';

describe('loadSecrets', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-secrets-'));
    file = path.join(dir, 'secrets.json');
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates both secrets on first start and keeps them in secrets.json, mode 0600', () => {
    const secrets = loadSecrets(dir, NONE);
    expect(secrets.session.length).toBeGreaterThanOrEqual(32);
    expect(secrets.badge.length).toBeGreaterThanOrEqual(32);
    expect(secrets.session).not.toBe(secrets.badge);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(secrets);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('creates a missing data directory', () => {
    const nested = path.join(dir, 'a', 'b');
    loadSecrets(nested, NONE);
    expect(fs.existsSync(path.join(nested, 'secrets.json'))).toBe(true);
  });

  it('returns the same values on the next start', () => {
    const first = loadSecrets(dir, NONE);
    const before = fs.readFileSync(file, 'utf8');
    expect(loadSecrets(dir, NONE)).toEqual(first);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('generates a different pair in another data directory', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-secrets-'));
    try {
      const a = loadSecrets(dir, NONE);
      const b = loadSecrets(other, NONE);
      expect(b.session).not.toBe(a.session);
      expect(b.badge).not.toBe(a.badge);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('prefers values from the environment', () => {
    const stored = loadSecrets(dir, NONE);
    expect(loadSecrets(dir, { session: STRONG_SESSION, badge: STRONG_BADGE })).toEqual({
      ...stored,
      session: STRONG_SESSION,
      badge: STRONG_BADGE,
    });
    expect(loadSecrets(dir, { session: STRONG_SESSION, badge: undefined })).toEqual({
      ...stored,
      session: STRONG_SESSION,
      badge: stored.badge,
    });
  });

  it('completes a secrets file that lacks one value, keeping the other', () => {
    fs.writeFileSync(file, JSON.stringify({ session: STRONG_SESSION }));
    const secrets = loadSecrets(dir, NONE);
    expect(secrets.session).toBe(STRONG_SESSION);
    expect(secrets.badge.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(secrets);
  });

  it.each(['changeme', 'CHANGEME', 'change-me', 'secret', 'punchcard', 'development'])(
    'refuses the known default %j',
    (value) => {
      expect(() => loadSecrets(dir, { session: value, badge: undefined })).toThrow(
        /SESSION_SECRET must be a random value of at least 32 characters/,
      );
      expect(() => loadSecrets(dir, { session: undefined, badge: value })).toThrow(/BADGE_SECRET/);
    },
  );

  it('refuses a value shorter than 32 characters and accepts 32 random ones', () => {
    expect(() =>
      loadSecrets(dir, { session: 'aB3$xY9!qW2@eR5#tY7%uI0^oP4&'.slice(0, 31), badge: undefined }),
    ).toThrow(/SESSION_SECRET/);
    const exact = 'Zq8vN2rT5wX1yB4mK7pL0sD3fG6hJ9cE';
    expect(loadSecrets(dir, { session: exact, badge: exact, pin: exact })).toEqual({
      session: exact,
      badge: exact,
      pin: exact,
    });
  });

  it.each([['x'.repeat(40)], ['changeme'.repeat(5)], ['secret-secret-secret-secret-secret-1']])(
    'refuses a long but guessable value %j',
    (value) => {
      expect(() => loadSecrets(dir, { session: value, badge: undefined })).toThrow(
        /SESSION_SECRET/,
      );
    },
  );

  it('refuses a weak value found in the secrets file', () => {
    fs.writeFileSync(file, JSON.stringify({ session: 'changeme', badge: STRONG_BADGE }));
    expect(() => loadSecrets(dir, NONE)).toThrow(/SESSION_SECRET/);
  });
});
