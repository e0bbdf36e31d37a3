// The pomodoro's rules, free of React and storage so they run on a fake clock in tests. A cycle
// belongs to one workspace time (one clock-in): work rounds run while the member works, each
// ending in a proposed break, every `rounds`-th a long one. Everything is derived from moments in
// wall-clock seconds and the clock status, never from a counter that ticks, so the timer cannot
// drift and a reload (or another tab) finds the same state.
import type { UnixSeconds } from '@punchcard/shared';

import type { Preferences } from '@/lib/wire';

/** Lengths in seconds, and the work rounds before a long break (the member's settings). */
export type PomodoroLengths = Preferences['pomodoroSettings'];

export type BreakKind = 'short' | 'long';
/** A break the pomodoro proposed (short or long), or one the member took mid-round (own). */
export type PauseKind = BreakKind | 'own';

/** A break as the clock status gives it. */
export interface BreakSpan {
  id: string;
  start: UnixSeconds;
  end: UnixSeconds | null;
}

/** What the cycle reads of the clock status (GET /v1/workspaces/timestamps/status). */
export interface PomodoroClock {
  workspaceTime: { id: string; start: UnixSeconds; breaks: readonly BreakSpan[] } | null;
  break: BreakSpan | null;
}

/** The state kept between reloads; everything shown is derived from it and the current time. */
export interface PomodoroCycle {
  /** The clock-in this cycle counts in: a new one starts afresh. */
  idWorkspaceTime: string;
  /** Work rounds finished since the last long break. */
  rounds: number;
  /** When the running (or latest) work round began. */
  workStart: UnixSeconds;
  /** The break under way when last seen, when this cycle saw it begin, and whose it is. */
  pause: { id: string; start: UnixSeconds; kind: PauseKind } | null;
  /** Breaks of this workspace time already counted, so none counts twice. */
  seenBreaks: string[];
  /** The member accepted the break proposed at the end of this work round. */
  accepted: boolean;
  /** The latest proposal announced (notification), so a reload does not announce it again. */
  announced: string | null;
}

export type PomodoroPhase =
  /** Not clocked in: nothing to time. */
  | { kind: 'idle' }
  /** A work round runs until `endsAt`. */
  | { kind: 'work'; round: number; endsAt: UnixSeconds; next: BreakKind }
  /** The round is over since `since`: a break is proposed. */
  | { kind: 'breakDue'; round: number; since: UnixSeconds; breakKind: BreakKind }
  /** The proposed break runs until `endsAt`. */
  | { kind: 'break'; round: number; endsAt: UnixSeconds; breakKind: BreakKind }
  /** The proposed break is over since `since`: back to work is proposed. */
  | { kind: 'breakOver'; round: number; since: UnixSeconds; breakKind: BreakKind }
  /** A break of the member's own: the round starts over when it ends. */
  | { kind: 'paused'; round: number; since: UnixSeconds };

export type PhaseKind = PomodoroPhase['kind'];

/** The break that ends the round after `finished` finished rounds. */
export function nextBreakKind(finished: number, settings: PomodoroLengths): BreakKind {
  return finished + 1 >= settings.rounds ? 'long' : 'short';
}

export function breakLength(kind: BreakKind, settings: PomodoroLengths): number {
  return kind === 'long' ? settings.longBreak : settings.shortBreak;
}

/** The live breaks of the open workspace time, the open one included, by start. */
function breaksOf(clock: PomodoroClock): BreakSpan[] {
  const breaks = [...(clock.workspaceTime?.breaks ?? [])];
  if (clock.break !== null && !breaks.some((span) => span.id === clock.break?.id)) {
    breaks.push(clock.break);
  }
  return breaks.sort((a, b) => a.start - b.start);
}

/**
 * Where a moment the server recorded sits on this device's clock. Seen as it happened (`live`),
 * it is now: the device and server clocks may disagree, and the countdown runs on the device's.
 * Found later (after a reload), the server's moment is all there is, never placed in the future.
 */
const anchor = (serverMoment: UnixSeconds, now: UnixSeconds, live: boolean): UnixSeconds =>
  live ? now : Math.min(serverMoment, now);

/**
 * A new cycle for the open workspace time: the round runs from `now` when the member has just
 * clocked in or switched the pomodoro on (`live`), else from the latest return to work.
 */
export function startCycle(
  clock: PomodoroClock,
  now: UnixSeconds,
  live: boolean,
): PomodoroCycle | null {
  const time = clock.workspaceTime;
  if (time === null) return null;
  const breaks = breaksOf(clock);
  const resumedAt = Math.max(time.start, ...breaks.map((span) => span.end ?? time.start));
  const open = clock.break;
  return {
    idWorkspaceTime: time.id,
    rounds: 0,
    workStart: anchor(resumedAt, now, live),
    pause:
      open === null ? null : { id: open.id, start: anchor(open.start, now, live), kind: 'own' },
    seenBreaks: breaks.map((span) => span.id),
    accepted: false,
    announced: null,
  };
}

/** Back to work at `at`: after the long break a new set of rounds begins. */
function resume(cycle: PomodoroCycle, at: UnixSeconds): PomodoroCycle {
  return {
    ...cycle,
    rounds: cycle.pause?.kind === 'long' ? 0 : cycle.rounds,
    workStart: at,
    pause: null,
    accepted: false,
  };
}

/**
 * Brings the cycle up to date with the clock status: breaks begun or ended since it was last
 * seen, a new clock-in, a clock-out. `live` says the status was read moments after the previous
 * one (the page watched it change); otherwise changes are placed at the server's moments.
 */
export function reconcileCycle(
  cycle: PomodoroCycle | null,
  clock: PomodoroClock,
  settings: PomodoroLengths,
  now: UnixSeconds,
  live: boolean,
): PomodoroCycle | null {
  const time = clock.workspaceTime;
  if (time === null) return null;
  if (cycle?.idWorkspaceTime !== time.id) return startCycle(clock, now, live);

  const breaks = breaksOf(clock);
  let next = cycle;
  if (next.pause !== null) {
    const { id, kind } = next.pause;
    const span = breaks.find((candidate) => candidate.id === id);
    if (span === undefined) {
      // Deleted meanwhile: it never happened, so neither did the round it closed.
      const rounds = kind === 'own' ? next.rounds : Math.max(0, next.rounds - 1);
      next = { ...next, rounds, pause: null };
    } else if (span.end === null) {
      return next;
    } else {
      next = resume(next, anchor(span.end, now, live));
    }
  }

  for (const span of breaks) {
    if (next.seenBreaks.includes(span.id)) continue;
    const roundEnd = next.workStart + settings.work;
    const roundDone = next.accepted || anchor(span.start, now, live) >= roundEnd;
    const kind: PauseKind = roundDone ? nextBreakKind(next.rounds, settings) : 'own';
    next = {
      ...next,
      rounds: roundDone ? next.rounds + 1 : next.rounds,
      pause: { id: span.id, start: anchor(span.start, now, live), kind },
      seenBreaks: [...next.seenBreaks, span.id],
      accepted: false,
    };
    if (span.end === null) return next;
    next = resume(next, anchor(span.end, now, live));
  }
  return next;
}

/** The member accepts the proposed break: the break they start next ends this round. */
export function acceptBreak(cycle: PomodoroCycle): PomodoroCycle {
  return { ...cycle, accepted: true };
}

/** The member works on instead of the proposed break: the round counts, the next one starts. */
export function skipBreak(
  cycle: PomodoroCycle,
  settings: PomodoroLengths,
  now: UnixSeconds,
): PomodoroCycle {
  const long = nextBreakKind(cycle.rounds, settings) === 'long';
  return { ...cycle, rounds: long ? 0 : cycle.rounds + 1, workStart: now, accepted: false };
}

const clampRound = (round: number, settings: PomodoroLengths) =>
  Math.min(Math.max(round, 1), settings.rounds);

/** What the timer shows at `now`. */
export function pomodoroPhase(
  cycle: PomodoroCycle | null,
  settings: PomodoroLengths,
  now: UnixSeconds,
): PomodoroPhase {
  if (cycle === null) return { kind: 'idle' };
  const { pause } = cycle;
  if (pause === null) {
    const round = clampRound(cycle.rounds + 1, settings);
    const breakKind = nextBreakKind(cycle.rounds, settings);
    const endsAt = cycle.workStart + settings.work;
    return now < endsAt
      ? { kind: 'work', round, endsAt, next: breakKind }
      : { kind: 'breakDue', round, since: endsAt, breakKind };
  }
  const round = clampRound(cycle.rounds, settings);
  if (pause.kind === 'own') {
    return { kind: 'paused', round: clampRound(cycle.rounds + 1, settings), since: pause.start };
  }
  const endsAt = pause.start + breakLength(pause.kind, settings);
  return now < endsAt
    ? { kind: 'break', round, endsAt, breakKind: pause.kind }
    : { kind: 'breakOver', round, since: endsAt, breakKind: pause.kind };
}

/** The proposal a phase makes, once per round or break; null when it proposes nothing. */
export function proposalOf(cycle: PomodoroCycle | null, phase: PomodoroPhase): string | null {
  if (cycle === null) return null;
  if (phase.kind === 'breakDue') return `due:${String(cycle.workStart)}`;
  if (phase.kind === 'breakOver' && cycle.pause !== null) return `over:${cycle.pause.id}`;
  return null;
}

export function markAnnounced(cycle: PomodoroCycle, proposal: string): PomodoroCycle {
  return { ...cycle, announced: proposal };
}
