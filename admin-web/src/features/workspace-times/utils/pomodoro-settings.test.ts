import { DEFAULT_POMODORO_SETTINGS } from '@punchcard/shared';

import {
  DEFAULT_POMODORO_LENGTHS,
  effectiveLengths,
  fieldBounds,
  pomodoroCustomisation,
  settingsChange,
  splitLength,
  toFieldValue,
} from '@/features/workspace-times/utils/pomodoro-settings';

const saved = { work: 3000, shortBreak: 90, longBreak: 1200, rounds: 3 };

describe('who may set their own pomodoro lengths', () => {
  it('needs the BASIC plan where billing is on', () => {
    const workspace = {
      plan: 'LITE',
      billing: 'test',
      isPomodoroCustomizationEnabled: true,
    } as const;
    expect(pomodoroCustomisation(workspace)).toEqual({
      allowed: false,
      reason: 'plan',
      plan: 'BASIC',
    });
  });

  it('needs the workspace to allow it', () => {
    const workspace = {
      plan: 'BASIC',
      billing: 'test',
      isPomodoroCustomizationEnabled: false,
    } as const;
    expect(pomodoroCustomisation(workspace)).toEqual({ allowed: false, reason: 'workspace' });
    expect(pomodoroCustomisation({ ...workspace, isPomodoroCustomizationEnabled: true })).toEqual({
      allowed: true,
    });
  });

  it('is a matter of the workspace alone without billing', () => {
    const workspace = {
      plan: 'FREE',
      billing: 'none',
      isPomodoroCustomizationEnabled: true,
    } as const;
    expect(pomodoroCustomisation(workspace)).toEqual({ allowed: true });
  });

  it('runs on the standard lengths otherwise', () => {
    expect(DEFAULT_POMODORO_LENGTHS).toEqual({
      work: DEFAULT_POMODORO_SETTINGS.work,
      shortBreak: DEFAULT_POMODORO_SETTINGS.short_break,
      longBreak: DEFAULT_POMODORO_SETTINGS.long_break,
      rounds: DEFAULT_POMODORO_SETTINGS.rounds,
    });
    expect(effectiveLengths({ allowed: false, reason: 'workspace' }, saved)).toBe(
      DEFAULT_POMODORO_LENGTHS,
    );
    expect(effectiveLengths({ allowed: true }, saved)).toBe(saved);
  });
});

describe('the settings form', () => {
  it('asks for whole minutes within the API’s bounds', () => {
    expect(fieldBounds('work')).toEqual({ min: 1, max: 240 });
    expect(fieldBounds('shortBreak')).toEqual({ min: 1, max: 60 });
    expect(fieldBounds('longBreak')).toEqual({ min: 1, max: 60 });
    expect(fieldBounds('rounds')).toEqual({ min: 1, max: 12 });
    expect(toFieldValue('work', saved)).toBe(50);
    expect(toFieldValue('rounds', saved)).toBe(3);
  });

  it('sends only what changed, in seconds', () => {
    const shown = { work: 50, shortBreak: 2, longBreak: 20, rounds: 3 };
    expect(settingsChange(shown, saved)).toEqual({});
    expect(settingsChange({ ...shown, work: 45, rounds: 4 }, saved)).toEqual({
      work: 2700,
      rounds: 4,
    });
  });

  it('sends nothing while a field is out of bounds or empty', () => {
    const shown = { work: 50, shortBreak: 2, longBreak: 20, rounds: 3 };
    expect(settingsChange({ ...shown, work: 0 }, saved)).toBeNull();
    expect(settingsChange({ ...shown, longBreak: 61 }, saved)).toBeNull();
    expect(settingsChange({ ...shown, rounds: '' }, saved)).toBeNull();
    expect(settingsChange({ ...shown, shortBreak: 1.5 }, saved)).toBeNull();
  });

  it('names a length in minutes and seconds', () => {
    expect(splitLength(90)).toEqual({ minutes: 1, seconds: 30 });
    expect(splitLength(1500)).toEqual({ minutes: 25, seconds: 0 });
  });
});
