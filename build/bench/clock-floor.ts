import { randomBytes, scrypt } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import type { BenchMember } from './bench-support.js';

/**
 * The floor of the clock benchmark: what one authenticated clock request must know, asked of
 * PostgreSQL by hand with bare node-postgres. Who calls (the credential with its user), where (the
 * membership and its workspace), may they (the workspace's grants), then the clock statement.
 */

export type AuthMode = 'key' | 'session';

const MEMBER_BY_KEY = `SELECT m.*, w.*, u.* FROM workspace_members m
  JOIN workspaces w ON w.id = m.id_workspace
  JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
  WHERE m.deleted_at IS NULL AND w.deleted_at IS NULL AND m.status = 'ACTIVE' AND m.api_key_hash = $1`;
const SESSION_WITH_USER = `SELECT s.*, u.* FROM sessions s
  JOIN users u ON u.id = s.id_user AND u.deleted_at IS NULL
  WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`;
const ACTIVE_MEMBERSHIP = `SELECT m.*, w.* FROM workspace_members m
  JOIN workspaces w ON w.id = m.id_workspace
  WHERE m.deleted_at IS NULL AND w.deleted_at IS NULL AND m.status = 'ACTIVE'
    AND m.id_user = $1 AND m.is_default`;
const GRANTS = `SELECT g.id_permission, p.permission, g.member_role
  FROM workspace_permissions g JOIN permissions p ON p.id = g.id_permission
  WHERE g.id_workspace = $1 ORDER BY p.permission, g.member_role`;
// With the member's clocking turn the API takes (api/src/database/sql/member-turn.ts).
export const CLOCK_IN = `INSERT INTO workspace_times (id_workspace, id_user, start_at, started_by,
    location_in, latitude_in, longitude_in, user_agent_in, ip_address_in)
  SELECT $1::uuid, $2::uuid, $3::timestamptz, $4::uuid, $5::text, $6::float8, $7::float8, $8::text,
         $9::text
    FROM (SELECT pg_advisory_xact_lock(hashtextextended($1::text || $2::text, 0))) AS member_turn
  RETURNING id, id_user, id_workspace, start_at, user_agent_in, ip_address_in`;
export const CLOCK_OUT = `WITH closed AS (
    UPDATE workspace_times
       SET end_at = $3, stopped_by = $4, location_out = $5, latitude_out = $6,
           longitude_out = $7, user_agent_out = $8, ip_address_out = $9, updated_at = now()
     WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL AND deleted_at IS NULL AND start_at < $3
    RETURNING id, end_at, user_agent_out, ip_address_out
  ), ended_break AS (
    UPDATE breaks b
       SET end_at = $3, stopped_by = $4, location_out = $5, latitude_out = $6,
           longitude_out = $7, user_agent_out = $8, ip_address_out = $9, updated_at = now()
      FROM closed
     WHERE b.id_workspace_time = closed.id AND b.end_at IS NULL AND b.deleted_at IS NULL AND b.start_at < $3
  ), stopped_activity AS (
    UPDATE activities a
       SET end_at = date_trunc('second', $3::timestamptz), stopped_by = $4,
           user_agent_out = $8, ip_address_out = $9, updated_at = now()
      FROM closed
     WHERE a.id_workspace_time = closed.id AND a.end_at IS NULL AND a.deleted_at IS NULL
       AND a.start_at < date_trunc('second', $3::timestamptz)
  )
  SELECT id, end_at, user_agent_out, ip_address_out FROM closed`;

/** A bench member with both credentials: its API key and a signed-in browser session. */
export interface ClockMember extends BenchMember {
  keyHash: string;
  cookie: string;
  sessionHash: string;
}

/** One request's worth of hand-written SQL: the credential, membership, grants, the statement. */
export async function floorRequest(
  pool: pg.Pool,
  mode: AuthMode,
  member: ClockMember,
  idWorkspace: string,
  statement: string,
): Promise<boolean> {
  if (mode === 'key') {
    await pool.query(MEMBER_BY_KEY, [member.keyHash]);
  } else {
    await pool.query(SESSION_WITH_USER, [member.sessionHash]);
    await pool.query(ACTIVE_MEMBERSHIP, [member.idUser]);
  }
  await pool.query(GRANTS, [idWorkspace]);
  const params = [idWorkspace, member.idUser, new Date(), member.idUser];
  const result = await pool.query(statement, [...params, null, null, null, 'bench', '127.0.0.1']);
  return result.rowCount === 1;
}

const PASSWORD = 'bench-Passw0rd-for-every-member';

/** The API's password format (scrypt N=2^15, r=8, p=1), computed once for every bench member. */
async function passwordHash(): Promise<string> {
  const salt = randomBytes(16);
  const options = { N: 32768, r: 8, p: 1, maxmem: 128 * 32768 * 8 * 2 };
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(PASSWORD, salt, 64, options, (error, derived) => {
      if (error) reject(error);
      else resolve(derived);
    });
  });
  return ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Gives every member a password, signs each in through the API and keeps its session cookie. */
export async function signInMembers(
  pool: pg.Pool,
  port: number,
  members: BenchMember[],
  keyHash: (member: BenchMember) => string,
): Promise<ClockMember[]> {
  const ids = members.map((m) => m.idUser);
  await pool.query(`UPDATE users SET password_hash = $1 WHERE id = ANY($2::uuid[])`, [
    await passwordHash(),
    ids,
  ]);
  const emails = await pool.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  const emailOf = new Map(emails.rows.map((row) => [row.id, row.email]));
  const cookies = new Map<string, string>();
  // A few at a time: each sign-in costs the server one scrypt.
  for (let i = 0; i < members.length; i += 8) {
    await Promise.all(
      members.slice(i, i + 8).map(async (member) => {
        cookies.set(member.idUser, await signIn(port, emailOf.get(member.idUser) ?? ''));
      }),
    );
  }
  const sessions = await pool.query<{ id_user: string; token_hash: string }>(
    `SELECT id_user, token_hash FROM sessions WHERE id_user = ANY($1::uuid[])`,
    [ids],
  );
  const sessionOf = new Map(sessions.rows.map((row) => [row.id_user, row.token_hash]));
  return members.map((member) => ({
    ...member,
    keyHash: keyHash(member),
    cookie: cookies.get(member.idUser) ?? '',
    sessionHash: sessionOf.get(member.idUser) ?? '',
  }));
}

function signIn(port: number, email: string): Promise<string> {
  const body = JSON.stringify({ email, password: PASSWORD });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/v1/accounts/sign-in',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        const cookie = (response.headers['set-cookie'] ?? [])
          .map((line) => line.split(';')[0] ?? '')
          .find((pair) => pair.startsWith('punchcard_session='));
        if ((response.statusCode ?? 0) >= 300 || !cookie) {
          reject(new Error(`sign-in answered ${String(response.statusCode)}`));
          return;
        }
        resolve(cookie);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
