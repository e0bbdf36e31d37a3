/** Why a camera cannot be used: none there (or no camera API), or the browser refused it. */
export type CameraProblem = 'missing' | 'denied';

/**
 * react-webcam's onUserMediaError gives getUserMedia's DOMException (or a string). The same
 * rule as the badge scanner's (features do not import each other, and it is three lines).
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  const text =
    typeof error === 'object' && error !== null && 'name' in error
      ? String(error.name)
      : String(error);
  return /NotAllowed|Permission|Security/i.test(text) ? 'denied' : 'missing';
}
