import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** HMAC key signing session cookies and hashing one-time codes. */
  session: string;
  /** HMAC key signing kiosk QR badges. */
  badge: string;
  /** HMAC key of the stored kiosk PINs (apart from `session`, so rotating that keeps them). */
  pin: string;
}

export const SECRETS = Symbol('SECRETS');

/** Words from docs and examples: a secret built from them is not secret, however long. */
const KNOWN_DEFAULTS = [
  'changeme',
  'change-me',
  'secret',
  'punchcard',
  'development',
  'password',
  'example',
];
const MIN_LENGTH = 32;
/** A random 32-character value has far more; repeating a short word has few. */
const MIN_DISTINCT_CHARACTERS = 12;

function check(name: string, value: string): string {
  const lower = value.toLowerCase();
  const weak =
    value.length < MIN_LENGTH ||
    new Set(value).size < MIN_DISTINCT_CHARACTERS ||
    KNOWN_DEFAULTS.some((word) => lower.replaceAll(word, '').length < MIN_LENGTH / 2);
  if (weak) {
    throw new Error(
      `${name} must be a random value of at least ${MIN_LENGTH} characters (for example: openssl rand -base64 32)`,
    );
  }
  return value;
}

function readStored(file: string): Partial<Secrets> {
  if (!fs.existsSync(file)) return {};
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const record =
    typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const text = (key: keyof Secrets) => {
    const value = record[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw new Error(`${file}: "${key}" must be a string`);
    return value;
  };
  return { session: text('session'), badge: text('badge'), pin: text('pin') };
}

/**
 * Secrets come from the environment when given; otherwise they are generated on first start and
 * kept in `DATA_DIR/secrets.json` (mode 0600) so sessions survive restarts.
 */
export function loadSecrets(
  dataDir: string,
  fromEnv: { session: string | undefined; badge: string | undefined; pin?: string | undefined },
): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = readStored(file);
  const generated: Secrets = {
    session: stored.session ?? randomBytes(32).toString('base64url'),
    badge: stored.badge ?? randomBytes(32).toString('base64url'),
    pin: stored.pin ?? randomBytes(32).toString('base64url'),
  };
  if (stored.session === undefined || stored.badge === undefined || stored.pin === undefined) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  return {
    session: check('SESSION_SECRET', fromEnv.session ?? generated.session),
    badge: check('BADGE_SECRET', fromEnv.badge ?? generated.badge),
    pin: check('PIN_SECRET', fromEnv.pin ?? generated.pin),
  };
}
