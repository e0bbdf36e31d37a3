// The kiosk by device phase: starting, unpaired, blocked (revoked, locked, turned off), or at
// work. A pairing link (`?pair=CODE`) pairs whatever the phase: it is how a manager re-pairs too.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { KioskScreens } from '@/app/kiosk-screens';
import { pairWith } from '@/app/pairing-problem';
import { Logo } from '@/components/logo';
import { DeviceBlockedScreen } from '@/features/pairing/components/device-blocked-screen';
import { PairingForm } from '@/features/pairing/components/pairing-form';
import { PairingScreen } from '@/features/pairing/components/pairing-screen';
import { takePairingCode } from '@/features/pairing/utils/pairing-link';
import { setLocale } from '@/i18n/i18n';
import { useEngine, useEngineSnapshot } from '@/lib/engine-context';

export function App() {
  const { t } = useTranslation('kiosk');
  const engine = useEngine();
  const snapshot = useEngineSnapshot();
  const [linkCode, setLinkCode] = useState(takePairingCode);
  const pair = useCallback(
    async (code: string) => {
      const problem = await pairWith((value) => engine.pair(value), code);
      if (problem === null) setLinkCode(null);
      return problem;
    },
    [engine],
  );

  // Outside the working screens (which reset it per person), speak the workspace's language.
  const defaultLocale = snapshot.config?.default_locale;
  useEffect(() => {
    if (defaultLocale) void setLocale(defaultLocale);
  }, [defaultLocale]);

  if (snapshot.phase === 'loading') {
    return (
      <main className="screen loading" aria-busy="true">
        <Logo />
        <p>{t('app.loading')}</p>
      </main>
    );
  }
  if (snapshot.phase === 'unpaired' || linkCode !== null) {
    return (
      <PairingScreen
        onPair={pair}
        linkCode={linkCode}
        onDismiss={
          snapshot.phase === 'unpaired'
            ? undefined
            : () => {
                setLinkCode(null);
              }
        }
      />
    );
  }
  if (snapshot.phase === 'revoked') {
    return (
      <DeviceBlockedScreen reason="revoked" queued={snapshot.queued}>
        <PairingForm onPair={pair} />
      </DeviceBlockedScreen>
    );
  }
  const config = snapshot.config;
  if (snapshot.phase === 'locked' || snapshot.phase === 'disabled' || config?.enabled === false) {
    return (
      <DeviceBlockedScreen
        reason={snapshot.phase === 'locked' ? 'locked' : 'disabled'}
        queued={snapshot.queued}
      />
    );
  }
  if (!config) {
    // Paired, but the first configuration has not arrived yet (it needs the server once).
    return (
      <main className="screen loading" aria-busy="true">
        <Logo />
        <p>{t('app.loading')}</p>
      </main>
    );
  }
  return <KioskScreens engine={engine} snapshot={snapshot} config={config} />;
}
