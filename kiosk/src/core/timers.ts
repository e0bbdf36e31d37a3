// Timers injected into the engine, so tests drive time and Node and browsers share one type
// (their setTimeout handles differ: a number in a browser, an object in Node).
export interface EngineTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

type Handle = Parameters<typeof globalThis.clearTimeout>[0];

export const platformTimers: EngineTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as Handle);
  },
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => {
    globalThis.clearInterval(handle as Handle);
  },
};

/** Doubles a wait from `baseMs` to `maxMs` while the API stays away; reset when it answers. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
  ) {}

  next(): number {
    const wait = Math.min(this.maxMs, this.baseMs * 2 ** this.attempt);
    this.attempt += 1;
    return wait;
  }

  reset(): void {
    this.attempt = 0;
  }
}
