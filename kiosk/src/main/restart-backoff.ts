// How long to wait before restarting something that died (the renderer, the NFC process): at
// once-ish the first time, doubling while it keeps dying, back to the start once it stayed up.
// A crash loop then costs a restart a minute instead of a spinning CPU. Electron-free.

export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  /** A failure this long after the previous one starts the sequence again. */
  stableMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  initialMs: 1_000,
  maxMs: 60_000,
  stableMs: 60_000,
};

export class RestartBackoff {
  private attempt = 0;
  private lastFailure: number | undefined;

  constructor(private readonly options: BackoffOptions = DEFAULT_BACKOFF) {}

  /** Records a failure at `now` (ms) and answers the delay before the next restart. */
  next(now: number): number {
    if (this.lastFailure !== undefined && now - this.lastFailure >= this.options.stableMs) {
      this.attempt = 0;
    }
    this.lastFailure = now;
    const delay = Math.min(this.options.initialMs * 2 ** this.attempt, this.options.maxMs);
    this.attempt += 1;
    return delay;
  }
}
