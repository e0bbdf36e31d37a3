import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from './contracts/kiosk-identity.js';

/**
 * The kiosk PIN rule (time-tracking-spec section 2, projects-billing-spec section 7), one for the
 * API that enforces it and the web forms that warn before sending.
 */

const DIGITS = new RegExp(`^[0-9]{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`);

/**
 * PINs people pick first and attackers try first, beyond the patterns below: years and dates
 * of the last century are left out on purpose (refusing them all would refuse a quarter of the
 * space), these are the ones every leaked-PIN study tops its list with.
 */
const DENIED = new Set(['1004', '1122', '2000', '2580', '0852', '6969', '1998', '1999']);

/** Why a PIN may not be chosen: not 4 to 8 digits, or too easy to guess. */
export type PinProblem = 'shape' | 'guessable';

/** Whether `value` has the shape of a PIN at all: 4 to 8 ASCII digits. */
export function isPinShaped(value: string): boolean {
  return DIGITS.test(value);
}

/** Each digit one more (or one less, with `step` -1) than the one before, wrapping 9 -> 0. */
function isRun(pin: string, step: 1 | -1): boolean {
  for (let i = 1; i < pin.length; i += 1) {
    if ((Number(pin[i - 1]) + step + 10) % 10 !== Number(pin[i])) return false;
  }
  return true;
}

/** A short block repeated to fill the PIN: 0000, 1212, 123123, 12341234. */
function isRepeatedBlock(pin: string): boolean {
  for (let size = 1; size <= pin.length / 2; size += 1) {
    if (pin.length % size === 0 && pin.slice(0, size).repeat(pin.length / size) === pin) {
      return true;
    }
  }
  return false;
}

/**
 * Why a new PIN is refused, or null when it may be used: not 4 to 8 digits, or guessable by
 * pattern (a repeated digit or block, an ascending or descending run, a well-known PIN).
 */
export function pinProblem(pin: string): PinProblem | null {
  if (!isPinShaped(pin)) return 'shape';
  if (isRepeatedBlock(pin) || isRun(pin, 1) || isRun(pin, -1) || DENIED.has(pin)) {
    return 'guessable';
  }
  return null;
}
