import { PIN_MAX_LENGTH, PIN_MIN_LENGTH, type PinProblem, pinProblem } from '@punchcard/shared';

/**
 * The API's English for each refusal; the rule itself is shared with the web forms
 * (@punchcard/shared `pinProblem`), and the error key, not this text, is the contract.
 */
const REFUSALS: Record<PinProblem, string> = {
  shape: `A PIN is ${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits.`,
  guessable: 'This PIN is too easy to guess.',
};

/** Why the API refuses a new PIN, in words, or null when it may be used. */
export function pinRefusal(pin: string): string | null {
  const problem = pinProblem(pin);
  return problem ? REFUSALS[problem] : null;
}
