import type { UnixSeconds } from '../time.js';

/**
 * Sealed payroll periods: once a week or a month is sealed, nothing inside it changes (the
 * database refuses it) until an owner reopens it, and its exports carry a SHA-256 digest of their
 * canonical content that `GET /v1/workspaces/reports/seals/{id}` verifies later.
 */

export const SealUnit = { Week: 'week', Month: 'month' } as const;
export type SealUnit = (typeof SealUnit)[keyof typeof SealUnit];

export const SealStatus = { Sealed: 'sealed', Reopened: 'reopened' } as const;
export type SealStatus = (typeof SealStatus)[keyof typeof SealStatus];

export interface SealPerson {
  id_user: string;
  name: string;
}

export interface Seal {
  id: string;
  unit: SealUnit;
  /** Local first day and last day (inclusive), YYYY-MM-DD. */
  first_day: string;
  last_day: string;
  /** The instants the period covers, [start, end). */
  start: UnixSeconds;
  end: UnixSeconds;
  time_zone: string;
  status: SealStatus;
  /** SHA-256 (hex) of the period's canonical attendance content at sealing. */
  digest: string;
  sealed_at: UnixSeconds;
  sealed_by: SealPerson;
  reopened_at: UnixSeconds | null;
  reopened_by: SealPerson | null;
  reopen_reason: string | null;
}

/** POST /v1/workspaces/reports/seals body: the period holding `date` (a local date). */
export interface CreateSealBody {
  unit: SealUnit;
  date: string;
}

/** POST /v1/workspaces/reports/seals/{id}/reopen body (owners only). */
export interface ReopenSealBody {
  reason: string;
}

/** GET /v1/workspaces/reports/seals query: newest first. */
export interface SealListQuery {
  status?: SealStatus;
}

/** GET /v1/workspaces/reports/seals/{id}?digest=..., and POST .../verify with a CSV or XLSX file. */
export interface SealVerification {
  seal: Seal;
  /** The digest checked: the one given, or the one computed from the file. */
  checked_digest: string;
  /** It equals the seal's digest. */
  matches: boolean;
  /** The period's content today still hashes to the seal's digest. */
  content_unchanged: boolean;
}
