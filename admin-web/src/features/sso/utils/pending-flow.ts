// The flow the browser started, kept in this tab's sessionStorage while it is away at the
// provider: the provider's answer is checked against it and the verifier is sent from it.
import { parseSsoService, SSO_FROMS, type SsoFrom, type SsoService } from '@punchcard/shared';

import type { Locale } from '@/config/paths';
import { isLocale } from '@/lib/locale';

export interface PendingSsoFlow {
  service: SsoService;
  state: string;
  codeVerifier: string;
  from: SsoFrom;
  /** Sent again with the code: the provider checks it is the one the flow started with. */
  redirectUri: string;
  /** The page that sent someone to sign in, to open afterwards. */
  redirectTo?: string;
  /** The locale prefix the flow started under, kept for the pages after it. */
  locale?: Locale;
}

const KEY = 'punchcard.sso.flow';

const session = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    // A browser that blocks storage throws on the mere access.
    return undefined;
  }
};

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseFlow(value: unknown): PendingSsoFlow | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const service = typeof fields.service === 'string' ? parseSsoService(fields.service) : undefined;
  const from = SSO_FROMS.find((candidate) => candidate === fields.from);
  const { state, codeVerifier, redirectUri, redirectTo, locale } = fields;
  if (!service || !from || !isText(state) || !isText(codeVerifier) || !isText(redirectUri)) {
    return null;
  }
  return {
    service,
    state,
    codeVerifier,
    from,
    redirectUri,
    ...(isText(redirectTo) ? { redirectTo } : {}),
    ...(isLocale(locale) ? { locale } : {}),
  };
}

/** Keeps `flow` for this tab, replacing any earlier one; false when the browser refuses storage. */
export function savePendingFlow(flow: PendingSsoFlow, storage = session()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(KEY, JSON.stringify(flow));
    return true;
  } catch {
    return false;
  }
}

/** The flow this tab started, or null when there is none (or it was tampered with). */
export function readPendingFlow(storage = session()): PendingSsoFlow | null {
  try {
    const text = storage?.getItem(KEY);
    return text ? parseFlow(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** Forgets the flow: its code is exchanged once, so a reload cannot send it again. */
export function clearPendingFlow(storage = session()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
