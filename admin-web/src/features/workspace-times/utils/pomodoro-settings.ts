// Which pomodoro lengths apply, and the bounds of the settings form. Custom lengths need the
// plan's pomodoro-settings feature and the workspace's permission (the API refuses otherwise);
// without both the standard lengths apply, whatever was saved earlier.
import {
  DEFAULT_POMODORO_SETTINGS,
  type Plan,
  PlanFeature,
  POMODORO_BOUNDS,
} from '@punchcard/shared';

import type { PomodoroLengths } from '@/features/workspace-times/utils/pomodoro';
import type { Workspace } from '@/lib/wire';
import { planNeededFor } from '@/lib/workspace-permissions';

export const DEFAULT_POMODORO_LENGTHS: Readonly<PomodoroLengths> = {
  work: DEFAULT_POMODORO_SETTINGS.work,
  shortBreak: DEFAULT_POMODORO_SETTINGS.short_break,
  longBreak: DEFAULT_POMODORO_SETTINGS.long_break,
  rounds: DEFAULT_POMODORO_SETTINGS.rounds,
};

export type PomodoroCustomisation =
  | { allowed: true }
  /** The plan lacks the feature: `plan` is the cheapest that has it. */
  | { allowed: false; reason: 'plan'; plan: Plan }
  /** The workspace's administrators keep the standard lengths. */
  | { allowed: false; reason: 'workspace' };

export function pomodoroCustomisation(
  workspace: Pick<Workspace, 'plan' | 'billing' | 'isPomodoroCustomizationEnabled'>,
): PomodoroCustomisation {
  const plan = planNeededFor(workspace, PlanFeature.PomodoroSettings);
  if (plan !== undefined) return { allowed: false, reason: 'plan', plan };
  if (!workspace.isPomodoroCustomizationEnabled) return { allowed: false, reason: 'workspace' };
  return { allowed: true };
}

/** The lengths the timer runs on: the member's own where allowed, else the standard ones. */
export function effectiveLengths(
  customisation: PomodoroCustomisation,
  saved: PomodoroLengths,
): PomodoroLengths {
  return customisation.allowed ? saved : DEFAULT_POMODORO_LENGTHS;
}

/** One field of the settings form: lengths in whole minutes, rounds as a count. */
export type PomodoroField = keyof PomodoroLengths;
export const POMODORO_FIELDS: readonly PomodoroField[] = [
  'work',
  'shortBreak',
  'longBreak',
  'rounds',
];

const boundsOf: Record<PomodoroField, { min: number; max: number }> = {
  work: POMODORO_BOUNDS.work,
  shortBreak: POMODORO_BOUNDS.short_break,
  longBreak: POMODORO_BOUNDS.long_break,
  rounds: POMODORO_BOUNDS.rounds,
};

const SECONDS_PER_MINUTE = 60;
const isLength = (field: PomodoroField) => field !== 'rounds';

/** The form's bounds: minutes for lengths (the API's are whole minutes), a count for rounds. */
export function fieldBounds(field: PomodoroField): { min: number; max: number } {
  const { min, max } = boundsOf[field];
  return isLength(field)
    ? { min: Math.ceil(min / SECONDS_PER_MINUTE), max: Math.floor(max / SECONDS_PER_MINUTE) }
    : { min, max };
}

/** A saved value as the form shows it (a length set through the API in seconds is rounded). */
export function toFieldValue(field: PomodoroField, saved: PomodoroLengths): number {
  return isLength(field) ? Math.round(saved[field] / SECONDS_PER_MINUTE) : saved[field];
}

export function isValidField(field: PomodoroField, value: string | number): value is number {
  const { min, max } = fieldBounds(field);
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The change to send: only the fields edited, so a length saved in seconds that the form shows
 * rounded keeps its value unless the member changes it. Null when a field is invalid.
 */
export function settingsChange(
  values: Readonly<Record<PomodoroField, string | number>>,
  saved: PomodoroLengths,
): Partial<PomodoroLengths> | null {
  const change: Partial<PomodoroLengths> = {};
  for (const field of POMODORO_FIELDS) {
    const value = values[field];
    if (!isValidField(field, value)) return null;
    if (value === toFieldValue(field, saved)) continue;
    change[field] = isLength(field) ? value * SECONDS_PER_MINUTE : value;
  }
  return change;
}

/** A length in minutes and seconds, for the texts that name it. */
export function splitLength(seconds: number): { minutes: number; seconds: number } {
  return {
    minutes: Math.floor(seconds / SECONDS_PER_MINUTE),
    seconds: seconds % SECONDS_PER_MINUTE,
  };
}
