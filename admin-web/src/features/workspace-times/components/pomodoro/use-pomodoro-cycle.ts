import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

import {
  acceptBreak,
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
import {
  parseStoredCycle,
  pomodoroStorageKey,
  serializeCycle,
} from '@/features/workspace-times/utils/pomodoro-storage';
import { useNow } from '@/hooks/use-now';
import { nowSeconds } from '@/lib/now';

/**
 * Two status reads at most this far apart saw a change as it happened (the clock polls every
 * 10 s and reads again after each action); a longer gap (a sleeping laptop, a hidden tab) means
 * the change is placed at the moment the server recorded.
 */
const LIVE_GAP_MS = 20_000;

interface PomodoroCycleInput {
  idUser: string;
  idWorkspace: string;
  enabled: boolean;
  clock: PomodoroClock;
  /** When the clock status was last read (ms, the query's `dataUpdatedAt`). */
  readAt: number;
  lengths: PomodoroLengths;
}

const sameCycle = (a: PomodoroCycle | null, b: PomodoroCycle | null) =>
  serializeCycle(a) === serializeCycle(b);

/**
 * The member's pomodoro cycle in this workspace: kept in this browser (shared by its tabs),
 * brought up to date with every clock status read, and the phase it shows now (ticking each
 * second while there is something to time).
 */
export function usePomodoroCycle({
  idUser,
  idWorkspace,
  enabled,
  clock,
  readAt,
  lengths,
}: PomodoroCycleInput) {
  const [stored, setStored, removeStored] = useLocalStorage<PomodoroCycle | null>({
    key: pomodoroStorageKey(idUser, idWorkspace),
    defaultValue: null,
    // Read at once: the timer never flashes empty before the stored round shows.
    getInitialValueInEffect: false,
    serialize: serializeCycle,
    deserialize: (value) => parseStoredCycle(value ?? null),
  });
  const previousRead = useRef<number | null>(null);
  // When the member last acted from the panel: the read that follows sees the change as it
  // happened, however slowly the polls came before it.
  const actedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const soonAfter = (moment: number | null) =>
      moment !== null && readAt >= moment && readAt - moment <= LIVE_GAP_MS;
    const live = soonAfter(previousRead.current) || soonAfter(actedAt.current);
    previousRead.current = readAt;
    const now = live ? Math.floor(readAt / 1000) : nowSeconds();
    const next = reconcileCycle(stored, clock, lengths, now, live);
    if (!sameCycle(stored, next)) setStored(next);
  }, [enabled, stored, clock, readAt, lengths, setStored]);

  // Until the effect above has caught up with a new clock-in, an old cycle is not shown.
  const current = enabled && stored?.idWorkspaceTime === clock.workspaceTime?.id ? stored : null;
  const now = useNow(current !== null);
  const phase = pomodoroPhase(current, lengths, now);

  const update = (change: (cycle: PomodoroCycle) => PomodoroCycle) => {
    if (current !== null) setStored(change(current));
  };

  return {
    phase,
    /** The second the phase was derived at. */
    now,
    cycle: current,
    /** The proposal on screen, once per round or break (null: none). */
    proposal: proposalOf(current, phase),
    /** A new cycle from now: the pomodoro was just switched on. */
    restart: () => {
      setStored(startCycle(clock, nowSeconds(), true));
    },
    clear: removeStored,
    acceptBreak: () => {
      update(acceptBreak);
    },
    /** The member starts or ends a break from the panel. */
    noteAction: () => {
      actedAt.current = Date.now();
    },
    skipBreak: () => {
      update((cycle) => skipBreak(cycle, lengths, nowSeconds()));
    },
    markAnnounced: (proposal: string) => {
      update((cycle) => markAnnounced(cycle, proposal));
    },
  };
}

export type PomodoroCycleState = ReturnType<typeof usePomodoroCycle>;
