import type { UnixSeconds } from '../time.js';

/** A member's QR badge (GET /v1/workspaces/members/me/badge, and after a rotation). */
export interface MemberBadge {
  /** `<payload>.<signature>`: what a kiosk verifies (shared/src/kiosk-badge.ts). */
  token: string;
  /** `PUBLIC_URL/qr-handler?b=<token>`: what the QR code holds. */
  url: string;
  version: number;
  issued_at: UnixSeconds;
}

/** POST /v1/workspaces/members/me/badge/mail: the badge was mailed to the caller's address. */
export interface BadgeMailSent {
  ok: true;
}

/**
 * At most this many members named by `ids` on one badge sheet: as many uuids as fit the 16 KB a
 * Node server takes for a request's headers. A bigger sheet is the default one (no `ids`).
 */
export const BADGE_SHEET_MAX_IDS = 400;

/**
 * GET /v1/workspaces/members/badges/pdf: `ids` comma-separated or repeated user ids; without it,
 * every ACTIVE member the caller may manage.
 */
export interface BadgeSheetQuery {
  ids?: string[];
}

/** Accepted NFC UIDs: 4, 7 or 10 bytes of hex; spaces, colons and dashes are ignored. */
export const NFC_UID_BYTES = [4, 7, 10] as const;

/** How many trailing hex digits of a card's UID are kept to tell cards apart. */
export const NFC_UID_LAST_DIGITS = 4;

/** How long a kiosk waits in enrolment mode for an unknown card. */
export const KIOSK_ENROLMENT_TTL_SECONDS = 60;

/** POST /v1/workspaces/members/{id}/cards */
export interface BindCardRequest {
  uid: string;
}

/** A card bound to a member; the UID itself is never answered. */
export interface MemberCard {
  id: string;
  /** The UID's last NFC_UID_LAST_DIGITS hex digits, upper case. */
  last_digits: string;
  bound_at: UnixSeconds;
}

/** POST /v1/kiosks/{id}/enrolment */
export interface StartEnrolmentRequest {
  id_user: string;
}

/** A kiosk waiting for the next unknown card, to bind it to `id_user`. */
export interface KioskEnrolment {
  id_kiosk: string;
  id_user: string;
  expires_at: UnixSeconds;
}
