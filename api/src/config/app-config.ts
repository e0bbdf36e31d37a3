import path from 'node:path';
import { BillingMode, BILLING_MODES, parseBillingMode } from '@punchcard/shared';
import { isEmail } from 'class-validator';
import { validateCronExpression } from 'cron';
import { DEFAULT_PDF_FONT_PATH } from '#src/common/pdf/pdf-font.js';

import { httpUrl, optional } from './env-values.js';
import { loadSlackConfig, type SlackConfig } from './slack-config.js';
import { loadSsoConfig, type SsoConfig } from './sso-config.js';

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
  pinSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Where feedback and support requests are mailed (SUPPORT_EMAIL, one or more addresses). Empty:
   * to the super owners of the sender's active workspace, who run Punchcard for them on a
   * self-hosted install; a message with no workspace behind it is then only stored.
   */
  supportEmails: string[];
  /** Express `trust proxy` value; only then are X-Forwarded-* headers believed. */
  trustProxy: string | undefined;
  logLevel: string;
  webDist: string | undefined;
  kioskDist: string | undefined;
  /** Multiplier for throttle limits; tests raise it to exercise everything but the throttle. */
  throttleLimitScale: number;
  /** Where browser error reports are forwarded (Slack-style incoming webhook); unset logs them. */
  chatWebhookUrl: string | undefined;
  /** Throttle counters go to this Redis (`redis://` or `rediss://`); unset keeps them in PostgreSQL. */
  redisUrl: string | undefined;
  /** When the housekeeping sweep runs (cron, server time zone); tests make it fire every second. */
  sweepCron: string;
  /**
   * What plans mean (BILLING): `none`, the self-hosted default, unlocks everything on every plan;
   * `test` runs the built-in test-mode provider and `stripe` (the default when STRIPE_SECRET_KEY
   * is set) runs Stripe; both apply the spec's plan table.
   */
  billing: BillingMode;
  /** Stripe's keys and address; set exactly when `billing` is `stripe`. */
  stripe: StripeConfig | undefined;
  /** Days a past_due subscription keeps its plan before the workspace falls back to FREE. */
  billingGraceDays: number;
  /** The font PDFs embed (PDF_FONT_PATH); unreadable, they fall back to Helvetica (no Japanese). */
  pdfFontPath: string;
  /**
   * The OpenAI-compatible model AI suggestions ask (OPENAI_BASE_URL, OPENAI_API_KEY,
   * OPENAI_MODEL, all three, and OPENAI_TIMEOUT_MS); unset, a built-in generator writes them.
   */
  openai: OpenAiConfig | undefined;
  /** Sign-in providers (GOOGLE_*, APPLE_*, OIDC_*); each is undefined unless configured. */
  sso: SsoConfig;
  /** The Slack app (SLACK_*); undefined unless configured. */
  slack: SlackConfig | undefined;
}

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_API_URL. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Given to the browser for Stripe Elements. */
  publishableKey: string;
  /** Where the API lives; tests point it at a local server speaking Stripe's protocol. */
  apiUrl: URL;
}

/** An OpenAI-compatible chat-completions endpoint. */
export interface OpenAiConfig {
  /** Up to the API version, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one answer may take before the placeholder is answered instead. */
  timeoutMs: number;
}

const OPENAI_TIMEOUT_MS = { fallback: 20_000, max: 120_000 } as const;

function integer(
  name: string,
  value: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  // Decimal digits only: Number() would also take "0x10", "1e3" and " 12 ".
  const parsed = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return parsed;
}

function redisUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  // The URL may carry a password: the message never echoes it.
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  return value;
}

function cron(name: string, value: string): string {
  const { valid, error } = validateCronExpression(value);
  if (!valid)
    throw new Error(`${name} must be a cron expression, got "${value}": ${String(error)}`);
  return value;
}

/** BILLING wins; unset, a Stripe secret key means Stripe and nothing means no billing. */
function billing(value: string | undefined, stripeKey: string | undefined): BillingMode {
  if (value === undefined) return stripeKey === undefined ? BillingMode.None : BillingMode.Stripe;
  const mode = parseBillingMode(value);
  if (!mode) throw new Error(`BILLING must be one of ${BILLING_MODES.join(', ')}, got "${value}"`);
  return mode;
}

function stripe(env: NodeJS.ProcessEnv, mode: BillingMode): StripeConfig | undefined {
  if (mode !== BillingMode.Stripe) return undefined;
  const need = (name: string): string => {
    const value = optional(env[name]);
    if (value === undefined) throw new Error(`${name} must be set when billing runs on Stripe`);
    return value;
  };
  return {
    secretKey: need('STRIPE_SECRET_KEY'),
    webhookSecret: need('STRIPE_WEBHOOK_SECRET'),
    publishableKey: need('STRIPE_PUBLISHABLE_KEY'),
    apiUrl: new URL(
      httpUrl('STRIPE_API_URL', optional(env.STRIPE_API_URL) ?? 'https://api.stripe.com', true),
    ),
  };
}

/** Addresses separated by commas or spaces; each must be an e-mail address. */
function emailList(name: string, value: string | undefined): string[] {
  if (value === undefined) return [];
  const addresses = value.split(/[\s,]+/).filter((address) => address !== '');
  const wrong = addresses.find((address) => !isEmail(address) || address.length > 254);
  if (wrong !== undefined) {
    throw new Error(`${name} must be e-mail addresses separated by commas, got "${wrong}"`);
  }
  // Compared and shown in this form everywhere (see normalizeEmail); once each.
  return [...new Set(addresses.map((address) => address.toLowerCase()))];
}

/**
 * The model is on with all three of OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL, off with
 * none; some but not all is a mistake worth stopping for (a typo would otherwise silently give
 * the built-in generator). Local servers that take no key accept any value.
 */
function openai(env: NodeJS.ProcessEnv): OpenAiConfig | undefined {
  const values = {
    OPENAI_BASE_URL: optional(env.OPENAI_BASE_URL),
    OPENAI_API_KEY: optional(env.OPENAI_API_KEY),
    OPENAI_MODEL: optional(env.OPENAI_MODEL),
  };
  const { OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: apiKey, OPENAI_MODEL: model } = values;
  if (baseUrl === undefined && apiKey === undefined && model === undefined) return undefined;
  if (baseUrl === undefined || apiKey === undefined || model === undefined) {
    const missing = Object.entries(values).filter(([, value]) => value === undefined);
    throw new Error(
      `AI suggestions need OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL together; ${missing
        .map(([name]) => name)
        .join(' and ')} missing`,
    );
  }
  const timeoutMs = integer(
    'OPENAI_TIMEOUT_MS',
    env.OPENAI_TIMEOUT_MS,
    OPENAI_TIMEOUT_MS.fallback,
    OPENAI_TIMEOUT_MS.max,
  );
  if (timeoutMs === 0) throw new Error('OPENAI_TIMEOUT_MS must be at least 1');
  // The key is a credential: the URL check must not echo it, and the URL may carry none.
  return { baseUrl: httpUrl('OPENAI_BASE_URL', baseUrl, true), apiKey, model, timeoutMs };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer('PORT', env.PORT, 3000, 65535);
  const dataDir = path.resolve(optional(env.DATA_DIR) ?? './data');
  const publicUrl = httpUrl(
    'PUBLIC_URL',
    (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
  );
  const chatWebhook = optional(env.CHAT_WEBHOOK_URL);
  const billingMode = billing(optional(env.BILLING), optional(env.STRIPE_SECRET_KEY));
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: optional(env.DATABASE_URL),
    databasePoolSize: integer('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    publicUrl,
    sessionSecret: optional(env.SESSION_SECRET),
    badgeSecret: optional(env.BADGE_SECRET),
    pinSecret: optional(env.PIN_SECRET),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Punchcard <no-reply@punchcard.local>',
    supportEmails: emailList('SUPPORT_EMAIL', optional(env.SUPPORT_EMAIL)),
    trustProxy: optional(env.TRUST_PROXY),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    webDist: optional(env.WEB_DIST),
    kioskDist: optional(env.KIOSK_DIST),
    throttleLimitScale: integer('THROTTLE_LIMIT_SCALE', env.THROTTLE_LIMIT_SCALE, 1) || 1,
    chatWebhookUrl:
      chatWebhook === undefined ? undefined : httpUrl('CHAT_WEBHOOK_URL', chatWebhook, true),
    redisUrl: redisUrl(optional(env.REDIS_URL)),
    sweepCron: cron('SWEEP_CRON', optional(env.SWEEP_CRON) ?? '0 3 * * *'),
    billing: billingMode,
    stripe: stripe(env, billingMode),
    billingGraceDays: integer('BILLING_GRACE_DAYS', env.BILLING_GRACE_DAYS, 7, 60),
    pdfFontPath: optional(env.PDF_FONT_PATH) ?? DEFAULT_PDF_FONT_PATH,
    openai: openai(env),
    sso: loadSsoConfig(env),
    slack: loadSlackConfig(env),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
