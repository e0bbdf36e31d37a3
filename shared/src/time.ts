/** Wire times are whole unix seconds. */
export type UnixSeconds = number;

export function toUnixSeconds(date: Date): UnixSeconds {
  return Math.floor(date.getTime() / 1000);
}

export function fromUnixSeconds(seconds: UnixSeconds): Date {
  return new Date(seconds * 1000);
}

export function toUnixSecondsOrNull(date: Date | null): UnixSeconds | null {
  return date ? toUnixSeconds(date) : null;
}

/** A span of time in unix seconds; an open span (`end` null) runs on forever. */
export interface Span {
  start: UnixSeconds;
  end: UnixSeconds | null;
}

/**
 * The spec's overlap rule, half-open: [start, end). Spans that only touch (one ends when the next
 * starts) do not overlap. The database's exclusion constraints apply the same rule.
 */
export function spansOverlap(a: Span, b: Span): boolean {
  const aEnd = a.end ?? Number.POSITIVE_INFINITY;
  const bEnd = b.end ?? Number.POSITIVE_INFINITY;
  return a.start < bEnd && b.start < aEnd;
}

export const TimerDisplay = { Short: 'short', Long: 'long' } as const;
export type TimerDisplay = (typeof TimerDisplay)[keyof typeof TimerDisplay];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The running timer (time-tracking-spec section 4). Short: 'Ns' under a minute, 'MM:SS' under an
 * hour, 'HH:MM:SS' beyond; long: always 'HH:MM:SS'. Hours grow past two digits rather than wrap.
 */
export function formatTimer(seconds: number, display: TimerDisplay): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (display === TimerDisplay.Short) {
    if (total < 60) return `${s}s`;
    if (total < 3600) return `${pad(m)}:${pad(s)}`;
  }
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Seconds since an active span started; 0 when nothing runs (start missing or not above 0). */
export function elapsedSeconds(start: UnixSeconds | null | undefined, now: UnixSeconds): number {
  return start !== null && start !== undefined && start > 0 ? Math.max(0, now - start) : 0;
}
