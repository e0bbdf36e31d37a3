import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Logo } from '@/components/logo';

interface DeviceBlockedScreenProps {
  reason: 'revoked' | 'locked' | 'disabled';
  /** Punches still in the journal: a manager should know before wiping the device. */
  queued: number;
  /** What fixes it on the device itself (a new pairing code, for a revoked kiosk). */
  children?: ReactNode;
}

/** A kiosk that cannot punch says so plainly, and who can fix it where. */
export function DeviceBlockedScreen({ reason, queued, children }: DeviceBlockedScreenProps) {
  const { t } = useTranslation('kiosk');
  return (
    <main className={`screen blocked blocked--${reason}`}>
      <Logo />
      <div className="blocked__message" role="alert">
        <h1>{t(`blocked.${reason}.heading`)}</h1>
        <p>{t(`blocked.${reason}.body`)}</p>
      </div>
      {queued > 0 && <p className="blocked__unsent">{t('blocked.unsent', { count: queued })}</p>}
      {children}
    </main>
  );
}
