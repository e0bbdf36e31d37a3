import { BADGE_URL_PARAM, type BadgeClaims, parseBadge } from '@punchcard/shared';

import type { Me } from '@/lib/wire';

/**
 * What a QR code opened on /qr-handler turns out to be (the spec's QR information kinds):
 * `existing-id`: the viewer's own badge; `existing-workspace-id`: a badge of a workspace the
 * viewer belongs to; `qr-info`: a badge of someone else, or no badge at all (what the codes are);
 * `unreadable`: a `b` parameter that is not a badge (damaged, cut short, or a newer format).
 */
export type ScannedQr =
  | { kind: 'existing-id'; claims: BadgeClaims; workspaceName: string | null }
  | { kind: 'existing-workspace-id'; claims: BadgeClaims; workspaceName: string }
  | { kind: 'qr-info'; claims: BadgeClaims | null }
  | { kind: 'unreadable' };

/** A token from a URL anyone can type: whatever it holds, no exception escapes. */
function parseSafely(token: string): ReturnType<typeof parseBadge> {
  try {
    return parseBadge(token);
  } catch {
    return null;
  }
}

/**
 * Reads the page's query without trusting it: anything unexpected is `unreadable` or `qr-info`,
 * never an exception. `me` is the viewer (null when signed out), to recognise their own badge.
 */
export function readScannedQr(search: URLSearchParams, me: Me | null): ScannedQr {
  const token = search.get(BADGE_URL_PARAM);
  if (token === null || token.trim() === '') return { kind: 'qr-info', claims: null };
  const badge = parseSafely(token);
  if (!badge) return { kind: 'unreadable' };

  const { claims } = badge;
  const membership = me?.memberships.find(
    (candidate) => candidate.idWorkspace === claims.idWorkspace,
  );
  if (me && claims.idUser === me.user.id) {
    return { kind: 'existing-id', claims, workspaceName: membership?.name ?? null };
  }
  if (membership) return { kind: 'existing-workspace-id', claims, workspaceName: membership.name };
  return { kind: 'qr-info', claims };
}
