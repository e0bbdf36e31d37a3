import { useTranslation } from 'react-i18next';

import type { CardReaderState } from '../hooks/use-card-reader';

export interface CardPromptProps {
  reader: CardReaderState;
}

/**
 * "Tap your card", and where the card is read by the phone itself (Web NFC) the button that
 * starts it: Chrome only lets a page scan after a tap, the first time.
 */
export function CardPrompt({ reader }: CardPromptProps) {
  const { t } = useTranslation('identify');
  const { startWebNfc } = reader;
  if (startWebNfc) {
    return (
      <button type="button" className="card-prompt card-prompt--start" onClick={startWebNfc}>
        {t('card.startWebNfc')}
      </button>
    );
  }
  const onPhone = reader.source === 'web-nfc' && reader.status?.state === 'ready';
  return <p className="card-prompt">{t(onPhone ? 'card.webNfcReady' : 'card.prompt')}</p>;
}
