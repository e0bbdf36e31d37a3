import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { TimeEntry } from '@/features/workspace-times/utils/entries';
import { timeRangeText } from '@/features/workspace-times/utils/entry-text';
import { useLocale } from '@/hooks/use-locale';

const kindKey = {
  workspace_time: 'kind.workspace_time',
  break: 'kind.break',
  activity: 'kind.activity',
} as const;

/** "Work time 9:00 AM – 5:30 PM": how an entry is named to screen readers. */
export function useEntryLabel(): (target: TimeEntry, listedOn: number) => string {
  const { t } = useTranslation('timestamps');
  const locale = useLocale();
  return useCallback(
    (target, listedOn) =>
      `${t(kindKey[target.kind])} ${timeRangeText(target.entry, listedOn, locale, t('entry.now'))}`,
    [t, locale],
  );
}
