import { useSyncExternalStore } from 'react';

// One clock for every timer of the time-tracking screens: each `setInterval` of its own would
// tick at its own phase, and a work timer and an activity timer side by side would flip a
// fraction of a second apart. This one ticks on the second boundary and only while watched.

const listeners = new Set<() => void>();
let current = Math.floor(Date.now() / 1000);
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  current = Math.floor(Date.now() / 1000);
  for (const listener of listeners) listener();
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
}

function subscribe(listener: () => void) {
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

function snapshot(): number {
  // Nobody watches: the stored second may be old; take the time afresh.
  if (listeners.size === 0) current = Math.floor(Date.now() / 1000);
  return current;
}

const untouched = () => () => undefined;

/**
 * The current unix second, shared by every timer on screen: re-renders each second while
 * `ticking`, otherwise it is the time of the latest render.
 */
export function useTickingNow(ticking: boolean): number {
  return useSyncExternalStore(ticking ? subscribe : untouched, snapshot);
}
