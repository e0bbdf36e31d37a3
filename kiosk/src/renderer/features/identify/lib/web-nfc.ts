import { normalizeCardUid } from '@punchcard/shared';

// Web NFC (Chrome on Android) is not in TypeScript's DOM library: the little this kiosk uses.
interface NdefReadingEvent extends Event {
  /** The card's UID as "04:a1:b2:..." (lower-case hex bytes), or "" when the tag hides it. */
  readonly serialNumber: string;
}

export interface NdefReaderLike extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
}

type NdefReaderConstructor = new () => NdefReaderLike;

function ndefReaderClass(): NdefReaderConstructor | null {
  const candidate = (window as Window & { NDEFReader?: NdefReaderConstructor }).NDEFReader;
  return 'NDEFReader' in window && candidate ? candidate : null;
}

export function hasWebNfc(): boolean {
  return ndefReaderClass() !== null;
}

/** Web NFC's serial number as the UID the API knows (upper-case hex), or null. */
export function uidFromSerialNumber(serialNumber: string): string | null {
  return normalizeCardUid(serialNumber);
}

/**
 * Whether the page may scan without a tap first: Chrome asks once, on a user gesture, and
 * remembers. Browsers without the "nfc" permission name throw, which means "ask".
 */
export async function webNfcGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'nfc' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * Scans until `signal` aborts; resolves once scanning runs and rejects as NDEFReader.scan does
 * (NotAllowedError: refused; NotSupportedError: no NFC or it is off). Tags without a UID are
 * ignored.
 */
export async function startWebNfcScan(
  signal: AbortSignal,
  onUid: (uid: string) => void,
): Promise<void> {
  const Reader = ndefReaderClass();
  if (!Reader) throw new DOMException('Web NFC is not available', 'NotSupportedError');
  const reader = new Reader();
  reader.addEventListener(
    'reading',
    (event) => {
      const uid = uidFromSerialNumber((event as NdefReadingEvent).serialNumber);
      if (uid) onUid(uid);
    },
    { signal },
  );
  await reader.scan({ signal });
}
