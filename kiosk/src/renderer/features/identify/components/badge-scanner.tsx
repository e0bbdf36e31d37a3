import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CameraProblem } from '@/lib/camera-problem';
import { startQrCameraSession } from '../lib/qr-camera-session';
import { ScanDebouncer } from '../lib/scan-debouncer';

export interface BadgeScannerProps {
  /** The camera runs only while true; false releases it (for the selfie, or nobody's turn). */
  active: boolean;
  /** A badge's QR text, once per badge held up. */
  onScan: (value: string) => void;
  onProblem?: (problem: CameraProblem) => void;
}

/**
 * The camera preview that reads badges continuously while active. One badge held up is one
 * scan (ScanDebouncer); the debouncer outlives pauses, so a badge still held up when the kiosk
 * comes back to idle is not read again at once.
 */
export function BadgeScanner({ active, onScan, onProblem }: BadgeScannerProps) {
  const { t } = useTranslation('identify');
  const id = useId().replace(/[^\w-]/g, '');
  const elementId = `badge-scanner-${id}`;
  const [debouncer] = useState(() => new ScanDebouncer());
  const [started, setStarted] = useState(false);
  const callbacks = useRef({ onScan, onProblem });
  const teardown = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    callbacks.current = { onScan, onProblem };
  });

  useEffect(() => {
    if (!active) return undefined;
    const session = startQrCameraSession({
      elementId,
      after: teardown.current,
      onDecoded: (text) => {
        if (debouncer.accept(text, performance.now())) callbacks.current.onScan(text);
      },
      onStarted: () => {
        setStarted(true);
      },
      onProblem: (problem) => {
        callbacks.current.onProblem?.(problem);
      },
    });
    return () => {
      setStarted(false);
      teardown.current = session.stop();
    };
  }, [active, elementId, debouncer]);

  return (
    <figure
      className="badge-scanner"
      hidden={!active}
      aria-busy={active && !started}
      aria-labelledby={`${elementId}-caption`}
    >
      <div id={elementId} className="badge-scanner__video" />
      <figcaption id={`${elementId}-caption`} className="badge-scanner__caption">
        {t('badge.prompt')}
      </figcaption>
    </figure>
  );
}
