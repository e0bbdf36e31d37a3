// The kiosk's engine: pairing, configuration, identification (online, or on the device when the
// API is away), the journal and its sync, heartbeat and presence. Platform-neutral: storage,
// fetch, clock and timers are injected, so the renderer and the headless reader share it.
import {
  ErrorKey,
  type KioskConfig,
  type KioskMethod,
  type PunchCredential,
  type PunchEntry,
  type PunchResult,
} from '@punchcard/shared';
import { KioskApiClient } from './api-client.js';
import type {
  DevicePhase,
  Identification,
  KioskEngine,
  PunchOutcome,
  PunchReceipt,
  PunchRequest,
  RejectedPunch,
} from './engine-types.js';
import { PunchJournal, type PunchDraft } from './journal.js';
import { DEFAULT_INTERVALS, type EngineDeps, type EngineIntervals } from './engine-deps.js';
import {
  isKioskError,
  isUnreachable,
  KioskError,
  phaseOfRefusal,
  phaseRefusal,
} from './kiosk-error.js';
import { MemberCache } from './member-cache.js';
import { identifyOffline } from './offline-identify.js';
import { SelfieSync } from './selfie-sync.js';
import { SnapshotStore } from './snapshot-store.js';
import type { StoredDevice } from './storage-types.js';
import { JournalSync } from './sync.js';
import { Backoff, type EngineTimers, platformTimers } from './timers.js';
import { generatePunchKeyPair, publicKeyJwk, randomUuid } from './web-crypto.js';

class Engine implements KioskEngine {
  private readonly state = new SnapshotStore();
  private readonly api: KioskApiClient;
  private readonly journal: PunchJournal;
  private readonly journalSync: JournalSync;
  private readonly selfieSync: SelfieSync;
  private readonly members: MemberCache;
  private readonly timers: EngineTimers;
  private readonly intervals: EngineIntervals;
  private readonly now: () => number;
  private readonly backoff: Backoff;
  private readonly outcomes = new Map<string, (outcome: PunchOutcome) => void>();
  private device: StoredDevice | null = null;
  private handles: { interval: unknown[]; retry: unknown } = { interval: [], retry: null };
  private started = false;
  /** Punches were applied since the who's-in board was last read. */
  private presenceStale = false;

  constructor(private readonly deps: EngineDeps) {
    this.timers = deps.timers ?? platformTimers;
    this.intervals = { ...DEFAULT_INTERVALS, ...deps.intervals };
    this.now = deps.now ?? Date.now;
    this.backoff = new Backoff(this.intervals.retryMs, this.intervals.retryMaxMs);
    this.api = new KioskApiClient({
      baseUrl: deps.baseUrl,
      token: () => this.device?.token ?? null,
      fetch: deps.fetch,
    });
    this.members = new MemberCache(deps.device);
    this.journal = new PunchJournal(deps.journal, () => deps.device.get('chain_head'));
    this.journalSync = new JournalSync(deps.journal, this.api, {
      settled: (entry, outcome) => {
        this.settled(entry, outcome);
      },
      head: async (head) => {
        if (head) await deps.device.set('chain_head', head);
      },
      needsAttention: (entry, result) => {
        this.needsAttention(entry, result);
      },
    });
    this.selfieSync = new SelfieSync(deps.selfies, this.api, {
      changed: () => void this.countQueued(),
      refused: () => undefined,
    });
  }

  readonly subscribe = (listener: () => void) => this.state.subscribe(listener);
  readonly getSnapshot = () => this.state.get();

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const store = this.deps.device;
    const [device, config, rejected, attention] = await Promise.all([
      store.get('device'),
      store.get('config'),
      store.get('rejected'),
      store.get('needs_attention'),
      this.members.load(),
    ]);
    this.device = device;
    this.state.update({
      phase: device ? (config ? this.configPhase(config) : 'loading') : 'unpaired',
      kiosk: device?.kiosk ?? null,
      workspace: device?.workspace ?? null,
      config: device ? config : null,
      rejected: rejected ?? [],
      needs_attention: attention ?? false,
    });
    await this.countQueued();
    const every = (ms: number, task: () => Promise<void>) =>
      this.handles.interval.push(this.timers.setInterval(() => void task(), ms));
    every(this.intervals.heartbeatMs, () => this.heartbeat());
    every(this.intervals.presenceMs, () => this.refreshPresence());
    // Network calls run on: start() answers once storage is read, even with the API away.
    if (device) void this.connect();
  }

  stop(): void {
    this.started = false;
    for (const handle of this.handles.interval) this.timers.clearInterval(handle);
    this.timers.clearTimeout(this.handles.retry);
    this.handles = { interval: [], retry: null };
  }

  async pair(code: string): Promise<void> {
    const keys = await (this.deps.generateKeyPair ?? generatePunchKeyPair)();
    const answer = await this.guarded(async () =>
      this.api.pair({
        code: code.trim().toUpperCase(),
        public_key: await publicKeyJwk(keys),
        app_version: this.deps.appVersion,
      }),
    );
    const store = this.deps.device;
    const previous = this.device ?? (await store.get('device'));
    if (previous && previous.kiosk.id !== answer.kiosk.id) {
      await store.delete('chain_head');
      await this.startNewChain();
    }
    if (previous && previous.workspace.id !== answer.workspace.id) await this.members.clear();
    const { journal_head: serverHead, ...paired } = answer;
    // A device that lost its journal continues the chain from the server's head (protocol, 4).
    if (serverHead) await store.set('chain_head', serverHead);
    const device: StoredDevice = { ...paired, keys };
    await store.set('device', device);
    await store.delete('config');
    await store.set('needs_attention', false);
    this.device = device;
    // The chain belongs to the kiosk, not its key: unsent entries go out signed by the new key.
    await this.journal.resignPending(keys.privateKey);
    this.state.update({
      phase: 'loading',
      kiosk: answer.kiosk,
      workspace: answer.workspace,
      config: null,
      needs_attention: false,
      presence: null,
    });
    if (this.started) await this.connect();
  }

  /**
   * Another kiosk's chain starts from its own genesis. What the old kiosk never sent can no
   * longer be sent (its token is dead): it is listed as refused, for a manager to enter by hand.
   */
  private async startNewChain(): Promise<void> {
    const reset = this.deps.journal.reset?.bind(this.deps.journal);
    if (!reset) return;
    const stranded = await this.deps.journal.pending();
    await reset();
    for (const entry of stranded) {
      this.settled(entry, {
        status: 'rejected',
        error_key: ErrorKey.KioskRevoked,
        message: 'Recorded by this device as a kiosk that was removed; never sent.',
      });
    }
  }

  async unpair(): Promise<void> {
    this.device = null;
    await Promise.all([this.deps.device.delete('device'), this.deps.device.delete('config')]);
    this.state.update({ phase: 'unpaired', kiosk: null, workspace: null, config: null });
  }

  async identify(method: KioskMethod, value: string): Promise<Identification> {
    const refused = phaseRefusal(this.state.get().phase);
    if (refused) throw refused;
    try {
      const result = await this.guarded(() => this.api.identify({ method, value }));
      await this.members.identified(result, this.seconds());
      return { mode: 'online', method, result };
    } catch (error) {
      const config = this.state.get().config;
      if (!isUnreachable(error) || !config) throw error;
      return identifyOffline(config, this.members, method, value);
    }
  }

  async punch(request: PunchRequest): Promise<PunchReceipt> {
    const refused = phaseRefusal(this.state.get().phase);
    const device = this.device;
    if (refused) throw refused;
    if (!device) throw new KioskError({ kind: 'http', status: 401, message: 'Not paired' });
    const { identification, action, selfie, left_at } = request;
    const at = this.seconds();
    const credential: PunchCredential =
      identification.mode === 'online'
        ? { kiosk_session: identification.result.kiosk_session }
        : { method: identification.method, value: identification.value };
    const draft: PunchDraft = { id: randomUuid(), at, action, credential };
    if (left_at !== undefined) draft.left_at = left_at;
    if (selfie) {
      // Stored before the entry that names it, so no entry ever points at a photo never kept.
      draft.selfie_id = randomUuid();
      await this.deps.selfies.put({ id: draft.selfie_id, jpeg: selfie, taken_at: at });
    }
    const entry = await this.journal.append(
      { kioskId: device.kiosk.id, privateKey: device.keys.privateKey },
      draft,
    );
    const outcome = new Promise<PunchOutcome>((resolve) => this.outcomes.set(entry.id, resolve));
    const idUser =
      identification.mode === 'online'
        ? identification.result.member.id_user
        : identification.member?.id_user;
    if (idUser) await this.members.punched(idUser, action, at);
    await this.countQueued();
    void this.syncNow();
    return { entry, outcome };
  }

  acknowledgeRejected(): void {
    this.state.update({ rejected: [] });
    void this.deps.device.set('rejected', []);
  }

  /** Configuration first (it decides the phase), then the rest of what a fresh start needs. */
  private async connect(): Promise<void> {
    await this.refreshConfig();
    await Promise.all([this.heartbeat(), this.refreshPresence(), this.syncNow()]);
  }

  private async refreshConfig(): Promise<void> {
    if (!this.device) return;
    try {
      const config = await this.guarded(() => this.api.config());
      await this.deps.device.set('config', config);
      this.state.update({ config, phase: this.configPhase(config) });
    } catch (error) {
      this.failed(error);
    }
  }

  private async heartbeat(): Promise<void> {
    if (!this.device || this.state.get().phase === 'revoked') return;
    try {
      const last = await this.deps.journal.last();
      const answer = await this.guarded(() =>
        this.api.heartbeat({
          app_version: this.deps.appVersion,
          // The API takes at most a million (kiosk-device.dto.ts); more only says "a lot".
          queued: Math.min(this.state.get().queued, 1_000_000),
          last_seq: last?.seq ?? 0,
        }),
      );
      const { phase, config } = this.state.get();
      if (answer.locked) this.state.update({ phase: 'locked' });
      else if (phase === 'locked' || config?.config_version !== answer.config_version) {
        await this.refreshConfig();
      }
      const { queued, selfies_queued } = this.state.get();
      if (queued > 0 || selfies_queued > 0) await this.syncNow();
    } catch (error) {
      this.failed(error);
    }
  }

  private async refreshPresence(): Promise<void> {
    if (!this.device || this.state.get().phase !== 'ready') return;
    try {
      const { members } = await this.guarded(() => this.api.presence());
      this.state.update({ presence: members });
    } catch (error) {
      this.failed(error);
    }
  }

  /** Sends the journal, then the selfies; retries with a growing wait while the API is away. */
  private async syncNow(): Promise<void> {
    if (!this.device || this.state.get().phase !== 'ready') return;
    // Independent: a photo may reach the server before or after its entry.
    const failures = (
      await Promise.all(
        [this.journalSync, this.selfieSync].map((sync) =>
          this.guarded(() => sync.run()).then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      )
    ).filter((error) => error !== null);
    // One report is enough; an outage first, so that the retry is scheduled.
    const failure = failures.find(isUnreachable) ?? failures[0];
    if (failure !== undefined) this.failed(failure);
    // The who's-in board follows the punches just applied: once per sync, not once per entry.
    if (this.presenceStale) {
      this.presenceStale = false;
      void this.refreshPresence();
    }
    await this.countQueued();
  }

  /** One retry at a time: every call that failed in a round asks, the round is retried once. */
  private retryLater(): void {
    if (!this.started || this.handles.retry !== null) return;
    this.handles.retry = this.timers.setTimeout(() => {
      this.handles.retry = null;
      void this.connect();
    }, this.backoff.next());
  }

  /** Runs an API call, keeping `online` and the phase up to date with what it proved. */
  private async guarded<T>(call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      this.state.update({ online: true });
      this.backoff.reset();
      return result;
    } catch (error) {
      if (isKioskError(error)) this.state.update({ online: !isUnreachable(error) });
      const phase = phaseOfRefusal(error);
      if (phase && this.device) this.state.update({ phase });
      throw error;
    }
  }

  /** Background calls never throw: an API failure already shows in the snapshot. */
  private failed(error: unknown): void {
    if (!isKioskError(error)) (this.deps.reportError ?? console.error)(error);
    else if (isUnreachable(error)) this.retryLater();
  }

  private configPhase(config: KioskConfig): DevicePhase {
    return config.enabled ? 'ready' : 'disabled';
  }

  private settled(entry: PunchEntry, outcome: PunchOutcome): void {
    this.outcomes.get(entry.id)?.(outcome);
    this.outcomes.delete(entry.id);
    if (outcome.status === 'applied') this.presenceStale = true;
    if (outcome.status !== 'rejected') return;
    const rejected: RejectedPunch = {
      id: entry.id,
      seq: entry.seq,
      action: entry.action,
      at: entry.at,
      error_key: outcome.error_key,
      message: outcome.message,
    };
    const list = [...this.state.get().rejected, rejected];
    this.state.update({ rejected: list });
    void this.deps.device.set('rejected', list);
  }

  private needsAttention(_entry: PunchEntry, _result: PunchResult): void {
    this.state.update({ needs_attention: true });
    void this.deps.device.set('needs_attention', true);
  }

  private async countQueued(): Promise<void> {
    const [pending, selfies] = await Promise.all([
      this.deps.journal.pending(),
      this.deps.selfies.count(),
    ]);
    this.state.update({ queued: pending.length, selfies_queued: selfies });
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }
}

export function createKioskEngine(deps: EngineDeps): KioskEngine {
  return new Engine(deps);
}

export type { EngineDeps, EngineIntervals } from './engine-deps.js';
export { DEFAULT_INTERVALS } from './engine-deps.js';
