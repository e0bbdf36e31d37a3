// The NFC process's messages (src/node/nfc/nfc-messages.ts), checked and cleaned before they
// reach the renderer: that process parses whatever a card and a reader send. Electron-free, so
// unit-tested.
import { normalizeCardUid } from '@punchcard/shared';

import type { NfcStatus } from '../bridge/kiosk-bridge.js';
import { isNfcProcessMessage, type NfcProcessMessage } from '../node/nfc/nfc-messages.js';

/** Longer than any PC/SC reader name: a longer one is not a reader's. */
const MAX_READER_NAME = 200;

function cleanStatus(status: NfcStatus): NfcStatus | null {
  if (status.state !== 'ready') return { state: status.state };
  return status.reader.length <= MAX_READER_NAME ? { state: 'ready', reader: status.reader } : null;
}

/** The message with only the fields the renderer expects; null for anything else (dropped). */
export function parseNfcMessage(message: unknown): NfcProcessMessage | null {
  if (!isNfcProcessMessage(message)) return null;
  switch (message.type) {
    case 'card': {
      const uid = normalizeCardUid(message.uid);
      return uid === null ? null : { type: 'card', uid };
    }
    case 'status': {
      const status = cleanStatus(message.status);
      return status === null ? null : { type: 'status', status };
    }
    case 'log':
      return { type: 'log', message: message.message };
  }
}
