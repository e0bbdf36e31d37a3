/** Seconds left as `m:ss` (a pairing code lives 15 minutes, card enrolment 60 s), never below `0:00`. */
export function formatCountdown(secondsLeft: number): string {
  const whole = Math.max(0, Math.floor(secondsLeft));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
