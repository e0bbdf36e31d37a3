import { useSyncExternalStore } from 'react';

import { currentSecond, subscribeToSeconds } from '@/lib/now';

const untouched = () => () => undefined;

/**
 * The current unix second, shared by every timer on screen: re-renders each second while
 * `ticking`, otherwise it is the time of the latest render.
 */
export function useNow(ticking: boolean): number {
  return useSyncExternalStore(ticking ? subscribeToSeconds : untouched, currentSecond);
}
