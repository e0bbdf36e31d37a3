import type { UnixSeconds } from '@punchcard/shared';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay } from '@/i18n/format';
import { zonedDateTime, zonedToUnix } from '@/features/member/utils/zoned-time';

interface ForgottenClockOutProps {
  /** When the open workspace time started. */
  start: UnixSeconds;
  now: UnixSeconds;
  timeZone: string;
  busy: boolean;
  /** The clock-in, with when they left. */
  onSubmit: (leftAt: UnixSeconds) => void;
}

/** Asks when the member left on the day they forgot to clock out, bounded by that day. */
export function ForgottenClockOut({
  start,
  now,
  timeZone,
  busy,
  onSubmit,
}: ForgottenClockOutProps) {
  const { t, i18n } = useTranslation('kiosk');
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { date, time: from } = zonedDateTime(start, timeZone);
  const today = zonedDateTime(now, timeZone);
  const sameDay =
    today.date.year === date.year && today.date.month === date.month && today.date.day === date.day;
  const to = sameDay ? today.time : '23:59';

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // "HH:MM" strings compare in time order.
    if (!/^\d{2}:\d{2}$/.test(value) || value < from || value > to) {
      setInvalid(true);
      return;
    }
    const leftAt = Math.min(Math.max(zonedToUnix(date, value, timeZone), start), now);
    onSubmit(leftAt);
  };

  return (
    <form className="forgotten" onSubmit={submit} noValidate>
      <h3 className="forgotten__heading">
        {t('forgotten.heading', { date: formatDay(start, timeZone, i18n.language) })}
      </h3>
      <p>{t('forgotten.lead', { time: from })}</p>
      <label className="forgotten__label" htmlFor={inputId}>
        {t('forgotten.time')}
      </label>
      <input
        id={inputId}
        className="forgotten__input"
        type="time"
        min={from}
        max={to}
        value={value}
        aria-describedby={hintId}
        aria-invalid={invalid}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <p
        id={hintId}
        className={invalid ? 'forgotten__hint forgotten__hint--error' : 'forgotten__hint'}
      >
        {t('forgotten.range', { from, to })}
      </p>
      <p className="forgotten__review">{t('forgotten.review')}</p>
      <button type="submit" className="action-button action-button--clock_in" disabled={busy}>
        {t('action.clock_in')}
      </button>
    </form>
  );
}
