import { TimerDisplay } from '@punchcard/shared';
import { useLocalStorage } from '@mantine/hooks';

/** How the running timers show on the clock screens: the spec's short or long form, or not. */
export const TimerDisplayMode = { Hidden: 'hidden', ...TimerDisplay } as const;
export type TimerDisplayMode = (typeof TimerDisplayMode)[keyof typeof TimerDisplayMode];
export const TIMER_DISPLAY_MODES: readonly TimerDisplayMode[] = Object.values(TimerDisplayMode);

export const TIMER_DISPLAY_STORAGE_KEY = 'punchcard.timerDisplay';

function isTimerDisplayMode(value: unknown): value is TimerDisplayMode {
  return TIMER_DISPLAY_MODES.some((mode) => mode === value);
}

/**
 * The person's choice, kept in this browser (and shared between its tabs). The spec's timer
 * display mode starts hidden; anything unreadable in storage counts as hidden too.
 */
export function useTimerDisplayMode() {
  return useLocalStorage<TimerDisplayMode>({
    key: TIMER_DISPLAY_STORAGE_KEY,
    defaultValue: TimerDisplayMode.Hidden,
    // Read at once, so the timers never flash hidden before the stored choice applies.
    getInitialValueInEffect: false,
    serialize: (mode) => mode,
    deserialize: (stored) => (isTimerDisplayMode(stored) ? stored : TimerDisplayMode.Hidden),
  });
}
