import { type CameraProblem, cameraProblemOf } from '@/lib/camera-problem';
import { ignoreInterruptedPlay } from './interrupted-play';

/** Decodes a second: enough for a badge held up, light on a tablet's CPU. */
export const QR_SCAN_FPS = 10;

export interface QrCameraSessionOptions {
  /** The element html5-qrcode renders the video into (React renders nothing inside it). */
  elementId: string;
  /** The previous session's teardown: two sessions never share the element or the camera. */
  after: Promise<void>;
  onDecoded(text: string): void;
  onStarted(): void;
  onProblem(problem: CameraProblem): void;
}

export interface QrCameraSession {
  /** Stops the camera and empties the element; resolves once both are done. */
  stop(): Promise<void>;
}

/**
 * One run of the camera scanner: loads html5-qrcode (a separate chunk, so the kiosk's first load
 * does not carry it), opens the back camera where there is one (any camera otherwise), decodes
 * QR codes only, and on stop() releases the camera. Stopping before it started is safe, which is
 * what React's StrictMode does to every effect.
 */
export function startQrCameraSession(options: QrCameraSessionOptions): QrCameraSession {
  let stopped = false;
  // A function, not the variable: TypeScript would take `stopped` as still false after awaits.
  const isStopped = () => stopped;
  let requestStop: () => void = () => undefined;
  const stopRequested = new Promise<void>((resolve) => {
    requestStop = resolve;
  });

  async function run(): Promise<void> {
    await options.after;
    if (isStopped()) return;
    const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
    ignoreInterruptedPlay();
    if (isStopped()) return;
    const scanner = new Html5Qrcode(options.elementId, {
      formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
      verbose: false,
    });
    try {
      await scanner.start(
        { facingMode: 'environment' },
        { fps: QR_SCAN_FPS },
        (text) => {
          if (!isStopped()) options.onDecoded(text);
        },
        undefined,
      );
    } catch (error) {
      if (!isStopped()) options.onProblem(cameraProblemOf(error));
      scanner.clear();
      return;
    }
    if (!isStopped()) options.onStarted();
    await stopRequested;
    await scanner.stop();
    scanner.clear();
  }

  const done = run().catch((error: unknown) => {
    // The chunk did not load (offline without the service worker's copy) or the camera failed
    // while stopping: either way there is no camera to offer.
    if (!isStopped()) options.onProblem(cameraProblemOf(error));
  });

  return {
    stop: () => {
      stopped = true;
      requestStop();
      return done;
    },
  };
}
