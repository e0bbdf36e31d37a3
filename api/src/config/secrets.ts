import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** HMAC key signing session cookies and hashing one-time codes. */
  session: string;
  /** HMAC key signing kiosk QR badges. */
  badge: string;
}

export const SECRETS = Symbol('SECRETS');

/** Values that appear in docs and examples: a server started with one of them is not secret. */
const KNOWN_DEFAULTS = new Set(['changeme', 'change-me', 'secret', 'punchcard', 'development']);
const MIN_LENGTH = 32;

function check(name: string, value: string): string {
  if (KNOWN_DEFAULTS.has(value.toLowerCase()) || value.length < MIN_LENGTH) {
    throw new Error(`${name} must be a random value of at least ${MIN_LENGTH} characters`);
  }
  return value;
}

/**
 * Secrets come from the environment when given; otherwise they are generated on first start and
 * kept in `DATA_DIR/secrets.json` (mode 0600) so sessions survive restarts.
 */
export function loadSecrets(
  dataDir: string,
  fromEnv: { session: string | undefined; badge: string | undefined },
): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  }
  const generated: Secrets = {
    session: stored.session ?? randomBytes(32).toString('base64url'),
    badge: stored.badge ?? randomBytes(32).toString('base64url'),
  };
  if (stored.session === undefined || stored.badge === undefined) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return {
    session: check('SESSION_SECRET', fromEnv.session ?? generated.session),
    badge: check('BADGE_SECRET', fromEnv.badge ?? generated.badge),
  };
}
