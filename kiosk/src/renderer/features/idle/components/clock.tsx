import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useNow } from '@/features/idle/hooks/use-now';

interface ClockProps {
  /** The workspace's zone: the kiosk's own may differ (a PC set to UTC). */
  timeZone: string;
  locale: string;
}

export function Clock({ timeZone, locale }: ClockProps) {
  const { t } = useTranslation('kiosk');
  const now = useNow();
  const formats = useMemo(
    () => ({
      time: new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }),
    }),
    [locale, timeZone],
  );

  return (
    <section className="clock" aria-label={t('idle.clock')}>
      <time className="clock__time" dateTime={now.toISOString()}>
        {formats.time.format(now)}
      </time>
      <p className="clock__date">{formats.date.format(now)}</p>
    </section>
  );
}
