import { useEffect, useState } from 'react';

/** The current time, updated on each whole second so the display never lags the wall clock. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, 1000 - current.getMilliseconds());
    };
    timer = setTimeout(tick, 1000 - new Date().getMilliseconds());
    return () => {
      clearTimeout(timer);
    };
  }, []);

  return now;
}
