// Which period the "Seal" button offers: the week or month holding the first day the report
// shows, so looking at last month offers to seal last month. It may be sealed once it is over
// (in the workspace's zone) and when no live seal overlaps it; the API decides in the end.
import { SealStatus, SealUnit } from '@punchcard/shared';

import type { Seal } from '@/features/payroll-seals/types';
import { rangeOf, type ReportRange, todayIn } from '@/lib/report-range';

export type SealTargetState = 'ready' | 'notEnded' | 'sealed';

export interface SealTarget {
  range: ReportRange;
  state: SealTargetState;
}

/** The unit offered first: weeks when the report shows a week, months otherwise. */
export function defaultSealUnit(shown: ReportRange): SealUnit {
  return shown.unit === 'week' ? SealUnit.Week : SealUnit.Month;
}

export function sealTarget(
  unit: SealUnit,
  shown: ReportRange,
  seals: readonly Seal[],
  timeZone: string,
  weekStart: number,
  now: Date = new Date(),
): SealTarget {
  const range = rangeOf(unit, shown.from, weekStart);
  if (range.to >= todayIn(timeZone, now)) return { range, state: 'notEnded' };
  const overlaps = seals.some(
    (seal) =>
      seal.status === SealStatus.Sealed && seal.firstDay <= range.to && range.from <= seal.lastDay,
  );
  return { range, state: overlaps ? 'sealed' : 'ready' };
}

/** A seal's period as the picker would name it. */
export function sealRange(seal: Pick<Seal, 'unit' | 'firstDay' | 'lastDay'>): ReportRange {
  return { unit: seal.unit, from: seal.firstDay, to: seal.lastDay };
}
