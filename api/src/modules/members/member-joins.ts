import { MemberStatus, WORK_STATUSES, WorkStatus } from '@punchcard/shared';
import {
  type ColumnSet,
  MEMBER_COLUMNS,
  prefixedColumns,
  unprefixed,
  USER_COLUMNS,
  WORKSPACE_COLUMNS,
} from '#src/database/sql/columns.js';
import { camelRow, type Sql, sql, type TableRecord, type Tables } from '#src/database/sql/index.js';
import type { MemberRow, MembershipRow } from './members.repository.js';

/**
 * The joined reads of memberships: a membership with its workspace, its user, or both, in one
 * statement. Each table's columns come back named `m.`, `w.` and `u.` so none collide.
 */
export const M = prefixedColumns('m', 'm', MEMBER_COLUMNS);
export const W = prefixedColumns('w', 'w', WORKSPACE_COLUMNS);
export const U = prefixedColumns('u', 'u', USER_COLUMNS);

export type JoinedRow = Record<string, unknown>;

/**
 * A table's record out of a joined row: `camelRow(unprefixed(...))` in one pass over names worked
 * out once, since a member list maps a thousand rows per request (it was most of its CPU).
 */
function recordOf<T extends keyof Tables>(
  prefix: string,
  columns: ColumnSet<T>,
): (row: JoinedRow) => TableRecord<T> {
  const names = Object.keys(camelRow(unprefixed<T>({}, prefix, columns)));
  const pairs = Object.keys(columns).map((column, i): [string, string] => [
    `${prefix}.${column}`,
    names[i] ?? column,
  ]);
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const [from, to] of pairs) out[to] = row[from];
    return out as TableRecord<T>;
  };
}

const memberOf = recordOf<'workspace_members'>('m', MEMBER_COLUMNS);
const workspaceOf = recordOf<'workspaces'>('w', WORKSPACE_COLUMNS);
export const userOf = recordOf<'users'>('u', USER_COLUMNS);

export const withWorkspace = (row: JoinedRow): MembershipRow => ({
  member: memberOf(row),
  workspace: workspaceOf(row),
});

/**
 * The member's work status, computed in the member query itself: both lookups hit the partial
 * unique indexes of open workspace times and open breaks (one row each at most), so a list costs
 * no extra query per member.
 */
const WORK_STATUS = sql`CASE
  WHEN EXISTS (SELECT 1 FROM workspace_times ow
                 JOIN breaks ob ON ob.id_workspace_time = ow.id
                               AND ob.end_at IS NULL AND ob.deleted_at IS NULL
                WHERE ow.id_workspace = m.id_workspace AND ow.id_user = m.id_user
                  AND ow.end_at IS NULL AND ow.deleted_at IS NULL) THEN ${WorkStatus.Break}::text
  WHEN EXISTS (SELECT 1 FROM workspace_times ow
                WHERE ow.id_workspace = m.id_workspace AND ow.id_user = m.id_user
                  AND ow.end_at IS NULL AND ow.deleted_at IS NULL) THEN ${WorkStatus.Working}::text
  ELSE ${WorkStatus.NotWorking}::text END`;

/** ACTIVE, live memberships of live workspaces (`m` joined to `w`, and to `u` when asked). */
export function activeMemberships(where: Sql, withUsers = false): Sql {
  return sql`SELECT ${M}, ${W} ${withUsers ? sql`, ${U}` : sql.empty}
               FROM workspace_members m JOIN workspaces w ON w.id = m.id_workspace
               ${withUsers ? sql`JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL` : sql.empty}
              WHERE m.deleted_at IS NULL AND w.deleted_at IS NULL
                AND m.status = ${MemberStatus.Active} AND ${where}`;
}

/** Accounts that were deleted keep no visible membership. */
export function membersWithUsers(where: Sql, order: Sql = sql.empty): Sql {
  return sql`SELECT ${M}, ${U}, ${WORK_STATUS} AS work_status
               FROM workspace_members m
               JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
              WHERE ${where} ${order}`;
}

export function withUser(row: JoinedRow): MemberRow {
  return {
    member: memberOf(row),
    user: userOf(row),
    workStatus:
      WORK_STATUSES.find((status) => status === row['work_status']) ?? WorkStatus.NotWorking,
  };
}
