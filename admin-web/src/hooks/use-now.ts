import { useEffect, useState } from 'react';

/** The current time in unix seconds, ticking every second while `ticking` (else frozen). */
export function useNowSeconds(ticking: boolean): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Math.floor(Date.now() / 1000));
    const timer = setInterval(() => {
      setNow(Math.floor(Date.now() / 1000));
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [ticking]);
  return now;
}
