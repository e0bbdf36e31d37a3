import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '@/components/error-alert';
import { CardPrompt } from '@/features/identify/components/card-prompt';
import type { CardReaderState } from '@/features/identify/hooks/use-card-reader';

/**
 * What the idle screen adds under "Tap your card": that the reader is missing, or on a phone
 * (Web NFC) the tap that starts it and where to hold the card. A wedge reader needs no words.
 */
export function CardReaderStatus({ reader }: { reader: CardReaderState }) {
  const { t } = useTranslation('kiosk');
  const state = reader.status?.state;

  if (state === 'no-reader' || state === 'no-service') {
    return (
      <ErrorAlert title={t('error.reader_missing')}>
        <p>{t('error.reader_missing_hint')}</p>
      </ErrorAlert>
    );
  }
  return reader.source === 'web-nfc' ? <CardPrompt reader={reader} /> : null;
}
