import type { KioskMethod } from '@punchcard/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/avatar';
import { Clock } from '@/features/idle/components/clock';

interface IdleScreenProps {
  workspace: { name: string; avatar: string | null; time_zone: string };
  methods: KioskMethod[];
  /** The PIN pad, composed by the app (features never import each other). */
  pinPad: ReactNode;
  /** The camera's view while it scans for badges. */
  badgeScanner: ReactNode;
  /** The card reader's state, if it has something to say (a missing reader). */
  cardStatus?: ReactNode;
  sync: ReactNode;
  presence: ReactNode;
  /** The last identification's error, or "Checking…" while one runs. */
  notice: ReactNode;
}

/** What the room sees between punches: who this kiosk belongs to, the time, how to punch. */
export function IdleScreen({
  workspace,
  methods,
  pinPad,
  badgeScanner,
  cardStatus,
  sync,
  presence,
  notice,
}: IdleScreenProps) {
  const { t, i18n } = useTranslation('kiosk');
  const has = (method: KioskMethod) => methods.includes(method);

  return (
    <main className="screen idle">
      <header className="idle__header">
        <Avatar src={workspace.avatar} name={workspace.name} />
        <h1 className="idle__workspace">{workspace.name}</h1>
      </header>
      <Clock timeZone={workspace.time_zone} locale={i18n.language} />
      <div className="idle__notice">{notice}</div>
      <section className="idle__methods" aria-label={t('idle.methods')}>
        {methods.length === 0 && <p className="idle__no-method">{t('idle.noMethod')}</p>}
        {has('pin') && (
          <div className="method method--pin">
            <h2 className="method__title">{t('idle.pin')}</h2>
            {pinPad}
          </div>
        )}
        {(has('qr') || has('nfc')) && (
          <div className="idle__other-methods">
            {has('qr') && (
              <div className="method method--qr">
                <h2 className="method__title">{t('idle.badge')}</h2>
                {badgeScanner}
              </div>
            )}
            {has('nfc') && (
              <div className="method method--nfc">
                <h2 className="method__title">
                  <span className="method__icon" aria-hidden="true">
                    ((•))
                  </span>{' '}
                  {t('idle.card')}
                </h2>
                {cardStatus}
              </div>
            )}
          </div>
        )}
      </section>
      {presence}
      <footer className="idle__footer">{sync}</footer>
    </main>
  );
}
