import { useState } from 'react';
import { useSearchParams } from 'react-router';

import {
  type DateRange,
  rangeFromSearch,
  rangeProblem,
} from '@/features/projects/utils/date-range';

/**
 * The days a project page covers, kept in the address (`?from=&to=`) so a view can be shared.
 * The fields may hold a range being typed; only a valid one reaches the address and the reads.
 */
export function useRangeParam() {
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search);
  const [draft, setDraft] = useState<DateRange>(range);
  // Back and forward move the address under the fields: they follow it.
  const [seen, setSeen] = useState(range);
  if (seen.from !== range.from || seen.to !== range.to) {
    setSeen(range);
    setDraft(range);
  }

  const change = (next: DateRange) => {
    setDraft(next);
    if (rangeProblem(next) !== null) return;
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  };

  return { range, draft, change };
}
