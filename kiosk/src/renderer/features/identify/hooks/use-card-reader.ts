import { useCallback, useEffect, useRef, useState } from 'react';

// Types only (erased), so neither Vite nor jest needs to resolve the alias.
import type { KioskBridge, NfcStatus } from '@bridge/kiosk-bridge';
import { attachWedgeKeyboard } from '../lib/wedge-keyboard';
import { hasWebNfc, startWebNfcScan, webNfcGranted } from '../lib/web-nfc';

/**
 * Where cards come from: Electron's PC/SC service through the preload bridge, Web NFC (Chrome on
 * Android), or else only a keyboard-wedge reader. The wedge detector runs on every platform, as
 * a USB reader that types is the cheapest there is.
 */
export type CardReaderSource = 'bridge' | 'wedge' | 'web-nfc';

export interface CardReaderState {
  source: CardReaderSource;
  /** The reader's state where it can be known (bridge, Web NFC); null for a wedge reader. */
  status: NfcStatus | null;
  /** Web NFC only starts on a tap the first time: offered until it scans. */
  startWebNfc?: () => void;
}

export interface UseCardReaderOptions {
  /** Cards count only while true (idle); the reader stays set up so status keeps coming. */
  active: boolean;
  onCard: (uid: string) => void;
}

/** Shown as the reader's name when Web NFC scans: the phone's own antenna. */
export const WEB_NFC_READER = 'Web NFC';

function kioskBridge(): KioskBridge | null {
  return (window as Window & { punchcardKiosk?: KioskBridge }).punchcardKiosk ?? null;
}

function webNfcFailure(error: unknown): NfcStatus | null {
  // NotSupportedError: no NFC hardware or it is switched off. Anything else (refused): ask again.
  return error instanceof DOMException && error.name === 'NotSupportedError'
    ? { state: 'no-reader' }
    : null;
}

export function useCardReader({ active, onCard }: UseCardReaderOptions): CardReaderState {
  const [bridge] = useState(kioskBridge);
  const [webNfc] = useState(() => bridge === null && hasWebNfc());
  const [status, setStatus] = useState<NfcStatus | null>(null);
  const onCardRef = useRef(onCard);
  const activeRef = useRef(active);
  const scanRef = useRef<AbortController | null>(null);

  useEffect(() => {
    onCardRef.current = onCard;
    activeRef.current = active;
  });

  useEffect(
    () =>
      bridge?.nfc.onStatus((next) => {
        setStatus(next);
      }),
    [bridge],
  );

  useEffect(() => {
    if (!bridge || !active) return undefined;
    return bridge.nfc.onCard((uid) => {
      onCardRef.current(uid);
    });
  }, [bridge, active]);

  useEffect(() => {
    if (!active) return undefined;
    return attachWedgeKeyboard((uid) => {
      onCardRef.current(uid);
    });
  }, [active]);

  const startWebNfc = useCallback(() => {
    if (scanRef.current) return;
    const controller = new AbortController();
    scanRef.current = controller;
    setStatus({ state: 'starting' });
    startWebNfcScan(controller.signal, (uid) => {
      if (activeRef.current) onCardRef.current(uid);
    }).then(
      () => {
        if (!controller.signal.aborted) setStatus({ state: 'ready', reader: WEB_NFC_READER });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        scanRef.current = null;
        setStatus(webNfcFailure(error));
      },
    );
  }, []);

  useEffect(() => {
    if (!webNfc) return undefined;
    let mounted = true;
    // Once allowed, Chrome lets the page scan without a tap: a reload keeps cards working.
    void webNfcGranted().then((granted) => {
      if (granted && mounted) startWebNfc();
    });
    return () => {
      mounted = false;
      scanRef.current?.abort();
      scanRef.current = null;
    };
  }, [webNfc, startWebNfc]);

  if (bridge) return { source: 'bridge', status };
  if (!webNfc) return { source: 'wedge', status: null };
  const scanning = status?.state === 'ready' || status?.state === 'starting';
  return scanning ? { source: 'web-nfc', status } : { source: 'web-nfc', status, startWebNfc };
}
