import { normalizeCardUid } from '@punchcard/shared';

/**
 * Keyboard-wedge card readers "type" the card's UID as hex digits and press Enter a few
 * milliseconds apart; a person types more than 50 ms apart. A burst is a card when its keys come
 * less than WEDGE_MAX_GAP_MS apart on average: a mean, because a busy machine may delay one of a
 * reader's keys by a few tens of milliseconds.
 */
export const WEDGE_MAX_GAP_MS = 30;
/** Keys closer than this belong to one burst (a person's are farther apart). */
export const WEDGE_BURST_GAP_MS = 50;
/** A burst this long ending in Enter is a card (a UID has 8, 14 or 20 hex digits). */
export const WEDGE_MIN_LENGTH = 6;
/**
 * How long held keys wait for the next one before they are given back as typed. Longer than the
 * gap: while the camera decodes a frame the main thread is busy and a reader's next key may be
 * queued, so a short timer could release a burst's first digits into the PIN.
 */
export const WEDGE_RELEASE_MS = 80;

const HEX_KEY = /^[0-9a-fA-F]$/;

/**
 * A key press; `timeStamp` is when the input happened (KeyboardEvent.timeStamp), not when it is
 * handled, so a busy main thread that queues a person's keys does not make them look like a burst.
 */
export interface WedgeKey {
  key: string;
  timeStamp: number;
}

export interface WedgeTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WedgeDetectorOptions<K extends WedgeKey> {
  /** A burst ending in Enter that is a UID, normalised (upper-case hex). */
  onCard(uid: string): void;
  /** A burst ending in Enter that is no UID: a misread, dropped but worth knowing in tests. */
  onMisread?(typed: string): void;
  /** Keys held back that turned out to be typed by a person, in order, to give back. */
  onRelease(keys: K[]): void;
  timers?: WedgeTimers;
}

/** What the caller does with the key it passed in. */
export type WedgeVerdict = 'hold' | 'card' | 'pass';

const defaultTimers: WedgeTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/**
 * Tells a reader's burst from a person's typing. A hex key cannot be judged when it arrives, so
 * it is held (the caller swallows it) until the next key: closer than WEDGE_BURST_GAP_MS it joins
 * the burst, otherwise (or when none follows within WEDGE_RELEASE_MS) the held keys are released
 * as typed. Enter closing a fast burst (mean gap under WEDGE_MAX_GAP_MS) of WEDGE_MIN_LENGTH keys
 * or more makes it a card. A person's
 * digit thus shows WEDGE_RELEASE_MS late (Enter releases it at once, so submitting is not slower).
 */
export class WedgeDetector<K extends WedgeKey> {
  private held: K[] = [];
  private firstAt = 0;
  private lastAt = 0;
  private timer: unknown = null;
  private readonly timers: WedgeTimers;

  constructor(private readonly options: WedgeDetectorOptions<K>) {
    this.timers = options.timers ?? defaultTimers;
  }

  handle(event: K): WedgeVerdict {
    const now = event.timeStamp;
    const inBurst = this.held.length > 0 && now - this.lastAt < WEDGE_BURST_GAP_MS;
    if (!inBurst) this.release();

    if (HEX_KEY.test(event.key)) {
      if (this.held.length === 0) this.firstAt = now;
      this.held.push(event);
      this.lastAt = now;
      this.armTimer();
      return 'hold';
    }
    const meanGap = (now - this.firstAt) / Math.max(1, this.held.length);
    if (
      event.key === 'Enter' &&
      this.held.length >= WEDGE_MIN_LENGTH &&
      meanGap < WEDGE_MAX_GAP_MS
    ) {
      const typed = this.held.map((held) => held.key).join('');
      this.reset();
      const uid = normalizeCardUid(typed);
      if (uid) this.options.onCard(uid);
      else this.options.onMisread?.(typed);
      return 'card';
    }
    this.release();
    return 'pass';
  }

  /** Gives back what is held (the page is leaving, or the detector is turned off). */
  flush(): void {
    this.release();
  }

  private armTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.release();
    }, WEDGE_RELEASE_MS);
  }

  private release(): void {
    const keys = this.held;
    this.reset();
    if (keys.length > 0) this.options.onRelease(keys);
  }

  private reset(): void {
    this.held = [];
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
