import { useTranslation } from 'react-i18next';

import {
  useClockIn,
  useClockOut,
  useEndBreak,
  useStartActivity,
  useStartBreak,
  useStopActivity,
} from '@/features/workspace-times/api/clock-actions';
import type { ActivityDetailsBody } from '@/lib/activity-details';
import { notify } from '@/lib/notify';

/**
 * Every live clock action of one screen, each confirming itself in a notice. `busy` is true
 * while any of them runs (until the refreshed status is on screen): the screen disables all of
 * its actions then, so neither a double click nor two different clicks can act on a stale state.
 */
export function useClockControls() {
  const { t } = useTranslation('clock');
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const startBreak = useStartBreak();
  const endBreak = useEndBreak();
  const startActivity = useStartActivity();
  const stopActivity = useStopActivity();

  const busy = [clockIn, clockOut, startBreak, endBreak, startActivity, stopActivity].some(
    (action) => action.isPending,
  );
  const confirm = (message: string, then?: () => void) => ({
    onSuccess: () => {
      notify({ message, tone: 'success' });
      then?.();
    },
  });

  return {
    busy,
    clockIn: {
      pending: clockIn.isPending,
      run: () => {
        clockIn.mutate(undefined, confirm(t('notice.clockedIn')));
      },
    },
    clockOut: {
      pending: clockOut.isPending,
      run: () => {
        clockOut.mutate(undefined, confirm(t('notice.clockedOut')));
      },
    },
    startBreak: {
      pending: startBreak.isPending,
      run: (then?: () => void) => {
        startBreak.mutate(undefined, confirm(t('notice.breakStarted'), then));
      },
    },
    endBreak: {
      pending: endBreak.isPending,
      run: (then?: () => void) => {
        endBreak.mutate(undefined, confirm(t('notice.breakEnded'), then));
      },
    },
    startActivity: {
      pending: startActivity.isPending,
      run: (details: ActivityDetailsBody, then?: () => void) => {
        startActivity.mutate({ details }, confirm(t('notice.activityStarted'), then));
      },
    },
    stopActivity: {
      pending: stopActivity.isPending,
      run: (idActivity: string) => {
        stopActivity.mutate(
          { idActivity },
          {
            onSuccess: ({ discarded }) => {
              const message = discarded
                ? t('notice.activityDiscarded')
                : t('notice.activityStopped');
              notify({ message, tone: 'success' });
            },
          },
        );
      },
    },
  };
}

export type ClockControls = ReturnType<typeof useClockControls>;
