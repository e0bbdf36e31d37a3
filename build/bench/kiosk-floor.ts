import type pg from 'pg';
import { importPunchPublicKey, type PunchEntry, verifyPunch } from '@punchcard/shared';
import { type KioskMember, nextAt, pinHash } from './kiosk-setup.js';

/**
 * The floor of the kiosk benchmark: one identify + one punch asked of PostgreSQL by hand with bare
 * node-postgres, statement for statement what the API sends (captured with `--capture`; the
 * kiosk's projection is `w.*, k.*` instead of the API's column list, the same rows).
 *
 * Identify (4 statements): the kiosk by its token's hash, the kiosk's and the workspace's
 * failure lock-outs (throttle_counters, one read for both keys), the member by the PIN's
 * HMAC-SHA256 (computed per request), then the member's day: today's worked seconds, the open
 * workspace time and its breaks, in one statement.
 * Punch (8 statements): the kiosk by its token's hash again; its public key imported and the
 * entry verified (shape, SHA-256 of the canonical form, ECDSA P-256 signature: shared verifyPunch
 * on WebCrypto); then one transaction: BEGIN, the kiosk's turn, SET CONSTRAINTS ALL IMMEDIATE,
 * the chain's state (head, records of the batch's seqs, used entry ids: one statement; the
 * prev_hash check), the clock statement (the web clock's, with the member's turn; a batch runs
 * without savepoints until the database refuses an entry), the journal row (jsonb_to_recordset,
 * with the seq-gap clean-up and selfie claim as CTEs), COMMIT.
 *
 * Left out as not inherent: the token's SHA-256 (precomputed, as clock-floor.ts does with API
 * keys), the kiosk session (a stateless HMAC the floor neither issues nor checks: its punch knows
 * the member from its own identify), JSON validation of the bodies, and HTTP itself.
 */

export const FLOOR_STATEMENTS = '4 (identify) + 8 (punch)';

const DEVICE = `SELECT w.*, k.*, u.locale AS creator_locale FROM kiosks k
  JOIN workspaces w ON w.id = k.id_workspace AND w.deleted_at IS NULL
  LEFT JOIN users u ON u.id = w.created_by
  WHERE k.token_hash = $1 AND k.revoked_at IS NULL`;
const LOCKOUT = `SELECT coalesce(max(extract(epoch FROM blocked_until - now()) * 1000), 0)::float8
  AS ms FROM throttle_counters WHERE key = ANY($1::text[]) AND blocked_until > now()`;
const MEMBER_BY_PIN = `SELECT m.id_user, m.nickname, m.first_name AS member_first_name,
  m.last_name AS member_last_name, m.avatar, u.first_name, u.last_name, u.email FROM account_pins p
  JOIN users u ON u.id = p.id_user AND u.deleted_at IS NULL
  JOIN workspace_members m ON m.id_user = u.id AND m.id_workspace = $1
   AND m.status = 'ACTIVE' AND m.deleted_at IS NULL
  WHERE p.pin_hash = $2 LIMIT 2`;
const SPAN = `id, id_workspace, id_user, start_at, end_at, started_by, stopped_by, location_in,
  latitude_in, longitude_in, user_agent_in, ip_address_in, location_out, latitude_out,
  longitude_out, user_agent_out, ip_address_out, added_at, edited_at, deleted_at`;
const SPAN_OF_B = SPAN.split(',')
  .map((column) => `b.${column.trim()}`)
  .join(', ');
const MEMBER_DAY = `WITH day AS (
    SELECT (date_trunc('day', $1::timestamptz AT TIME ZONE $2) AT TIME ZONE $2) AS from_at,
           $1::timestamptz AS to_at
  ), times AS (
    SELECT w.id, w.start_at, w.end_at FROM workspace_times w, day
     WHERE w.id_workspace = $3 AND w.id_user = $4 AND w.deleted_at IS NULL
       AND w.start_at < day.to_at AND (w.end_at IS NULL OR w.end_at > day.from_at)
  ), spans AS (
    SELECT 1 AS sign, t.start_at, t.end_at FROM times t
    UNION ALL
    SELECT -1, b.start_at, b.end_at FROM breaks b JOIN times t ON t.id = b.id_workspace_time
     WHERE b.deleted_at IS NULL
  ), open AS (
    SELECT ${SPAN} FROM workspace_times
     WHERE id_workspace = $3 AND id_user = $4 AND end_at IS NULL AND deleted_at IS NULL
  )
  SELECT day.from_at AS day_start,
         COALESCE((SELECT sum(s.sign * greatest(0, extract(epoch FROM
                     least(coalesce(s.end_at, day.to_at), day.to_at)
                     - greatest(s.start_at, day.from_at)))) FROM spans s), 0)::float8
           AS worked_seconds,
         (SELECT row_to_json(o) FROM open o) AS open_time,
         (SELECT json_agg(b ORDER BY b.start_at, b.id) FROM (
            SELECT ${SPAN_OF_B}, b.id_workspace_time FROM breaks b JOIN open o ON o.id = b.id_workspace_time
             WHERE b.deleted_at IS NULL) b) AS open_breaks
    FROM day`;

const KIOSK_TURN = `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`;
const CHAIN_STATE = `(SELECT 'head' AS part, seq, hash, NULL AS status, NULL AS error_key,
         NULL AS detail, NULL::jsonb AS answer, NULL::uuid AS entry_id FROM kiosk_punches
   WHERE id_kiosk = $1 AND in_chain ORDER BY seq DESC LIMIT 1)
  UNION ALL
  SELECT 'record', seq, hash, status, error_key, detail, answer, NULL FROM kiosk_punches
   WHERE id_kiosk = $1 AND in_chain AND seq = ANY($2::bigint[])
  UNION ALL
  SELECT 'used', NULL, NULL, NULL, NULL, NULL, NULL, entry_id FROM kiosk_punches
   WHERE id_kiosk = $1 AND in_chain AND entry_id = ANY($3::uuid[])`;
const ACTIVE_MEMBER = `EXISTS (SELECT 1 FROM workspace_members m
  JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
  WHERE m.id_workspace = $1::uuid AND m.id_user = $2::uuid AND m.status = 'ACTIVE' AND m.deleted_at IS NULL)`;
// The web clock's statements (api/src/modules/workspace-times), with the member's turn.
const CLOCK_IN = `INSERT INTO workspace_times (id_workspace, id_user, start_at, started_by,
    location_in, latitude_in, longitude_in, user_agent_in, ip_address_in)
  SELECT $1::uuid, $2::uuid, $3::timestamptz, $2::uuid, NULL, NULL, NULL, $4::text, $5::text
    FROM (SELECT pg_advisory_xact_lock(hashtextextended($1::text || $2::text, 0))) AS member_turn
   WHERE ${ACTIVE_MEMBER}
  RETURNING id, id_user, id_workspace, start_at, user_agent_in, ip_address_in`;
const CLOCK_OUT = `WITH closed AS (
    UPDATE workspace_times
       SET end_at = $3, stopped_by = $2, location_out = NULL, latitude_out = NULL,
           longitude_out = NULL, user_agent_out = $4, ip_address_out = $5, updated_at = now()
     WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL AND deleted_at IS NULL
       AND start_at < $3::timestamptz AND ${ACTIVE_MEMBER}
    RETURNING id, end_at, user_agent_out, ip_address_out
  ), ended_break AS (
    UPDATE breaks b
       SET end_at = $3, stopped_by = $2, location_out = NULL, latitude_out = NULL,
           longitude_out = NULL, user_agent_out = $4, ip_address_out = $5, updated_at = now()
      FROM closed
     WHERE b.id_workspace_time = closed.id AND b.end_at IS NULL AND b.deleted_at IS NULL
       AND b.start_at < $3::timestamptz
  ), stopped_activity AS (
    UPDATE activities a
       SET end_at = date_trunc('second', $3::timestamptz), stopped_by = $2,
           user_agent_out = $4, ip_address_out = $5, updated_at = now()
      FROM closed
     WHERE a.id_workspace_time = closed.id AND a.end_at IS NULL AND a.deleted_at IS NULL
       AND a.start_at < date_trunc('second', $3::timestamptz)
  )
  SELECT id, end_at, user_agent_out, ip_address_out FROM closed`;
const RECORD_COLUMNS = `entry_id uuid, seq bigint, at timestamptz, action text, credential_kind text,
  id_user uuid, id_selfie uuid, left_at timestamptz, prev_hash text, hash text, signature text,
  in_chain boolean, status text, error_key text, detail text, id_workspace_time uuid,
  id_break uuid, answer jsonb`;
const NAMES = RECORD_COLUMNS.split(',').map((column) => column.trim().split(/\s+/)[0]);
const RECORD = `WITH waited AS (
    DELETE FROM kiosk_punches
     WHERE id_kiosk = $1 AND NOT in_chain AND error_key = 'kiosk.punch.seq_gap'
       AND hash = ANY($4::text[])
  ), claimed AS (
    UPDATE selfies s SET id_user = c.id_user
      FROM unnest($5::uuid[], $6::uuid[]) AS c(id_selfie, id_user)
     WHERE s.id = c.id_selfie AND s.id_kiosk = $1 AND s.id_user IS NULL
  )
  INSERT INTO kiosk_punches (id_kiosk, id_workspace, ${NAMES.join(', ')})
  SELECT $1::uuid, $2::uuid, ${NAMES.join(', ')}
    FROM jsonb_to_recordset($3::jsonb) AS r(${RECORD_COLUMNS})
  ON CONFLICT (id_kiosk, hash, error_key) WHERE NOT in_chain AND hash IS NOT NULL
  DO UPDATE SET received_at = now(), received_count = kiosk_punches.received_count + 1`;

interface DeviceRow {
  id: string;
  public_key: unknown;
}

async function device(pool: pg.Pool, member: KioskMember): Promise<DeviceRow | undefined> {
  const result = await pool.query<DeviceRow>(DEVICE, [member.kiosk.tokenHash]);
  return result.rows[0];
}

/** The identify request's SQL: answers the member the PIN names, or undefined. */
async function floorIdentify(
  pool: pg.Pool,
  idWorkspace: string,
  member: KioskMember,
): Promise<string | undefined> {
  const kiosk = await device(pool, member);
  if (!kiosk) return undefined;
  await pool.query(LOCKOUT, [
    [`kiosk-identify|kiosk|${kiosk.id}`, `kiosk-identify|workspace|${idWorkspace}`],
  ]);
  const found = await pool.query<{ id_user: string }>(MEMBER_BY_PIN, [
    idWorkspace,
    pinHash(member.pin),
  ]);
  const idUser = found.rowCount === 1 ? found.rows[0]?.id_user : undefined;
  if (!idUser) return undefined;
  const now = new Date();
  await pool.query(MEMBER_DAY, [now, 'UTC', idWorkspace, idUser]);
  return idUser;
}

/** The punch request's work: verify the entry, then the batch transaction for one entry. */
async function floorPunch(
  pool: pg.Pool,
  idWorkspace: string,
  member: KioskMember,
  idUser: string,
): Promise<boolean> {
  const action = member.clockedIn ? 'clock_out' : 'clock_in';
  const at = nextAt(member);
  const session = `${idUser}.${String(at + 300)}.${'A'.repeat(43)}`;
  const entry: PunchEntry = await member.kiosk.next(action, at, { kiosk_session: session });
  const kiosk = await device(pool, member);
  if (!kiosk) return false;
  const key = await importPunchPublicKey(kiosk.public_key);
  if (!(await verifyPunch(key, entry)).ok) return false;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(KIOSK_TURN, [`kiosk-punches:${kiosk.id}`]);
    await client.query('SET CONSTRAINTS ALL IMMEDIATE');
    const chain = await client.query<{ part: string; hash: string }>(CHAIN_STATE, [
      kiosk.id,
      [String(entry.seq)],
      [entry.id],
    ]);
    const head = chain.rows.find((row) => row.part === 'head');
    if (head && head.hash !== entry.prev_hash) throw new Error('broken chain');
    const userAgent = `kiosk:${kiosk.id} bench`;
    const clocked = await client.query<Record<string, unknown> & { id: string }>(
      action === 'clock_in' ? CLOCK_IN : CLOCK_OUT,
      [idWorkspace, idUser, new Date(at * 1000), userAgent, '127.0.0.1'],
    );
    const row = clocked.rows[0];
    const record = {
      entry_id: entry.id,
      seq: entry.seq,
      at: new Date(at * 1000),
      action,
      credential_kind: 'session',
      id_user: idUser,
      id_selfie: null,
      left_at: null,
      prev_hash: entry.prev_hash,
      hash: entry.hash,
      signature: entry.signature,
      in_chain: true,
      status: 'applied',
      error_key: null,
      detail: null,
      id_workspace_time: row?.id ?? null,
      id_break: null,
      answer: { workspace_time: row ?? null },
    };
    await client.query(RECORD, [
      kiosk.id,
      idWorkspace,
      JSON.stringify([record]),
      [entry.hash],
      [],
      [],
    ]);
    await client.query('COMMIT');
    if (!row) return false;
    member.clockedIn = !member.clockedIn;
    return true;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** One operation of the floor: identify by PIN, then the member's next punch. */
export async function floorOperation(
  pool: pg.Pool,
  idWorkspace: string,
  member: KioskMember,
): Promise<boolean> {
  const idUser = await floorIdentify(pool, idWorkspace, member);
  return idUser !== undefined && floorPunch(pool, idWorkspace, member, idUser);
}
