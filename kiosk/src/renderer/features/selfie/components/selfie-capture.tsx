import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type Webcam from 'react-webcam';

import { type CameraProblem, cameraProblemOf } from '@/lib/camera-problem';
import { jpegFromDataUrl } from '../lib/jpeg-from-data-url';

// Its own chunk: only kiosks that ask for selfies load it, and only when one is taken.
const LazyWebcam = lazy(() => import('react-webcam'));

export const SELFIE_COUNTDOWN_FROM = 3;
/** How long the photo stays on screen before it is handed over (time to see it, or retake). */
export const SELFIE_PREVIEW_MS = 1500;
export const SELFIE_SIZE = { width: 640, height: 480 } as const;
export const SELFIE_JPEG_QUALITY = 0.85;
/** The first frames may not be there yet when the countdown ends: try again for a moment. */
const SHOT_RETRIES = 10;
const SHOT_RETRY_MS = 100;

const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  facingMode: 'user',
  width: { ideal: SELFIE_SIZE.width },
  height: { ideal: SELFIE_SIZE.height },
};

export interface SelfieCaptureProps {
  onCapture: (jpeg: Blob) => void;
  onCancel: () => void;
  onProblem: (problem: CameraProblem) => void;
}

type Phase =
  | { step: 'starting' }
  | { step: 'countdown'; left: number }
  | { step: 'shooting'; tries: number }
  | { step: 'preview'; photo: string; jpeg: Blob };

/**
 * The front camera, a 3-2-1 countdown, the shot (a 640x480 JPEG), and the photo shown for a
 * moment before it is handed over, with a chance to retake it.
 */
export function SelfieCapture({ onCapture, onCancel, onProblem }: SelfieCaptureProps) {
  const { t } = useTranslation('identify');
  const webcam = useRef<Webcam>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'starting' });
  const callbacks = useRef({ onCapture, onProblem });

  useEffect(() => {
    callbacks.current = { onCapture, onProblem };
  });

  useEffect(() => {
    if (phase.step === 'countdown') {
      const timer = setTimeout(() => {
        setPhase(
          phase.left > 1
            ? { step: 'countdown', left: phase.left - 1 }
            : { step: 'shooting', tries: 0 },
        );
      }, 1000);
      return () => {
        clearTimeout(timer);
      };
    }
    if (phase.step === 'shooting') {
      const photo = webcam.current?.getScreenshot(SELFIE_SIZE) ?? null;
      const jpeg = photo ? jpegFromDataUrl(photo) : null;
      if (photo && jpeg) {
        setPhase({ step: 'preview', photo, jpeg });
        return undefined;
      }
      if (phase.tries >= SHOT_RETRIES) {
        callbacks.current.onProblem('missing');
        return undefined;
      }
      const timer = setTimeout(() => {
        setPhase({ step: 'shooting', tries: phase.tries + 1 });
      }, SHOT_RETRY_MS);
      return () => {
        clearTimeout(timer);
      };
    }
    if (phase.step === 'preview') {
      const timer = setTimeout(() => {
        callbacks.current.onCapture(phase.jpeg);
      }, SELFIE_PREVIEW_MS);
      return () => {
        clearTimeout(timer);
      };
    }
    return undefined;
  }, [phase]);

  const startCountdown = () => {
    setPhase({ step: 'countdown', left: SELFIE_COUNTDOWN_FROM });
  };

  return (
    <section className="selfie-capture" aria-label={t('selfie.heading')}>
      <p className="selfie-capture__prompt">{t('selfie.heading')}</p>
      <div className="selfie-capture__camera" hidden={phase.step === 'preview'}>
        <Suspense fallback={null}>
          <LazyWebcam
            ref={webcam}
            audio={false}
            mirrored
            screenshotFormat="image/jpeg"
            screenshotQuality={SELFIE_JPEG_QUALITY}
            videoConstraints={VIDEO_CONSTRAINTS}
            onUserMedia={startCountdown}
            onUserMediaError={(error) => {
              callbacks.current.onProblem(cameraProblemOf(error));
            }}
          />
        </Suspense>
      </div>
      {phase.step === 'starting' && (
        <p className="selfie-capture__status">{t('selfie.starting')}</p>
      )}
      {phase.step === 'countdown' && (
        <p className="selfie-capture__countdown" role="status">
          {t('selfie.countdown', { n: phase.left })}
        </p>
      )}
      {phase.step === 'preview' && (
        <img
          className="selfie-capture__photo"
          src={phase.photo}
          alt={t('selfie.photo')}
          width={SELFIE_SIZE.width}
          height={SELFIE_SIZE.height}
        />
      )}
      <div className="selfie-capture__actions">
        {phase.step === 'preview' && (
          <button type="button" onClick={startCountdown}>
            {t('selfie.retake')}
          </button>
        )}
        <button type="button" onClick={onCancel}>
          {t('selfie.cancel')}
        </button>
      </div>
    </section>
  );
}
