import path from 'node:path';

/**
 * Everything the process reads from its environment, parsed once at start. The README's
 * configuration table documents each variable; keep the two in step.
 */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `undefined` runs on embedded PostgreSQL (PGlite) under `dataDir/pg`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Absolute URL people reach the app at; used in e-mailed links and the Origin check. */
  publicUrl: string;
  sessionSecret: string | undefined;
  badgeSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Express `trust proxy` value; only then are X-Forwarded-* headers believed. */
  trustProxy: string | undefined;
  logLevel: string;
  webDist: string | undefined;
  kioskDist: string | undefined;
  /** Multiplier for throttle limits; tests raise it to exercise everything but the throttle. */
  throttleLimitScale: number;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer('PORT', env.PORT, 3000);
  const dataDir = path.resolve(optional(env.DATA_DIR) ?? './data');
  const publicUrl = (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: optional(env.DATABASE_URL),
    databasePoolSize: integer('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    publicUrl,
    sessionSecret: optional(env.SESSION_SECRET),
    badgeSecret: optional(env.BADGE_SECRET),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Punchcard <no-reply@punchcard.local>',
    trustProxy: optional(env.TRUST_PROXY),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    webDist: optional(env.WEB_DIST),
    kioskDist: optional(env.KIOSK_DIST),
    throttleLimitScale: integer('THROTTLE_LIMIT_SCALE', env.THROTTLE_LIMIT_SCALE, 1) || 1,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
