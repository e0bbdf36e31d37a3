import { useTranslation } from 'react-i18next';

import { splitLength } from '@/features/workspace-times/utils/pomodoro-settings';

/** A pomodoro length in words ("25 min"); seconds only where one was saved that way. */
export function useLengthText(): (seconds: number) => string {
  const { t } = useTranslation('pomodoro');
  return (length) => {
    const { minutes, seconds } = splitLength(length);
    return seconds === 0
      ? t('length.minutes', { minutes })
      : t('length.minutesSeconds', { minutes, seconds });
  };
}
