import { elapsedSeconds, formatTimer, type UnixSeconds } from '@punchcard/shared';
import { Text, type TextProps } from '@mantine/core';

import {
  type TimerDisplayMode,
  TimerDisplayMode as Modes,
} from '@/features/workspace-times/utils/timer-display-mode';
import { useNow } from '@/hooks/use-now';

export interface RunningTimerProps extends Omit<TextProps, 'children'> {
  /** When the span started. */
  start: UnixSeconds;
  /** The short or long form of the spec; hidden renders nothing. */
  mode: TimerDisplayMode;
  /** What is being timed ("Work time"), for assistive technology. */
  label: string;
}

/**
 * A span's elapsed time, ticking every second. As a `timer` it is not announced at every tick
 * (its live region is off), which would drown everything else a screen reader says.
 */
export function RunningTimer({ start, mode, label, ...textProps }: RunningTimerProps) {
  const now = useNow(mode !== Modes.Hidden);
  if (mode === Modes.Hidden) return null;
  return (
    <Text role="timer" aria-label={label} ff="monospace" fw={600} lh={1.1} {...textProps}>
      {formatTimer(elapsedSeconds(start, now), mode)}
    </Text>
  );
}
