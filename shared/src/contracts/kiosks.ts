import type { ChainHead } from '../kiosk-journal-chain.js';
import type { Locale } from '../locales.js';
import type { UnixSeconds } from '../time.js';

/** Longest kiosk name, counted in characters after trimming. */
export const KIOSK_NAME_MAX = 50;

/** A pairing code's length: short enough to type on a touch screen. */
export const KIOSK_PAIRING_CODE_LENGTH = 8;

/**
 * The characters of a pairing code: no 0/O, 1/I/L, 2/Z, 5/S, 8/B or U/V, which people misread or
 * mistype on a tablet's keyboard. A typed code is upper-cased before it is checked.
 */
export const KIOSK_PAIRING_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';

/** How long a pairing code stays valid. */
export const KIOSK_PAIRING_TTL_SECONDS = 15 * 60;

/** A kiosk silent for longer than this shows as offline to managers. */
export const KIOSK_ONLINE_WINDOW_SECONDS = 10 * 60;

/** The scheme of the device credential: `Authorization: Kiosk <token>`. */
export const KIOSK_AUTH_SCHEME = 'Kiosk';

/**
 * pending: registered, never paired; active: paired; locked: refused every device call but the
 * heartbeat until unlocked; revoked: its token is dead for good.
 */
export const KioskStatus = {
  Pending: 'pending',
  Active: 'active',
  Locked: 'locked',
  Revoked: 'revoked',
} as const;
export type KioskStatus = (typeof KioskStatus)[keyof typeof KioskStatus];

/** How a member identifies at a kiosk; each one follows its workspace flag. */
export const KioskMethod = { Pin: 'pin', Qr: 'qr', Nfc: 'nfc' } as const;
export type KioskMethod = (typeof KioskMethod)[keyof typeof KioskMethod];

/** One kiosk of the fleet, as managers see it (GET /v1/kiosks). */
export interface Kiosk {
  id: string;
  name: string;
  status: KioskStatus;
  /** Heard from within the last KIOSK_ONLINE_WINDOW_SECONDS. */
  online: boolean;
  last_seen_at: UnixSeconds | null;
  app_version: string | null;
  /** Punches waiting in its journal, as it last reported. */
  queued: number | null;
  paired_at: UnixSeconds | null;
}

/** POST /v1/kiosks */
export interface CreateKioskRequest {
  name: string;
}

/** PATCH /v1/kiosks/{id}: only what is sent changes. */
export interface UpdateKioskRequest {
  name?: string;
  locked?: boolean;
}

/** A fresh single-use pairing code (POST /v1/kiosks, POST /v1/kiosks/{id}/pairing-code). */
export interface KioskPairingCode {
  id: string;
  name: string;
  pairing_code: string;
  pairing_expires_at: UnixSeconds;
  /** `PUBLIC_URL/kiosk/?pair=CODE`, for a QR code a tablet's camera can open. */
  pairing_url: string;
}

/** The public half of the kiosk's ECDSA P-256 journal key, as a JWK. */
export interface KioskPublicKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** POST /v1/kiosk/pair */
export interface PairKioskRequest {
  code: string;
  public_key: KioskPublicKey;
  app_version?: string;
}

/** What a device learns once, when it pairs. */
export interface PairKioskResponse {
  /** Sent as `Authorization: Kiosk <token>`; never shown again. */
  token: string;
  kiosk: { id: string; name: string };
  workspace: { id: string; name: string; avatar: string | null; time_zone: string };
  /**
   * The last journal entry the server holds for this kiosk (null before its first). A device that
   * pairs again after losing its journal continues the chain from here instead of the genesis.
   */
  journal_head: ChainHead | null;
}

/** POST /v1/kiosk/heartbeat */
export interface KioskHeartbeatRequest {
  app_version: string;
  queued: number;
  last_seq: number;
}

export interface KioskHeartbeatResponse {
  locked: boolean;
  /** Differs from the kiosk's copy: fetch GET /v1/kiosk/config again. */
  config_version: string;
}

/**
 * What a kiosk needs to verify QR badges offline (shared/src/kiosk-badge.ts): the workspace's
 * public badge key, and what refuses a badge whose signature still holds.
 */
export interface KioskBadgeVerification {
  /** The key's RFC 7638 thumbprint: changes when the workspace's badge key does. */
  kid: string;
  /** Public JWK of the workspace's badge signing key (ECDSA P-256). */
  public_key: KioskPublicKey;
  /**
   * id_user -> the lowest badge version still valid, for members whose badge was rotated
   * (everyone else's is at version 1): an older version is refused.
   */
  min_versions: Record<string, number>;
  /** Members who hold a badge but are not ACTIVE: all their badges are refused. */
  inactive_members: string[];
}

/**
 * What a kiosk needs to recognise NFC cards offline without learning their UIDs: a tapped UID
 * (upper-case hex, no separators) is hashed as base64url(HMAC-SHA-256(key = salt bytes, the UID's
 * bytes)) cut to 22 characters (16 bytes) and looked up.
 */
export interface KioskCardVerification {
  /** The workspace's salt, base64url. */
  salt: string;
  /** Hash of each card bound to an ACTIVE member -> that member's id_user. */
  card_hashes: Record<string, string>;
}

/** GET /v1/kiosk/config */
export interface KioskConfig {
  kiosk: { id: string; name: string };
  workspace: { id: string; name: string; avatar: string | null; time_zone: string };
  /** The workspace's kiosk switch; off, the device shows that it is disabled. */
  enabled: boolean;
  default_locale: Locale;
  /** The identification methods the workspace allows. */
  methods: KioskMethod[];
  selfie_required: boolean;
  /** Null until badges exist. */
  badge_verification: KioskBadgeVerification | null;
  /** Null until cards exist. */
  card_verification: KioskCardVerification | null;
  /** Changes whenever anything above changes. */
  config_version: string;
}
