// What the clock's short timer shows (time-tracking-spec section 4): `Ns` under a minute,
// `MM:SS` under an hour, `HH:MM:SS` beyond.
const SHORT_TIMER = '(\\d{1,2}s|\\d{2}:\\d{2}|\\d{2}:\\d{2}:\\d{2})';

/** A short timer showing one second or more. */
export const AT_LEAST_A_SECOND = /^([1-9]\d*s|\d{2}:\d{2}|\d{2}:\d{2}:\d{2})$/;

/** The document title while a timer runs: `42s - Clock | Punchcard`. */
export const timedTitle = (page: string): RegExp =>
  new RegExp(`^${SHORT_TIMER} - ${page} \\| Punchcard$`);
