import type { RequestKind, RequestType } from '@punchcard/shared';

/** A time request as the requests repositories read it: its columns and its member's names. */
export interface RequestRow {
  id: string;
  id_workspace: string;
  id_user: string;
  kind: RequestKind;
  request_type: RequestType;
  id_activity: string | null;
  id_workspace_time: string | null;
  id_break: string | null;
  start_at: Date | null;
  end_at: Date | null;
  id_project: string | null;
  id_task: string | null;
  id_category: string | null;
  tags: string[];
  description: string | null;
  reason: string;
  is_draft: boolean;
  created_at: Date;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  is_approved: boolean | null;
  reviewed_by: string | null;
  deleted_at: Date | null;
  member_name: string;
  member_email: string;
}

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
] as const satisfies readonly (keyof RequestRow)[];

/**
 * The select list of a RequestRow from `time_requests` aliased `alias`, joined to the member
 * (`workspace_members m`) and account (`users u`): the display name is the workspace nickname,
 * else the full name, else the e-mail, as members.mapper's `memberName`.
 */
export function requestColumns(alias = 'r'): string {
  return [
    ...REQUEST_COLUMNS.map((column) => `${alias}.${column}`),
    `COALESCE(NULLIF(m.nickname, ''),
              NULLIF(concat_ws(' ', COALESCE(m.first_name, u.first_name),
                                    COALESCE(m.last_name, u.last_name)), ''),
              u.email) AS member_name`,
    'u.email AS member_email',
  ].join(', ');
}

/** The joins `requestColumns` reads from, for `time_requests` aliased `alias`. */
export function requestJoins(alias = 'r'): string {
  return `JOIN users u ON u.id = ${alias}.id_user
          LEFT JOIN workspace_members m
                 ON m.id_workspace = ${alias}.id_workspace AND m.id_user = ${alias}.id_user`;
}
