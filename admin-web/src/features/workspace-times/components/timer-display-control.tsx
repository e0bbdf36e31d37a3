import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  TIMER_DISPLAY_MODES,
  type TimerDisplayMode,
  useTimerDisplayMode,
} from '@/features/workspace-times/utils/timer-display-mode';

function isMode(value: string): value is TimerDisplayMode {
  return TIMER_DISPLAY_MODES.some((mode) => mode === value);
}

/** Hidden / short / long for the clock's timers; the choice stays in this browser. */
export function TimerDisplayControl() {
  const { t } = useTranslation('clock');
  const [mode, setMode] = useTimerDisplayMode();
  return (
    <SegmentedControl
      aria-label={t('timer.display')}
      size="xs"
      value={mode}
      onChange={(value) => {
        if (isMode(value)) setMode(value);
      }}
      data={TIMER_DISPLAY_MODES.map((value) => ({ value, label: t(`timer.${value}`) }))}
    />
  );
}
