// The document title (time-tracking-spec section 2): `{duration} - {title}` while a timer runs,
// else the page's own title; a page that sets none shows the sign-in title.
import { elapsedSeconds, formatTimer, TimerDisplay, type UnixSeconds } from '@punchcard/shared';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useNow } from '@/hooks/use-now';

/** `05:12 - Clock | Punchcard` for a timer started 312 s before `now`; the title alone without. */
export function documentTitle(
  title: string,
  runningSince: UnixSeconds | null | undefined,
  now: UnixSeconds,
): string {
  const running = runningSince !== null && runningSince !== undefined && runningSince > 0;
  if (!running) return title;
  return `${formatTimer(elapsedSeconds(runningSince, now), TimerDisplay.Short)} - ${title}`;
}

/**
 * The start of the member's running timer, for every signed-in page's title (null when nothing
 * runs). The workspace-times feature's RunningTimerProvider fills it from the clock status; the
 * shell and pages outside it see the default, null.
 */
export const RunningTimerContext = createContext<UnixSeconds | null>(null);

/**
 * Names the page in the tab. `page` is the page's own name ("Clock"). Without `ownRunningSince`,
 * the member's running timer (RunningTimerContext) shows, ticking every second; a page may pass
 * a start of its own instead, or null to show none.
 */
export function usePageTitle(page: string, ownRunningSince?: UnixSeconds | null): void {
  const { t } = useTranslation();
  const contextRunningSince = useContext(RunningTimerContext);
  const runningSince = ownRunningSince === undefined ? contextRunningSince : ownRunningSince;
  const running = runningSince !== null && runningSince > 0;
  const now = useNow(running);
  const title = documentTitle(t('title.page', { page }), runningSince, now);
  const defaultTitle = t('title.page', { page: t('title.signIn') });

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = defaultTitle;
    },
    [defaultTitle],
  );
}
