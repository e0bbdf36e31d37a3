// How a figure moved against the period of the same length just before (the summary report's
// previous_total_* fields).

export type ChangeDirection = 'up' | 'down' | 'same';

export interface PeriodChange {
  direction: ChangeDirection;
  /** Absolute difference, never negative: the direction says which way. */
  delta: number;
  /** Whole percent of the previous value; null when there was nothing before to compare with. */
  percent: number | null;
}

/** The change from `previous` to `current` (seconds or counts). */
export function periodChange(current: number, previous: number): PeriodChange {
  const difference = current - previous;
  const direction: ChangeDirection = difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
  const percent = previous > 0 ? Math.round((Math.abs(difference) / previous) * 100) : null;
  return { direction, delta: Math.abs(difference), percent: direction === 'same' ? 0 : percent };
}
