import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import {
  type Period,
  periodFromSearch,
  periodSearch,
} from '@/features/workspace-times/utils/period';

/**
 * The period shown, kept in the address (`?day=` / `?week=`): moving through periods adds
 * history entries, so the browser's back button returns to the previous one.
 */
export function usePeriod(): [Period, (period: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const text = search.toString();
  // Parsed from the text, so the object stays the same between renders of the same address.
  const period = useMemo(() => periodFromSearch(new URLSearchParams(text)), [text]);
  const change = useCallback(
    (next: Period) => {
      setSearch(new URLSearchParams(periodSearch(next)));
    },
    [setSearch],
  );
  return [period, change];
}
