import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '@/components/error-alert';
import type { FlowError } from '@/app/kiosk-flow';

/** Errors with a line on what to do next (the others say it all in their title). */
const withHint = new Set([
  'wrong_pin',
  'unknown_badge',
  'unknown_card',
  'pin_ambiguous',
  'method_disabled',
  'camera_missing',
  'camera_denied',
  'network',
  'punch_failed',
  'unexpected',
]);

/** An identification or punch error; a lock-out counts down to when trying again helps. */
export function FlowErrorAlert({ error }: { error: FlowError }) {
  const { t } = useTranslation('kiosk');
  const remaining = useCountdown(error.retryAfterSeconds ?? 0);
  const locked = error.retryAfterSeconds !== undefined;
  const camera = error.code === 'camera_missing' || error.code === 'camera_denied';

  return (
    <ErrorAlert title={t(`error.${error.code}`)}>
      {locked ? (
        remaining > 0 && (
          <p className="error-alert__countdown">{t('error.retry_in', { count: remaining })}</p>
        )
      ) : withHint.has(error.code) ? (
        <p>{t(`error.${error.code}_hint`)}</p>
      ) : null}
      {camera && <p>{t('error.selfie_required')}</p>}
    </ErrorAlert>
  );
}

function useCountdown(seconds: number): number {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    setRemaining(seconds);
    if (seconds <= 0) return;
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [seconds]);
  return remaining;
}
