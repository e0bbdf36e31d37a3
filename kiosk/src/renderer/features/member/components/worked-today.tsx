import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDuration } from '@/i18n/format';

interface WorkedTodayProps {
  seconds: number;
  /** Date.now() when `seconds` was true. */
  since: number;
  /** Working now: the figure keeps counting. */
  ticking: boolean;
}

export function WorkedToday({ seconds, since, ticking }: WorkedTodayProps) {
  const { t, i18n } = useTranslation('kiosk');
  const [now, setNow] = useState(since);

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [ticking]);

  const total = seconds + (ticking ? Math.max(0, (now - since) / 1000) : 0);
  return (
    <p className="member__worked">
      <span>{t('member.worked')}</span> <strong>{formatDuration(total, i18n.language)}</strong>
    </p>
  );
}
