// The API lists one kind of request at a time, newest first, by cursor. "All kinds" reads the
// kinds side by side and merges them; an item is shown only once no unread item of another kind
// can be newer, so "load more" never slips an older page in above what is already shown.
import type { RequestKind } from '@punchcard/shared';

import type { RequestList, TimeRequest } from '@/lib/wire';

/** Where each kind's list stands: not read yet (undefined), a cursor to go on from, or done (null). */
export type KindCursors = Partial<Record<RequestKind, string | null>>;

/** One "page" of the merged list: a page of each kind that still had some. */
export type MergedPage = Partial<Record<RequestKind, RequestList>>;

/** The cursors after `page`, read from `cursors`; undefined when every kind is done. */
export function nextKindCursors(
  kinds: readonly RequestKind[],
  cursors: KindCursors,
  page: MergedPage,
): KindCursors | undefined {
  const next: KindCursors = {};
  for (const kind of kinds) {
    next[kind] = cursors[kind] === null ? null : (page[kind]?.nextCursor ?? null);
  }
  return kinds.some((kind) => next[kind] !== null) ? next : undefined;
}

/** Newest first, as the API orders each kind (creation time, then id). */
function newestFirst(a: TimeRequest, b: TimeRequest): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export interface MergedRequests {
  /** What can be shown, newest first. */
  items: TimeRequest[];
  /** How many match over every kind (the API's totals). */
  total: number;
  /** Whether some kind has more to read. */
  hasMore: boolean;
}

export function mergeRequestPages(
  kinds: readonly RequestKind[],
  pages: readonly MergedPage[],
): MergedRequests {
  const all: TimeRequest[] = [];
  // The oldest item read so far of each kind that still has more: nothing older may show yet.
  let frontier = Number.NEGATIVE_INFINITY;
  let hasMore = false;
  const first = pages[0];
  const total = kinds.reduce((sum, kind) => sum + (first?.[kind]?.total ?? 0), 0);

  for (const kind of kinds) {
    const lists = pages.map((page) => page[kind]).filter((list) => list !== undefined);
    for (const list of lists) all.push(...list.items);
    const last = lists.at(-1);
    if (last?.nextCursor != null) {
      hasMore = true;
      const oldest = last.items.at(-1);
      if (oldest !== undefined) frontier = Math.max(frontier, oldest.createdAt);
    }
  }

  const items = all.filter((item) => item.createdAt >= frontier).sort(newestFirst);
  return { items, total, hasMore };
}
