import type { UnixSeconds } from '../time.js';
import type { KioskMethod } from './kiosks.js';
import type { Break } from './breaks.js';
import type { WorkspaceTime, WorkStatus } from './workspace-times.js';

/** A PIN is 4 to 8 digits. */
export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 8;

/** How long an open workspace time may run before identify calls it a forgotten clock-out. */
export const FORGOTTEN_CLOCK_OUT_HOURS = 16;

/** PUT /v1/accounts/me/pin: set the account's first PIN. */
export interface SetPinRequest {
  pin: string;
}

/** PATCH /v1/accounts/me/pin: change it, proving the old one. */
export interface ChangePinRequest {
  new_pin: string;
  old_pin: string;
}

/** PATCH /v1/accounts/reset/pin: choose a new PIN with the token of an e-mailed link. */
export interface ResetPinRequest {
  token: string;
  new_pin: string;
}

/**
 * GET /v1/accounts/me/pin/is-available. `is_available`: a workspace the caller is an active
 * member of lets kiosks identify by PIN (kiosk and PIN switches on), so setting one is useful.
 * `has_pin`: the account has a PIN (PUT sets a first one, PATCH changes it). Never takes a PIN.
 */
export interface PinAvailability {
  is_available: boolean;
  has_pin: boolean;
}

/** POST /v1/kiosk/identify */
export interface KioskIdentifyRequest {
  method: KioskMethod;
  /** The PIN typed, the badge token scanned, or the card UID read. */
  value: string;
}

/**
 * A workspace time still open from an earlier day of the workspace's time zone, or open longer
 * than FORGOTTEN_CLOCK_OUT_HOURS: the kiosk asks when the member left before clocking them in.
 */
export interface ForgottenClockOut {
  id_workspace_time: string;
  start: UnixSeconds;
}

/** What a kiosk shows once a member identified. */
export interface KioskIdentifyResponse {
  member: { id_user: string; name: string; avatar: string | null };
  work_status: WorkStatus;
  /** The open workspace time with its breaks; null when not clocked in. */
  workspace_time: WorkspaceTime | null;
  /** The open break; null when none. */
  break: Break | null;
  /** Worked today so far (breaks excluded), the day of the workspace's time zone. */
  today_worked_seconds: number;
  forgotten_clock_out: ForgottenClockOut | null;
  /** Short-lived proof for the punch that follows: this member, this kiosk. */
  kiosk_session: string;
  kiosk_session_expires_at: UnixSeconds;
}

/** Why an identification failed; the value tried is never kept. */
export const KioskIdentifyFailureReason = { Unknown: 'unknown', Ambiguous: 'ambiguous' } as const;
export type KioskIdentifyFailureReason =
  (typeof KioskIdentifyFailureReason)[keyof typeof KioskIdentifyFailureReason];

/** GET /v1/kiosks/identify-failures: one failed identification. */
export interface KioskIdentifyFailure {
  id: string;
  id_kiosk: string;
  kiosk_name: string;
  method: KioskMethod;
  reason: KioskIdentifyFailureReason;
  at: UnixSeconds;
}
