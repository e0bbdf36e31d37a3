import type { RequestKind, RequestType } from '@punchcard/shared';
import { sql, type Sql, type TableRow } from '#src/database/sql/index.js';
import { memberNameSql } from '#src/modules/members/index.js';

const REQUEST_COLUMNS = [
  'id',
  'id_workspace',
  'id_user',
  'kind',
  'request_type',
  'id_activity',
  'id_workspace_time',
  'id_break',
  'start_at',
  'end_at',
  'id_project',
  'id_task',
  'id_category',
  'tags',
  'description',
  'reason',
  'is_draft',
  'created_at',
  'submitted_at',
  'reviewed_at',
  'is_approved',
  'reviewed_by',
  'deleted_at',
] as const satisfies readonly (keyof TableRow<'time_requests'>)[];

/** A time request as the requests repositories read it: its columns and its member's names. */
export type RequestRow = Pick<TableRow<'time_requests'>, (typeof REQUEST_COLUMNS)[number]> & {
  /** The table's checks keep these to the shared enums. */
  kind: RequestKind;
  request_type: RequestType;
  member_name: string;
  member_email: string;
};

/**
 * The select list of a RequestRow from `time_requests` aliased `alias`, joined to the member
 * (`workspace_members m`) and account (`users u`): the display name is the workspace nickname,
 * else the full name, else the e-mail (`memberNameSql`).
 */
export function requestColumns(alias = 'r'): Sql {
  const columns = REQUEST_COLUMNS.map((column) => `${alias}.${column}`).join(', ');
  return sql`${sql.raw(columns)},
    ${memberNameSql('m', 'u')} AS member_name,
    u.email AS member_email`;
}

/** The joins `requestColumns` reads from, for `time_requests` aliased `alias`. */
export function requestJoins(alias = 'r'): Sql {
  return sql.raw(`JOIN users u ON u.id = ${alias}.id_user
          LEFT JOIN workspace_members m
                 ON m.id_workspace = ${alias}.id_workspace AND m.id_user = ${alias}.id_user`);
}
