// The engine's state for React's useSyncExternalStore: the same object until something changes,
// then a new one, and every listener told.
import type { EngineSnapshot } from './engine-types.js';

export const INITIAL_SNAPSHOT: EngineSnapshot = {
  phase: 'loading',
  kiosk: null,
  workspace: null,
  config: null,
  online: false,
  queued: 0,
  selfies_queued: 0,
  rejected: [],
  needs_attention: false,
  presence: null,
};

export class SnapshotStore {
  private snapshot: EngineSnapshot = INITIAL_SNAPSHOT;
  private readonly listeners = new Set<() => void>();

  readonly get = (): EngineSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies the changes; listeners hear of it only when a value really changed. */
  update(patch: Partial<EngineSnapshot>): void {
    const changed = (Object.keys(patch) as (keyof EngineSnapshot)[]).some(
      (key) => patch[key] !== this.snapshot[key],
    );
    if (!changed) return;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
