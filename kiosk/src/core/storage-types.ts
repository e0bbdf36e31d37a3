// What the engine keeps on the device besides the journal: its pairing, the last configuration,
// the members it has seen, and selfies waiting for upload. IndexedDB in a browser
// (renderer/lib), files for the headless reader (node/); in memory for tests (testing/).
import type {
  ChainHead,
  KioskConfig,
  PairKioskResponse,
  UnixSeconds,
  WorkStatus,
} from '@punchcard/shared';
import type { RejectedPunch } from './engine-types.js';
import type { PunchKeyPair } from './web-crypto.js';

/** What pairing gave the device, kept across restarts. */
export interface StoredDevice {
  token: string;
  kiosk: PairKioskResponse['kiosk'];
  workspace: PairKioskResponse['workspace'];
  keys: PunchKeyPair;
}

/** A member as last seen by this kiosk: online identifications and the punches since. */
export interface CachedMember {
  id_user: string;
  name: string;
  avatar: string | null;
  work_status: WorkStatus;
  /** When work_status was last known (unix seconds). */
  known_at: UnixSeconds;
}

/** Everything a DeviceStore keeps, by name. */
export interface DeviceRecords {
  device: StoredDevice;
  config: KioskConfig;
  /** id_user -> the member. */
  members: Record<string, CachedMember>;
  /** Refused entries not yet acknowledged on the kiosk (the status badge). */
  rejected: RejectedPunch[];
  /** The server's copy of the journal no longer matches (docs/kiosk-protocol.md, section 6). */
  needs_attention: boolean;
  /**
   * The server's chain head as last answered: a journal found empty continues from it instead of
   * the genesis (docs/kiosk-protocol.md, section 4).
   */
  chain_head: ChainHead;
  /** The API's origin when it is not the page's own (the Electron shell). */
  server_url: string;
}

export type DeviceRecordName = keyof DeviceRecords;

export interface DeviceStore {
  get<K extends DeviceRecordName>(name: K): Promise<DeviceRecords[K] | null>;
  /** Resolves once the record is stored. */
  set<K extends DeviceRecordName>(name: K, value: DeviceRecords[K]): Promise<void>;
  delete(name: DeviceRecordName): Promise<void>;
}

/** A selfie taken with a punch, kept until the server has it. */
export interface StoredSelfie {
  id: string;
  jpeg: Blob;
  taken_at: UnixSeconds;
}

export interface SelfieStore {
  /** Resolves once the photo is stored. */
  put(selfie: StoredSelfie): Promise<void>;
  /** Oldest first. */
  list(): Promise<StoredSelfie[]>;
  count(): Promise<number>;
  remove(id: string): Promise<void>;
}
