import { useMemo } from 'react';

import { useNow } from '@/features/clock/hooks/use-now';

interface ClockProps {
  /** BCP 47 locale; the browser's own when omitted. */
  locale?: string;
}

export function Clock({ locale }: ClockProps) {
  const now = useNow();
  const formats = useMemo(
    () => ({
      time: new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
    }),
    [locale],
  );

  return (
    <section className="clock" aria-label="Current time">
      <time className="clock__time" dateTime={now.toISOString()}>
        {formats.time.format(now)}
      </time>
      <p className="clock__date">{formats.date.format(now)}</p>
    </section>
  );
}
