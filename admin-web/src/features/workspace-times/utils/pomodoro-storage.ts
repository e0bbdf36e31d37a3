// Where the pomodoro cycle waits between reloads: this browser's storage, one entry per person
// and workspace, so two accounts on one computer or two workspaces never share a round.
import type { PauseKind, PomodoroCycle } from '@/features/workspace-times/utils/pomodoro';

const PREFIX = 'punchcard.pomodoro.v1';

export function pomodoroStorageKey(idUser: string, idWorkspace: string): string {
  return `${PREFIX}:${idUser}:${idWorkspace}`;
}

const PAUSE_KINDS: readonly PauseKind[] = ['short', 'long', 'own'];

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSecond = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function pauseOf(value: unknown): PomodoroCycle['pause'] | undefined {
  if (value === null) return null;
  if (!isFields(value)) return undefined;
  const { id, start, kind } = value;
  const pauseKind = PAUSE_KINDS.find((known) => known === kind);
  if (typeof id !== 'string' || !isSecond(start) || pauseKind === undefined) return undefined;
  return { id, start, kind: pauseKind };
}

/**
 * The stored cycle, or null when there is none or it cannot be read (written by another version,
 * or by hand): the timer then starts afresh rather than from nonsense.
 */
export function parseStoredCycle(stored: string | null): PomodoroCycle | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isFields(value)) return null;
  const { idWorkspaceTime, rounds, workStart, seenBreaks, accepted, announced } = value;
  const pause = pauseOf(value.pause);
  if (
    typeof idWorkspaceTime !== 'string' ||
    !isSecond(rounds) ||
    !isSecond(workStart) ||
    pause === undefined ||
    !Array.isArray(seenBreaks) ||
    !seenBreaks.every((id) => typeof id === 'string') ||
    typeof accepted !== 'boolean' ||
    (announced !== null && typeof announced !== 'string')
  ) {
    return null;
  }
  return {
    idWorkspaceTime,
    rounds,
    workStart,
    pause,
    seenBreaks,
    accepted,
    announced,
  };
}

export function serializeCycle(cycle: PomodoroCycle | null): string {
  return JSON.stringify(cycle);
}
