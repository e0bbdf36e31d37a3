import type { BenchMember } from './bench-support.js';

/**
 * The reads a member or a manager makes every day, each as its HTTP request and the SQL a person
 * would write by hand for the same answer. The floor of every read starts, as the API does, with
 * the API-key lookup and the workspace's grants (the same two statements as the clock-in
 * benchmark's floor), then runs the read's own statements.
 */
export interface ReadContext {
  idWorkspace: string;
  owner: BenchMember;
  /** A month in the middle of the history, unix seconds. */
  window: { start: number; end: number };
}

export interface Statement {
  text: string;
  values: unknown[];
}

export interface ReadCase {
  label: string;
  /** Members read their own data; the manager (the workspace's super owner) everyone's. */
  who: 'member' | 'manager';
  path: (ctx: ReadContext, caller: BenchMember) => string;
  statements: (ctx: ReadContext, caller: BenchMember) => Statement[];
}

export const MEMBER_BY_KEY = `SELECT m.*, w.*, u.* FROM workspace_members m
  JOIN workspaces w ON w.id = m.id_workspace
  JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
  WHERE m.deleted_at IS NULL AND w.deleted_at IS NULL AND m.status = 'ACTIVE' AND m.api_key_hash = $1`;
export const GRANTS = `SELECT g.id_permission, p.permission, g.member_role
  FROM workspace_permissions g JOIN permissions p ON p.id = g.id_permission
  WHERE g.id_workspace = $1 ORDER BY p.permission, g.member_role`;

const range = (ctx: ReadContext) =>
  `start=${String(ctx.window.start)}&end=${String(ctx.window.end)}`;
const windowValues = (ctx: ReadContext, caller: BenchMember) => [
  ctx.idWorkspace,
  caller.idUser,
  new Date(ctx.window.start * 1000),
  new Date(ctx.window.end * 1000),
];

const TIMESTAMPS = `SELECT w.*,
       COALESCE((SELECT json_agg(b ORDER BY b.start_at) FROM breaks b
                  WHERE b.id_workspace_time = w.id AND b.deleted_at IS NULL), '[]') AS breaks
  FROM workspace_times w
 WHERE w.id_workspace = $1 AND w.id_user = $2 AND w.deleted_at IS NULL
   AND w.start_at < $4 AND (w.end_at IS NULL OR w.end_at > $3)
 ORDER BY w.start_at, w.id`;

const ACTIVITIES = `SELECT a.*,
       COALESCE((SELECT json_agg(t.id_tag ORDER BY t.id_tag) FROM activity_tags t
                  WHERE t.id_activity = a.id), '[]') AS tags
  FROM activities a
 WHERE a.id_workspace = $1 AND a.id_user = $2 AND a.deleted_at IS NULL
   AND a.start_at < $4 AND (a.end_at IS NULL OR a.end_at > $3)
 ORDER BY a.start_at, a.id`;

const MEMBER_REQUESTS = `SELECT r.*, u.email FROM time_requests r JOIN users u ON u.id = r.id_user
 WHERE r.id_workspace = $1 AND r.id_user = $2 AND r.kind = 'activity'
 ORDER BY r.created_at DESC, r.id DESC LIMIT 20`;
const MEMBER_REQUESTS_COUNT = `SELECT count(*) FROM time_requests
 WHERE id_workspace = $1 AND id_user = $2 AND kind = 'activity'`;

const PENDING = `SELECT r.*, u.email FROM time_requests r JOIN users u ON u.id = r.id_user
 WHERE r.id_workspace = $1 AND r.reviewed_at IS NULL AND r.deleted_at IS NULL AND NOT r.is_draft
 ORDER BY r.submitted_at, r.id LIMIT 20`;
const PENDING_COUNT = `SELECT count(*) FROM time_requests r
 WHERE r.id_workspace = $1 AND r.reviewed_at IS NULL AND r.deleted_at IS NULL AND NOT r.is_draft`;

const SUMMARY = `SELECT r.id_user, count(*) FILTER (WHERE NOT r.is_draft) AS pending,
       count(*) FILTER (WHERE r.is_draft) AS drafts
  FROM time_requests r
 WHERE r.id_workspace = $1 AND r.reviewed_at IS NULL AND r.deleted_at IS NULL
 GROUP BY r.id_user ORDER BY pending DESC, drafts DESC, r.id_user`;

const MEMBERS = `SELECT m.*, u.email, u.first_name AS user_first_name, u.last_name AS user_last_name,
       CASE WHEN ob.id IS NOT NULL THEN 'BREAK' WHEN ow.id IS NOT NULL THEN 'WORKING'
            ELSE 'NOT_WORKING' END AS work_status
  FROM workspace_members m
  JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
  LEFT JOIN workspace_times ow ON ow.id_workspace = m.id_workspace AND ow.id_user = m.id_user
        AND ow.end_at IS NULL AND ow.deleted_at IS NULL
  LEFT JOIN breaks ob ON ob.id_workspace_time = ow.id AND ob.end_at IS NULL AND ob.deleted_at IS NULL
 WHERE m.id_workspace = $1 AND m.deleted_at IS NULL
 ORDER BY m.joined_at, u.email`;

const ME_MEMBERSHIPS = `SELECT m.*, w.* FROM workspace_members m JOIN workspaces w ON w.id = m.id_workspace
 WHERE m.id_user = $1 AND m.deleted_at IS NULL AND w.deleted_at IS NULL ORDER BY m.joined_at`;
const ME_WORKSPACE = `SELECT
  (SELECT row_to_json(s) FROM timestamp_settings s WHERE s.id_workspace = $1) AS settings,
  (SELECT count(*) FROM workspace_members WHERE id_workspace = $1 AND deleted_at IS NULL) AS members,
  (SELECT json_agg(c ORDER BY lower(c.name)) FROM clients c
    WHERE c.id_workspace = $1 AND c.deleted_at IS NULL) AS clients,
  (SELECT json_agg(g ORDER BY lower(g.name)) FROM tags g
    WHERE g.id_workspace = $1 AND g.deleted_at IS NULL) AS tags,
  (SELECT json_agg(r.id ORDER BY r.created_at) FROM time_requests r
    WHERE r.id_workspace = $1 AND r.id_user = $2 AND r.kind = 'activity'
      AND r.reviewed_at IS NULL AND r.deleted_at IS NULL) AS pending`;

/**
 * Search by hand: every kind of object whose text holds the words (ILIKE, which a trigram index
 * serves) or is close to them (`%`), the activities the caller may see, best first, with the
 * total. The API also scores full-text matches; the matches themselves are the same.
 */
function searchStatement(seesAll: boolean): string {
  // The manager's statement names the caller too (a constant condition) to keep one numbering.
  const own = seesAll ? 'AND $2::uuid IS NOT NULL' : 'AND a.id_user = $2';
  return `WITH c AS (
    SELECT 'project' AS type, p.id, p.name AS title, p.name AS haystack FROM projects p
     WHERE p.id_workspace = $1 AND p.deleted_at IS NULL AND (p.name ILIKE $3 OR p.name % $4)
    UNION ALL SELECT 'task', t.id, t.name, t.name FROM tasks t
     WHERE t.id_workspace = $1 AND t.deleted_at IS NULL AND (t.name ILIKE $3 OR t.name % $4)
    UNION ALL SELECT 'member', u.id, u.email, concat_ws(' ', m.nickname, u.first_name, u.last_name, u.email)
      FROM workspace_members m JOIN users u ON u.id = m.id_user
     WHERE m.id_workspace = $1 AND m.deleted_at IS NULL
       AND concat_ws(' ', m.nickname, u.first_name, u.last_name, u.email) ILIKE $3
    UNION ALL SELECT 'tag', g.id, g.name, g.name FROM tags g
     WHERE g.id_workspace = $1 AND g.deleted_at IS NULL AND (g.name ILIKE $3 OR g.name % $4)
    UNION ALL SELECT 'activity', a.id, a.description, a.description FROM activities a
     WHERE a.id_workspace = $1 AND a.deleted_at IS NULL ${own}
       AND (a.description ILIKE $3 OR a.description % $4))
  SELECT type, id, title, similarity(haystack, $4) AS score, count(*) OVER () AS size
    FROM c ORDER BY score DESC, lower(title), id LIMIT 20`;
}

function searchCase(who: 'member' | 'manager', q: string, note: string): ReadCase {
  return {
    label: `search ${who} ${note} "${q}"`,
    who,
    path: () => `/v1/search?q=${encodeURIComponent(q)}`,
    statements: (ctx, caller) => [
      {
        text: searchStatement(who === 'manager'),
        values: [ctx.idWorkspace, caller.idUser, `%${q}%`, q],
      },
    ],
  };
}

const OPEN_TIME = `SELECT w.*,
       COALESCE((SELECT json_agg(b ORDER BY b.start_at) FROM breaks b
                  WHERE b.id_workspace_time = w.id AND b.deleted_at IS NULL), '[]') AS breaks
  FROM workspace_times w
 WHERE w.id_workspace = $1 AND w.id_user = $2 AND w.end_at IS NULL AND w.deleted_at IS NULL`;
const OPEN_ACTIVITY = `SELECT a.* FROM activities a
 WHERE a.id_workspace = $1 AND a.id_user = $2 AND a.end_at IS NULL AND a.deleted_at IS NULL
 ORDER BY a.start_at DESC LIMIT 1`;

export const READS: ReadCase[] = [
  {
    // The smallest daily read (a few rows by unique index): what any request costs.
    label: 'clock status (the cost of any request)',
    who: 'member',
    path: () => '/v1/workspaces/timestamps/status',
    statements: (ctx, caller) => [
      { text: OPEN_TIME, values: [ctx.idWorkspace, caller.idUser] },
      { text: OPEN_ACTIVITY, values: [ctx.idWorkspace, caller.idUser] },
    ],
  },
  {
    label: 'timestamps: one member, a month',
    who: 'member',
    path: (ctx) => `/v1/workspaces/timestamps?${range(ctx)}`,
    statements: (ctx, caller) => [{ text: TIMESTAMPS, values: windowValues(ctx, caller) }],
  },
  {
    label: 'activities: one member, a month',
    who: 'member',
    path: (ctx) => `/v1/activities?${range(ctx)}`,
    statements: (ctx, caller) => [{ text: ACTIVITIES, values: windowValues(ctx, caller) }],
  },
  {
    label: "requests: a member's own list",
    who: 'member',
    path: () => '/v1/activities/requests/member',
    statements: (ctx, caller) => [
      { text: MEMBER_REQUESTS, values: [ctx.idWorkspace, caller.idUser] },
      { text: MEMBER_REQUESTS_COUNT, values: [ctx.idWorkspace, caller.idUser] },
    ],
  },
  {
    label: 'requests: pending review',
    who: 'manager',
    path: () => '/v1/workspaces/requests/pending',
    statements: (ctx) => [
      { text: PENDING, values: [ctx.idWorkspace] },
      { text: PENDING_COUNT, values: [ctx.idWorkspace] },
    ],
  },
  {
    label: 'requests: summary per member',
    who: 'manager',
    path: () => '/v1/workspaces/requests/summary',
    statements: (ctx) => [{ text: SUMMARY, values: [ctx.idWorkspace] }],
  },
  {
    label: 'members of the workspace',
    who: 'manager',
    path: (ctx) => `/v1/workspaces/${ctx.idWorkspace}/members`,
    statements: (ctx) => [{ text: MEMBERS, values: [ctx.idWorkspace] }],
  },
  {
    label: 'accounts/me',
    who: 'member',
    path: () => '/v1/accounts/me',
    statements: (ctx, caller) => [
      { text: ME_MEMBERSHIPS, values: [caller.idUser] },
      { text: ME_WORKSPACE, values: [ctx.idWorkspace, caller.idUser] },
    ],
  },
  searchCase('member', 'invoic', 'Latin partial'),
  searchCase('member', '打ち合', 'Japanese partial'),
  searchCase('member', '分析', 'two characters'),
  searchCase('manager', 'lobex', 'Latin partial'),
  searchCase('manager', 'ミーティ', 'Japanese partial'),
  searchCase('manager', '#4242', 'rare'),
];
