import type { PomodoroCycle } from '@/features/workspace-times/utils/pomodoro';
import {
  parseStoredCycle,
  pomodoroStorageKey,
  serializeCycle,
} from '@/features/workspace-times/utils/pomodoro-storage';

const cycle: PomodoroCycle = {
  idWorkspaceTime: 'wt-1',
  rounds: 2,
  workStart: 1_750_000_000,
  pause: { id: 'b1', start: 1_750_001_500, kind: 'short' },
  seenBreaks: ['b0', 'b1'],
  accepted: false,
  announced: 'due:1750000000',
};

describe('the stored pomodoro cycle', () => {
  it('is kept per person and workspace', () => {
    expect(pomodoroStorageKey('u1', 'w1')).not.toBe(pomodoroStorageKey('u1', 'w2'));
    expect(pomodoroStorageKey('u1', 'w1')).not.toBe(pomodoroStorageKey('u2', 'w1'));
  });

  it('reads back what was written', () => {
    expect(parseStoredCycle(serializeCycle(cycle))).toEqual(cycle);
    expect(parseStoredCycle(serializeCycle({ ...cycle, pause: null, announced: null }))).toEqual({
      ...cycle,
      pause: null,
      announced: null,
    });
    expect(parseStoredCycle(serializeCycle(null))).toBeNull();
    expect(parseStoredCycle(null)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[1]'],
    ['a missing field', JSON.stringify({ ...cycle, rounds: undefined })],
    ['a fractional moment', JSON.stringify({ ...cycle, workStart: 1.5 })],
    ['an unknown break kind', JSON.stringify({ ...cycle, pause: { ...cycle.pause, kind: 'nap' } })],
    ['a break without an id', JSON.stringify({ ...cycle, pause: { start: 1, kind: 'own' } })],
    ['breaks that are not ids', JSON.stringify({ ...cycle, seenBreaks: [1] })],
    ['an odd announcement', JSON.stringify({ ...cycle, announced: 3 })],
  ])('starts afresh from %s', (_case, stored) => {
    expect(parseStoredCycle(stored)).toBeNull();
  });
});
