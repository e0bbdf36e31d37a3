import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from '@punchcard/shared';

const SHAPE = new RegExp(`^[0-9]{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`);

/**
 * Whether a typed PIN has the shape of one (4 to 8 digits). Whether it is too easy to guess is
 * the API's call (it answers reset_pin_bad_request), so the rule lives in one place.
 */
export const isPinShaped = (pin: string): boolean => SHAPE.test(pin);
