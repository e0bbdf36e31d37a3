import { type AttendanceMemberFilter, type Role } from '@punchcard/shared';
import { type Sql, sql } from '#src/database/sql/index.js';
import { memberNameSql } from '#src/modules/members/index.js';

/** Which members an attendance read covers. */
export interface MemberFilter {
  idWorkspace: string;
  /** Only these user ids; null for everyone. */
  idMembers: readonly string[] | null;
  /** Only these roles; null for every role. */
  roles: readonly Role[] | null;
  status: AttendanceMemberFilter;
}

/** A member as the report heads their rows. */
export interface MemberRow {
  id_user: string;
  name: string;
  email: string;
  avatar: string | null;
  role: string;
  status: string;
}

const NAME = memberNameSql('m', 'u');

/** `inactive` is a deactivated member; a pending invitation shows only under `all`. */
function statusCondition(status: AttendanceMemberFilter): Sql {
  switch (status) {
    case 'active':
      return sql`m.status = 'ACTIVE'`;
    case 'inactive':
      return sql`m.status = 'INACTIVE'`;
    case 'all':
      return sql`true`;
  }
}

/**
 * The filtered members as a SELECT of (id_user, name, email, avatar, role, status, sort_name),
 * for `rm` in attendanceDays or a page of its own. Live memberships of live accounts only:
 * someone removed from the workspace is no longer reported on (their stored time still counts in
 * a sealed period's digest).
 */
export function filteredMembers(filter: MemberFilter): Sql {
  return sql`
    SELECT m.id_user, ${NAME} AS name, u.email, m.avatar, m.role, m.status,
           lower(${NAME}) AS sort_name
      FROM workspace_members m JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
     WHERE m.id_workspace = ${filter.idWorkspace}::uuid AND m.deleted_at IS NULL
       AND ${statusCondition(filter.status)}
       ${filter.idMembers ? sql`AND m.id_user = ANY(${filter.idMembers}::uuid[])` : sql.empty}
       ${filter.roles ? sql`AND m.role = ANY(${filter.roles}::text[])` : sql.empty}`;
}

/** Members paged by name then id. */
export const MEMBER_ORDER = sql.raw('sort_name, id_user');
