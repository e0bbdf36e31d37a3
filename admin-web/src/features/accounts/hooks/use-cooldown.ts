import { useCallback, useEffect, useState } from 'react';

/** A new code or link can be asked for this long after the last one, so nobody floods an inbox. */
export const RESEND_COOLDOWN_SECONDS = 30;

/**
 * Seconds left before something may be done again (sending another code or link), counting down
 * once a second; it starts running at once, as the page opens right after a send.
 */
export function useCooldown(seconds: number): { secondsLeft: number; restart: () => void } {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(seconds);

  useEffect(() => {
    const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
    setSecondsLeft(left());
    const timer = setInterval(() => {
      const now = left();
      setSecondsLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [until]);

  const restart = useCallback(() => {
    setUntil(Date.now() + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, restart };
}
