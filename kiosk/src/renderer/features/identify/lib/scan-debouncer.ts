/** How long a badge already reported is ignored after it was last seen. */
export const SCAN_REPEAT_MS = 5000;

/**
 * One badge held up is one scan. The camera decodes it ten times a second; the first decode
 * counts and the same value is ignored until it has been out of sight for `repeatMs` (the window
 * slides on every sighting, so a badge held up for a minute is still one scan). Another value
 * counts at once, and each value has its own window: two badges in view, decoded in turn, are
 * two scans, not one every frame.
 */
export class ScanDebouncer {
  private readonly seenAt = new Map<string, number>();

  constructor(private readonly repeatMs = SCAN_REPEAT_MS) {}

  /** Whether this decode is a new scan; `now` in milliseconds. */
  accept(value: string, now: number): boolean {
    for (const [seen, at] of this.seenAt) {
      if (now - at >= this.repeatMs) this.seenAt.delete(seen);
    }
    const repeated = this.seenAt.has(value);
    this.seenAt.set(value, now);
    return !repeated;
  }
}
