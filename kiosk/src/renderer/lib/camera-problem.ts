/** Why a camera cannot be used: none there (or no camera API), or the browser refused it. */
export type CameraProblem = 'missing' | 'denied';

/**
 * getUserMedia's errors, as DOMExceptions (react-webcam's onUserMediaError, for the selfie) or as
 * html5-qrcode's strings that quote them ("Error getting userMedia, error = NotAllowedError:
 * Permission denied", for the badge scanner).
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  const text =
    typeof error === 'object' && error !== null && 'name' in error
      ? String(error.name)
      : String(error);
  return /NotAllowed|Permission|Security/i.test(text) ? 'denied' : 'missing';
}
