// A KioskEngine for component tests: the snapshot is set by the test, and identify/punch answer
// what the test queued, recording every call so a test can check what the screens asked for.
import type { KioskConfig, KioskIdentifyResponse, KioskMethod } from '@punchcard/shared';

import type {
  EngineSnapshot,
  Identification,
  KioskEngine,
  PunchReceipt,
  PunchRequest,
} from '../../core/engine-types';

export const testConfig: KioskConfig = {
  kiosk: { id: 'k-1', name: 'Front door' },
  workspace: { id: 'w-1', name: 'Acme Bakery', avatar: null, time_zone: 'Asia/Tokyo' },
  enabled: true,
  default_locale: 'en',
  methods: ['pin', 'qr', 'nfc'],
  selfie_required: false,
  badge_verification: null,
  card_verification: null,
  config_version: 'v1',
};

export function readySnapshot(overrides: Partial<EngineSnapshot> = {}): EngineSnapshot {
  return {
    phase: 'ready',
    kiosk: testConfig.kiosk,
    workspace: testConfig.workspace,
    config: testConfig,
    online: true,
    queued: 0,
    selfies_queued: 0,
    rejected: [],
    needs_attention: false,
    presence: null,
    ...overrides,
  };
}

/** An online identification of Hana Sato, not clocked in unless `overrides` say otherwise. */
export function onlineIdentification(
  overrides: Partial<KioskIdentifyResponse> = {},
  method: KioskMethod = 'pin',
): Identification {
  return {
    mode: 'online',
    method,
    result: {
      member: { id_user: 'u-1', name: 'Hana Sato', avatar: null },
      work_status: 'NOT_WORKING',
      workspace_time: null,
      break: null,
      today_worked_seconds: 0,
      forgotten_clock_out: null,
      kiosk_session: 'session',
      kiosk_session_expires_at: 2_000_000_000,
      ...overrides,
    },
  };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export class FakeEngine implements KioskEngine {
  snapshot: EngineSnapshot;
  readonly identifyCalls: { method: KioskMethod; value: string }[] = [];
  readonly punchCalls: PunchRequest[] = [];
  readonly pairCalls: string[] = [];
  started = false;
  acknowledged = 0;
  /** The next identify answer (or error); a pending one when unset. */
  identifyResult: (() => Promise<Identification>) | null = null;
  pairResult: () => Promise<void> = () => Promise.resolve();
  punchResult: ((request: PunchRequest) => Promise<PunchReceipt>) | null = null;
  pendingIdentify = deferred<Identification>();
  private readonly listeners = new Set<() => void>();
  private seq = 0;

  constructor(snapshot: EngineSnapshot = readySnapshot()) {
    this.snapshot = snapshot;
  }

  /** Replaces the snapshot the way the real engine does: a new object, then a notification. */
  update(patch: Partial<EngineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  // Bound, as React's useSyncExternalStore may call them detached from the engine.
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): EngineSnapshot => this.snapshot;

  start(): Promise<void> {
    this.started = true;
    return Promise.resolve();
  }

  stop(): void {
    this.started = false;
  }

  pair(code: string): Promise<void> {
    this.pairCalls.push(code);
    return this.pairResult();
  }

  identify(method: KioskMethod, value: string): Promise<Identification> {
    this.identifyCalls.push({ method, value });
    if (this.identifyResult) return this.identifyResult();
    this.pendingIdentify = deferred<Identification>();
    return this.pendingIdentify.promise;
  }

  punch(request: PunchRequest): Promise<PunchReceipt> {
    this.punchCalls.push(request);
    if (this.punchResult) return this.punchResult(request);
    this.seq += 1;
    return Promise.resolve({
      entry: {
        id: `e-${this.seq}`,
        seq: this.seq,
        at: Math.floor(Date.now() / 1000),
        action: request.action,
        credential: { kiosk_session: 'session' },
        prev_hash: '0'.repeat(64),
        hash: '1'.repeat(64),
        signature: 's',
      },
      outcome: new Promise(() => undefined),
    });
  }

  acknowledgeRejected(): void {
    this.acknowledged += 1;
    this.update({ rejected: [] });
  }

  unpair(): Promise<void> {
    this.update({ phase: 'unpaired' });
    return Promise.resolve();
  }
}
