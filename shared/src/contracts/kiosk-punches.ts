import type { ErrorKey } from '../error-keys.js';
import type { ChainHead } from '../kiosk-journal-chain.js';
import type { PunchAction } from '../kiosk-journal-entry.js';
import type { UnixSeconds } from '../time.js';
import type { Break } from './breaks.js';
import type { ClockInResult, ClockOutResult } from './workspace-times.js';

/** POST /v1/kiosk/punches: journal entries (docs/kiosk-protocol.md), oldest first. */
export interface PunchBatchRequest {
  punches: unknown[];
}

/** What an applied entry changed (repeated word for word to a duplicate). */
export interface PunchChange {
  /** clock_in: the new workspace time; clock_out: the one it closed. */
  workspace_time?: ClockInResult | ClockOutResult;
  /**
   * clock_in with left_at: the forgotten workspace time it closed (null: none was open). It ends
   * at left_at where members may change their own time; elsewhere at this clock-in, with
   * `edit_request` proposing left_at to the reviewers.
   */
  closed_workspace_time?: (ClockOutResult & { edit_request: string | null }) | null;
  break?: Break;
}

/** The answer for one entry, in the order sent. id and seq are null when the entry had none. */
export type PunchResult = { id: string | null; seq: number | null } & (
  | ({ status: 'applied' | 'duplicate' } & PunchChange)
  | { status: 'rejected'; error_key: ErrorKey; message: string }
);

export interface PunchBatchResponse {
  results: PunchResult[];
  /** The last entry of the kiosk's chain the server holds; null before its first. */
  head: ChainHead | null;
}

export type PunchRecordStatus = 'applied' | 'rejected';

/** Page sizes of the kiosk activity lists (GET /v1/kiosks/punches, /v1/kiosks/identify-failures). */
export const KIOSK_ACTIVITY_PAGE_DEFAULT = 50;
export const KIOSK_ACTIVITY_PAGE_MAX = 200;

/** The filters and keyset position both kiosk activity lists take. */
export interface KioskActivityQuery {
  id_kiosk?: string;
  /** Inclusive. */
  from?: UnixSeconds;
  /** Exclusive; after from. */
  to?: UnixSeconds;
  limit?: number;
  /** next_before of the previous page. */
  before?: string;
}

/** GET /v1/kiosks/punches?status=&id_kiosk=&from=&to=&limit=&before= */
export interface PunchListQuery extends KioskActivityQuery {
  status?: PunchRecordStatus;
}

/** One page of a kiosk activity list, newest first; next_before is null after the last. */
export interface KioskActivityPage<T> {
  items: T[];
  next_before: string | null;
}

/** GET /v1/kiosks/punches: a recorded punch as managers see it. Never a credential value. */
export interface KioskPunchRecord {
  id: string;
  id_kiosk: string;
  kiosk_name: string;
  entry_id: string | null;
  seq: number | null;
  at: UnixSeconds | null;
  action: PunchAction | null;
  credential_kind: 'session' | 'pin' | 'qr' | 'nfc' | null;
  id_user: string | null;
  id_selfie: string | null;
  left_at: UnixSeconds | null;
  status: PunchRecordStatus;
  /** Whether it joined the kiosk's chain (false: refused as forged, broken or out of turn). */
  in_chain: boolean;
  error_key: ErrorKey | null;
  detail: string | null;
  id_workspace_time: string | null;
  id_break: string | null;
  received_at: UnixSeconds;
  received_count: number;
}

/** GET /v1/kiosk/presence and GET /v1/workspaces/presence: who is in now. */
export interface PresenceEntry {
  id_user: string;
  name: string;
  avatar: string | null;
  status: 'working' | 'on_break';
  /** When the open workspace time started. */
  since: UnixSeconds;
  /** When the running break started; null while working. */
  break_since: UnixSeconds | null;
}

export interface PresenceResponse {
  members: PresenceEntry[];
}

/** POST /v1/kiosk/selfies */
export interface SelfieUploaded {
  id: string;
}

/** GET /v1/workspaces/selfies: a selfie beside the punch it proves. */
export interface SelfieRecord {
  id: string;
  id_user: string | null;
  taken_at: UnixSeconds;
  /** The image, served by GET /v1/uploads/{name}. */
  url: string;
  id_kiosk: string;
  kiosk_name: string;
  punch: { action: PunchAction; at: UnixSeconds; status: PunchRecordStatus } | null;
}
