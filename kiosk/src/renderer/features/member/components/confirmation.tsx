import type { PunchAction, UnixSeconds } from '@punchcard/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '@/i18n/format';
import { refusalReasonKey } from '@/i18n/refusal-reason';
import { playPunchSound } from '@/features/member/utils/sound';

interface ConfirmationProps {
  /** Who punched, as the member's screen named them. */
  who: string;
  action: PunchAction;
  at: UnixSeconds;
  offline: boolean;
  timeZone: string;
  /** The server's error key, if it refused the punch while this is still on screen. */
  refusedKey?: string | null;
}

/** Who, what, when, in a colour per action a colleague passing by can read, with a chime. */
export function Confirmation({
  who,
  action,
  at,
  offline,
  timeZone,
  refusedKey,
}: ConfirmationProps) {
  const { t, i18n } = useTranslation('kiosk');

  useEffect(() => {
    playPunchSound(action);
  }, [action, at]);

  return (
    <main className={`screen confirmation confirmation--${action}`}>
      <div className="confirmation__card" role="status" aria-label={t('done.label')}>
        <p className="confirmation__what">{t(`done.${action}`)}</p>
        <p className="confirmation__who">{who}</p>
        <p className="confirmation__when">
          {t('done.at', { time: formatTime(at, timeZone, i18n.language) })}
        </p>
        {offline && <p className="confirmation__offline">{t('done.offline')}</p>}
      </div>
      {refusedKey && (
        <p className="confirmation__refused" role="alert">
          {t('done.refused', { reason: t(refusalReasonKey(refusedKey)) })}
        </p>
      )}
      <p className="confirmation__hint">{t('done.tapToClose')}</p>
    </main>
  );
}
