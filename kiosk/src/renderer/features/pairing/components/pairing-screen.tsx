import { useTranslation } from 'react-i18next';

import { Logo } from '@/components/logo';
import { PairingForm, type PairingProblem } from '@/features/pairing/components/pairing-form';

interface PairingScreenProps {
  onPair: (code: string) => Promise<PairingProblem | null>;
  linkCode?: string | null;
  /** A paired kiosk opened a pairing link: it may go back to work if the code fails. */
  onDismiss?: () => void;
}

/** An unpaired kiosk: what it needs, and where a manager gets it. */
export function PairingScreen({ onPair, linkCode = null, onDismiss }: PairingScreenProps) {
  const { t } = useTranslation('kiosk');
  return (
    <main className="screen pairing">
      <Logo />
      <h1>{t('pairing.heading')}</h1>
      <p className="pairing__lead">{t('pairing.lead')}</p>
      <PairingForm onPair={onPair} linkCode={linkCode} />
      {onDismiss && (
        <button type="button" className="button" onClick={onDismiss}>
          {t('pairing.keep')}
        </button>
      )}
    </main>
  );
}
