import { type WorkStatus, WorkStatus as Status } from '@punchcard/shared';

import type { TeamMemberStatus } from '@/features/team-board/api/team-status-queries';
import type { Member } from '@/lib/wire';

/** One line of the board: who, and where they stand. */
export interface BoardRow {
  idUser: string;
  name: string;
  avatar: string | null;
  status: WorkStatus;
  since: number | null;
  location: string | null;
}

const order: Record<WorkStatus, number> = {
  [Status.Working]: 0,
  [Status.Break]: 1,
  [Status.NotWorking]: 2,
};

/**
 * The board's lines: every ACTIVE member the status read names, with the member list's name and
 * picture; those at work first (longest there first), then on a break, then the rest by name.
 */
export function boardRows(
  statuses: readonly TeamMemberStatus[],
  members: readonly Member[],
  collator: Intl.Collator,
): BoardRow[] {
  const byId = new Map(members.map((member) => [member.idUser, member]));
  return statuses
    .flatMap((status): BoardRow[] => {
      const member = byId.get(status.idUser);
      if (member === undefined) return [];
      return [
        {
          idUser: status.idUser,
          name: member.name,
          avatar: member.avatar,
          status: status.workStatus,
          since: status.since,
          location: status.location,
        },
      ];
    })
    .sort(
      (a, b) =>
        order[a.status] - order[b.status] ||
        (a.since ?? 0) - (b.since ?? 0) ||
        collator.compare(a.name, b.name),
    );
}

/** How many are working, on a break and out. */
export function countByStatus(rows: readonly BoardRow[]): Record<WorkStatus, number> {
  const counts: Record<WorkStatus, number> = {
    [Status.Working]: 0,
    [Status.Break]: 0,
    [Status.NotWorking]: 0,
  };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
