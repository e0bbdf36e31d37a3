// The contract between the kiosk's engine (pairing, identification, journal, sync: plain
// TypeScript that runs in a browser, in Electron's renderer and in Node for the headless reader)
// and whatever drives it (the React screens, the headless reader). Types only.
import type {
  ErrorKey,
  KioskConfig,
  KioskIdentifyResponse,
  KioskMethod,
  PairKioskResponse,
  PresenceEntry,
  PunchAction,
  PunchEntry,
  PunchResult,
  UnixSeconds,
  WorkStatus,
} from '@punchcard/shared';

/**
 * Where the device stands. `unpaired`: no token, show pairing; `ready`: paired, configuration
 * known (fresh or cached); `locked`: a manager locked it; `disabled`: the workspace turned the
 * kiosk off; `revoked`: its token is dead, a manager must pair it again.
 */
export type DevicePhase = 'loading' | 'unpaired' | 'ready' | 'locked' | 'disabled' | 'revoked';

/** A journal entry the server refused for good (kept for the status badge until acknowledged). */
export interface RejectedPunch {
  id: string;
  seq: number;
  action: PunchAction;
  at: UnixSeconds;
  error_key: ErrorKey;
  message: string;
}

export interface EngineSnapshot {
  phase: DevicePhase;
  kiosk: PairKioskResponse['kiosk'] | null;
  workspace: PairKioskResponse['workspace'] | null;
  /** The last configuration the server gave (cached across restarts); null before the first. */
  config: KioskConfig | null;
  /** The API answered the last call (any answer, even a refusal, proves it is reachable). */
  online: boolean;
  /** Journal entries the server has not settled yet. */
  queued: number;
  /** Selfies waiting to be uploaded. */
  selfies_queued: number;
  /** Entries the server refused for good, not yet acknowledged on the kiosk. */
  rejected: RejectedPunch[];
  /**
   * The server's copy of the journal no longer matches this device's (bad_hash, bad_signature,
   * broken_chain, replayed_seq): a manager must look at it and pair the kiosk again.
   */
  needs_attention: boolean;
  /** Who is in now (GET /v1/kiosk/presence), refreshed while idle; null when unknown. */
  presence: PresenceEntry[] | null;
}

/** A member as the device knows them without the server (cached from earlier identifications). */
export interface OfflineMember {
  id_user: string;
  name: string | null;
  avatar: string | null;
}

/** A member identified at the kiosk, through the API or, when it is unreachable, on the device. */
export type Identification =
  | { mode: 'online'; method: KioskMethod; result: KioskIdentifyResponse }
  | {
      mode: 'offline';
      method: KioskMethod;
      /** The value read, journalled with the punch for the server to verify. */
      value: string;
      /** From a badge or card verified on the device; null for a PIN (the server checks it). */
      member: OfflineMember | null;
      /** Inferred from the last known status and the journal; null when unknown (a PIN). */
      work_status: WorkStatus | null;
    };

export interface PunchRequest {
  identification: Identification;
  action: PunchAction;
  /** JPEG; uploaded with the punch, or later when offline. */
  selfie?: Blob;
  /** Clock-in after a forgotten clock-out: when the member really left (unix seconds). */
  left_at?: UnixSeconds;
}

/** What the server finally said about a punch. */
export type PunchOutcome =
  | { status: 'applied'; result: PunchResult }
  | { status: 'rejected'; error_key: ErrorKey; message: string };

export interface PunchReceipt {
  entry: PunchEntry;
  /**
   * Resolves when the server settles the entry (at once when online, after the outage when not);
   * never rejects. The confirmation screen may show it if it arrives while still on screen.
   */
  outcome: Promise<PunchOutcome>;
}

/** Every refusal or failure the engine reports to the screens. */
export interface KioskErrorDetails {
  /** `network`: the API could not be reached; `http`: it answered with an error. */
  kind: 'network' | 'http';
  status?: number;
  /** The API's error key (a member of ErrorKey when the API sent it). */
  key?: string;
  message: string;
  /** A lock-out's wait (429 Retry-After), in seconds. */
  retry_after_seconds?: number;
  /**
   * Decided on the device while the API was unreachable (an unknown badge or card, a method
   * turned off), with the key and status the API would have answered.
   */
  offline?: boolean;
}

export interface KioskEngine {
  /** For React's useSyncExternalStore: the same object until something changes. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): EngineSnapshot;
  /** Reads storage, then keeps config, heartbeat, presence and sync going until stop(). */
  start(): Promise<void>;
  stop(): void;
  /** Throws a KioskError (pairing code invalid, expired, used; network). */
  pair(code: string): Promise<void>;
  /**
   * Through the API when it answers; on the device when it cannot be reached (badges and cards
   * checked against the configuration, a PIN accepted to be verified). Throws a KioskError for a
   * refusal: unknown credential, wrong PIN (with its lock-out wait), method disabled, locked.
   */
  identify(method: KioskMethod, value: string): Promise<Identification>;
  /** Resolves once the entry is durably in the journal; the server is told afterwards. */
  punch(request: PunchRequest): Promise<PunchReceipt>;
  /** Clears the rejected list once a manager has seen it. */
  acknowledgeRejected(): void;
  /** Forgets token, key and configuration (unsent entries stay and are signed again on re-pair). */
  unpair(): Promise<void>;
}

/** A journal entry with what the server said about it once it settled it. */
export interface SettledPunch {
  seq: number;
  outcome: PunchOutcome;
}

/**
 * Where the journal lives: IndexedDB in a browser, a file the Electron main process or the
 * headless reader appends to and fsyncs. Entries are appended in seq order and never changed,
 * except re-signed (same hash, new signature) after a re-pair.
 */
export interface JournalStorage {
  /** Resolves only once the entry is durable (survives a reload or a power cut). */
  append(entry: PunchEntry): Promise<void>;
  /** The newest entry, settled or not; null for an empty journal. */
  last(): Promise<PunchEntry | null>;
  /** Entries the server has not settled, oldest first. */
  pending(): Promise<PunchEntry[]>;
  /** Records the server's verdicts; those entries leave pending(). */
  settle(settled: SettledPunch[]): Promise<void>;
  /** Replaces unsettled entries by the same entries signed again (same seq and hash). */
  resign(entries: PunchEntry[]): Promise<void>;
  /**
   * Removes every entry. Used when the device is paired as ANOTHER kiosk (a revoked kiosk is
   * registered again under a new id): the new kiosk's chain starts at seq 1 from its own genesis,
   * and the old kiosk's token can no longer send anything. Optional: without it such a device
   * keeps the old chain, which the new kiosk refuses (seq_gap).
   */
  reset?(): Promise<void>;
}
