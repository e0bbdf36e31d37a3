// One clock for the whole app: each `setInterval` of its own would tick at its own phase, and a
// work timer and an activity timer side by side would flip a fraction of a second apart. This
// one ticks on the second boundary and only while watched (`useNow` in hooks/use-now).
import type { UnixSeconds } from '@punchcard/shared';

/** The current time in unix seconds. */
export const nowSeconds = (): UnixSeconds => Math.floor(Date.now() / 1000);

const listeners = new Set<() => void>();
let current = nowSeconds();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  current = nowSeconds();
  for (const listener of listeners) listener();
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
}

/** Watches the clock: `listener` runs on every second boundary until the returned stop. */
export function subscribeToSeconds(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) timer = setTimeout(tick, 1000 - (Date.now() % 1000));
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The second the clock last ticked; unwatched, the stored one may be old, so it is taken afresh. */
export function currentSecond(): UnixSeconds {
  if (listeners.size === 0) current = nowSeconds();
  return current;
}
