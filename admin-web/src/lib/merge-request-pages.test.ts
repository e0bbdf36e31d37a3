import { mergeRequestPages, nextKindCursors } from '@/lib/merge-request-pages';
import type { RequestList, TimeRequest } from '@/lib/wire';

function request(id: string, kind: TimeRequest['kind'], createdAt: number): TimeRequest {
  return {
    id,
    idWorkspace: 'w',
    idUser: 'u',
    kind,
    requestType: 'ADD',
    status: 'pending',
    idTimestamp: null,
    idWorkspaceTime: null,
    idBreak: null,
    start: 100,
    end: 200,
    idProject: null,
    idTask: null,
    idCategory: null,
    tags: [],
    description: null,
    reason: 'why',
    isDraft: false,
    createdAt,
    submittedAt: createdAt,
    reviewedAt: null,
    isApproved: null,
    reviewedBy: null,
    deletedAt: null,
    memberName: 'Ada',
    memberEmail: 'ada@example.com',
  };
}

function list(items: TimeRequest[], total: number, nextCursor: string | null): RequestList {
  return { items, total, page: null, item: null, nextCursor, previousCursor: null };
}

describe('merging the kinds of requests', () => {
  it('shows every kind newest first once all are read', () => {
    const merged = mergeRequestPages(
      ['workspace_time', 'activity'],
      [
        {
          workspace_time: list([request('a', 'workspace_time', 50)], 1, null),
          activity: list([request('b', 'activity', 70), request('c', 'activity', 10)], 2, null),
        },
      ],
    );
    expect(merged.items.map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(merged.total).toBe(3);
    expect(merged.hasMore).toBe(false);
  });

  it('holds back what is older than an unread page of another kind', () => {
    const first = {
      workspace_time: list(
        [request('a', 'workspace_time', 90), request('b', 'workspace_time', 60)],
        3,
        'wt-1',
      ),
      activity: list([request('c', 'activity', 80), request('d', 'activity', 20)], 2, null),
    };
    const merged = mergeRequestPages(['workspace_time', 'activity'], [first]);
    // The workspace times after 60 could be newer than 20: 'd' waits.
    expect(merged.items.map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(merged.hasMore).toBe(true);
    expect(merged.total).toBe(5);

    const second = { workspace_time: list([request('e', 'workspace_time', 30)], 3, null) };
    const all = mergeRequestPages(['workspace_time', 'activity'], [first, second]);
    expect(all.items.map((item) => item.id)).toEqual(['a', 'c', 'b', 'e', 'd']);
    expect(all.hasMore).toBe(false);
  });

  it('continues only the kinds that have more', () => {
    const page = {
      workspace_time: list([], 0, null),
      break: list([request('a', 'break', 1)], 5, 'br-1'),
    };
    expect(nextKindCursors(['workspace_time', 'break'], {}, page)).toEqual({
      workspace_time: null,
      break: 'br-1',
    });
    const last = { break: list([request('b', 'break', 0)], 5, null) };
    expect(
      nextKindCursors(['workspace_time', 'break'], { workspace_time: null, break: 'br-1' }, last),
    ).toBeUndefined();
  });
});
