import {
  acceptBreak,
  type BreakSpan,
  markAnnounced,
  type PomodoroClock,
  type PomodoroCycle,
  type PomodoroLengths,
  pomodoroPhase,
  proposalOf,
  reconcileCycle,
  skipBreak,
  startCycle,
} from '@/features/workspace-times/utils/pomodoro';

// A fake clock: every moment is a number of seconds after T, whatever the time of the run.
const T = 1_750_000_000;
const at = (seconds: number) => T + seconds;

const lengths: PomodoroLengths = { work: 1500, shortBreak: 300, longBreak: 900, rounds: 2 };

const clockedIn = (breaks: BreakSpan[] = [], id = 'wt-1'): PomodoroClock => ({
  workspaceTime: { id, start: T, breaks },
  break: breaks.find((span) => span.end === null) ?? null,
});
const notClockedIn: PomodoroClock = { workspaceTime: null, break: null };
const span = (id: string, start: number, end: number | null): BreakSpan => ({ id, start, end });

/** The cycle as the page keeps it, reconciled with each status read in turn. */
function watch(cycle: PomodoroCycle | null, clock: PomodoroClock, now: number, live = true) {
  return reconcileCycle(cycle, clock, lengths, now, live);
}

describe('starting a cycle', () => {
  it('has nothing to time before the clock-in', () => {
    expect(startCycle(notClockedIn, at(0), true)).toBeNull();
    expect(pomodoroPhase(null, lengths, at(0))).toEqual({ kind: 'idle' });
  });

  it('starts the first round now when the member has just clocked in or switched it on', () => {
    const cycle = startCycle(clockedIn([span('b1', at(100), at(200))]), at(4000), true);
    expect(cycle).toMatchObject({ rounds: 0, workStart: at(4000), pause: null });
    expect(cycle?.seenBreaks).toEqual(['b1']);
  });

  it('found later, runs the round from the latest return to work, never from the future', () => {
    const breaks = [span('b1', at(100), at(200)), span('b2', at(600), at(900))];
    expect(startCycle(clockedIn(breaks), at(1000), false)?.workStart).toBe(at(900));
    // The server's clock ahead of this device's: the round starts no later than now.
    expect(startCycle(clockedIn(breaks), at(850), false)?.workStart).toBe(at(850));
  });

  it('takes a break already under way as the member’s own', () => {
    const cycle = startCycle(clockedIn([span('b1', at(100), null)]), at(400), false);
    expect(cycle?.pause).toEqual({ id: 'b1', start: at(100), kind: 'own' });
    expect(pomodoroPhase(cycle, lengths, at(400)).kind).toBe('paused');
  });
});

describe('a round of work', () => {
  const cycle = startCycle(clockedIn(), at(0), true);

  it('counts down from the round’s start, the same at any moment it is asked', () => {
    expect(pomodoroPhase(cycle, lengths, at(60))).toEqual({
      kind: 'work',
      round: 1,
      endsAt: at(1500),
      next: 'short',
    });
    // No ticking state: a reload hours later derives the same end.
    expect(pomodoroPhase(cycle, lengths, at(1499))).toMatchObject({ endsAt: at(1500) });
  });

  it('proposes the break once the work length has passed', () => {
    expect(pomodoroPhase(cycle, lengths, at(1500))).toEqual({
      kind: 'breakDue',
      round: 1,
      since: at(1500),
      breakKind: 'short',
    });
    expect(proposalOf(cycle, pomodoroPhase(cycle, lengths, at(1500)))).toBe(`due:${at(0)}`);
    expect(proposalOf(cycle, pomodoroPhase(cycle, lengths, at(10)))).toBeNull();
  });

  it('follows changed lengths at once', () => {
    expect(pomodoroPhase(cycle, { ...lengths, work: 600 }, at(700)).kind).toBe('breakDue');
  });
});

describe('breaks', () => {
  it('runs an accepted break for its length, then proposes going back to work', () => {
    let cycle = acceptBreak(startCycle(clockedIn(), at(0), true) as PomodoroCycle);
    // The member took it as proposed; this device's clock is 40 s behind the server's.
    cycle = watch(cycle, clockedIn([span('b1', at(1560), null)]), at(1520)) as PomodoroCycle;
    expect(cycle).toMatchObject({ rounds: 1, accepted: false });
    expect(cycle.pause).toEqual({ id: 'b1', start: at(1520), kind: 'short' });
    expect(pomodoroPhase(cycle, lengths, at(1600))).toEqual({
      kind: 'break',
      round: 1,
      endsAt: at(1820),
      breakKind: 'short',
    });
    const over = pomodoroPhase(cycle, lengths, at(1820));
    expect(over).toMatchObject({ kind: 'breakOver', since: at(1820) });
    expect(proposalOf(cycle, over)).toBe('over:b1');
  });

  it('counts a break begun after the round ended as the proposed one', () => {
    const cycle = watch(
      startCycle(clockedIn(), at(0), true),
      clockedIn([span('b1', at(1700), null)]),
      at(1700),
    );
    expect(cycle?.pause?.kind).toBe('short');
  });

  it('resumes work when the break ends, with the next round', () => {
    let cycle = watch(
      startCycle(clockedIn(), at(0), true),
      clockedIn([span('b1', at(1500), null)]),
      at(1500),
    );
    cycle = watch(cycle, clockedIn([span('b1', at(1500), at(1750))]), at(1752));
    expect(cycle).toMatchObject({ rounds: 1, workStart: at(1752), pause: null });
    expect(pomodoroPhase(cycle, lengths, at(1800))).toMatchObject({
      kind: 'work',
      round: 2,
      next: 'long',
    });
  });

  it('ends the set with a long break, after which the rounds start over', () => {
    let cycle = startCycle(clockedIn(), at(0), true);
    cycle = watch(cycle, clockedIn([span('b1', at(1500), at(1800))]), at(1800));
    const longBreak = [span('b1', at(1500), at(1800)), span('b2', at(3300), null)];
    cycle = watch(cycle, clockedIn(longBreak), at(3300));
    expect(cycle).toMatchObject({ rounds: 2, pause: { id: 'b2', kind: 'long' } });
    expect(pomodoroPhase(cycle, lengths, at(3400))).toMatchObject({
      kind: 'break',
      round: 2,
      endsAt: at(4200),
      breakKind: 'long',
    });
    cycle = watch(
      cycle,
      clockedIn([longBreak[0] as BreakSpan, span('b2', at(3300), at(4200))]),
      at(4200),
    );
    expect(cycle).toMatchObject({ rounds: 0, workStart: at(4200) });
  });

  it('lets a break of the member’s own end the round without counting it', () => {
    let cycle = watch(
      startCycle(clockedIn(), at(0), true),
      clockedIn([span('b1', at(600), null)]),
      at(600),
    );
    expect(cycle).toMatchObject({ rounds: 0, pause: { kind: 'own' } });
    expect(pomodoroPhase(cycle, lengths, at(700))).toEqual({
      kind: 'paused',
      round: 1,
      since: at(600),
    });
    cycle = watch(cycle, clockedIn([span('b1', at(600), at(660))]), at(660));
    expect(pomodoroPhase(cycle, lengths, at(700))).toMatchObject({
      kind: 'work',
      round: 1,
      endsAt: at(2160),
    });
  });

  it('places a break taken and ended while away at the server’s moments', () => {
    const cycle = watch(
      startCycle(clockedIn(), at(0), true),
      clockedIn([span('b1', at(1600), at(1900))]),
      at(5000),
      false,
    );
    expect(cycle).toMatchObject({ rounds: 1, workStart: at(1900), pause: null });
    expect(cycle?.seenBreaks).toEqual(['b1']);
    // Seen again, it does not count twice.
    expect(watch(cycle, clockedIn([span('b1', at(1600), at(1900))]), at(5010))).toEqual(cycle);
  });

  it('forgets the round a deleted break closed', () => {
    let cycle = watch(
      startCycle(clockedIn(), at(0), true),
      clockedIn([span('b1', at(1500), null)]),
      at(1500),
    );
    cycle = watch(cycle, clockedIn(), at(1600));
    expect(cycle).toMatchObject({ rounds: 0, pause: null, workStart: at(0) });
  });
});

describe('answering a proposal', () => {
  it('skips the short break: the round counts and the next starts now', () => {
    const cycle = skipBreak(
      startCycle(clockedIn(), at(0), true) as PomodoroCycle,
      lengths,
      at(1600),
    );
    expect(cycle).toMatchObject({ rounds: 1, workStart: at(1600) });
    expect(pomodoroPhase(cycle, lengths, at(1600))).toMatchObject({ kind: 'work', round: 2 });
    expect(proposalOf(cycle, pomodoroPhase(cycle, lengths, at(3100)))).toBe(`due:${at(1600)}`);
  });

  it('skips the long break: a new set begins', () => {
    const second = { ...(startCycle(clockedIn(), at(0), true) as PomodoroCycle), rounds: 1 };
    expect(skipBreak(second, lengths, at(1600)).rounds).toBe(0);
  });

  it('remembers what was announced', () => {
    const cycle = startCycle(clockedIn(), at(0), true) as PomodoroCycle;
    expect(markAnnounced(cycle, `due:${at(0)}`).announced).toBe(`due:${at(0)}`);
  });
});

describe('the workspace time', () => {
  it('starts afresh after a new clock-in and stops at the clock-out', () => {
    const first = startCycle(clockedIn(), at(0), true);
    const next = watch(first, clockedIn([], 'wt-2'), at(9000));
    expect(next).toMatchObject({ idWorkspaceTime: 'wt-2', rounds: 0, workStart: at(9000) });
    expect(watch(next, notClockedIn, at(9100))).toBeNull();
  });

  it('keeps the round number within fewer rounds than before', () => {
    const cycle = { ...(startCycle(clockedIn(), at(0), true) as PomodoroCycle), rounds: 3 };
    expect(pomodoroPhase(cycle, lengths, at(10))).toMatchObject({ round: 2, next: 'long' });
  });
});
