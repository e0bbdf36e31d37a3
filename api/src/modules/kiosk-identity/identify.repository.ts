import { Injectable } from '@nestjs/common';
import { type KioskIdentifyFailureReason, type KioskMethod, MemberStatus } from '@punchcard/shared';
import { type ActivityWindow, type Positioned, inWindow } from '#src/common/http/keyset-page.js';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { spanColumns } from '#src/database/sql/time-spans.js';
import type { BreakRow, SpanRow } from '#src/modules/workspace-times/index.js';

/** An active member as a kiosk greets them. */
export interface KioskMemberRow {
  id_user: string;
  nickname: string | null;
  member_first_name: string | null;
  member_last_name: string | null;
  avatar: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

export interface FailureRow {
  id: string;
  id_kiosk: string;
  kiosk_name: string;
  method: KioskMethod;
  reason: KioskIdentifyFailureReason;
  created_at: Date;
}

/** Today so far in the workspace's zone, and the member's open workspace time with its breaks. */
export interface MemberDay {
  dayStart: Date;
  workedSeconds: number;
  open: SpanRow | null;
  breaks: BreakRow[];
}

interface MemberDayRow {
  day_start: Date;
  worked_seconds: number;
  open_time: JsonSpan | null;
  open_breaks: JsonSpan[] | null;
}

/** A span row through row_to_json: its timestamps arrive as text. */
type JsonSpan = Record<string, unknown>;

const SPAN_TIMES = ['start_at', 'end_at', 'added_at', 'edited_at', 'deleted_at'] as const;

/** A span row's JSON with its timestamps as dates again (the other columns are JSON-native). */
function revive(span: JsonSpan): JsonSpan {
  const row: JsonSpan = { ...span };
  for (const column of SPAN_TIMES) {
    const value = row[column];
    row[column] = typeof value === 'string' ? new Date(value) : null;
  }
  return row;
}

function toMemberDay(row: MemberDayRow): MemberDay {
  return {
    dayStart: row.day_start,
    workedSeconds: row.worked_seconds,
    open: row.open_time ? (revive(row.open_time) as unknown as SpanRow) : null,
    breaks: (row.open_breaks ?? []).map((span) => revive(span) as unknown as BreakRow),
  };
}

const MEMBER = sql.raw(`m.id_user, m.nickname, m.first_name AS member_first_name,
  m.last_name AS member_last_name, m.avatar, u.first_name, u.last_name, u.email`);

/** Only ACTIVE members of the kiosk's workspace, of live accounts, are ever found. */
function activeMembersOf(idWorkspace: string): Sql {
  return sql`JOIN workspace_members m ON m.id_user = u.id AND m.id_workspace = ${idWorkspace}
               AND m.status = ${MemberStatus.Active} AND m.deleted_at IS NULL`;
}

/** Reads of the identify call, and the record of failed identifications. */
@Injectable()
export class IdentifyRepository {
  constructor(private readonly db: Database) {}

  /**
   * The active members of the workspace whose PIN has this keyed hash: at most two are read,
   * enough to tell one from an ambiguity. Found through account_pins_pin_hash_idx.
   */
  membersByPin(idWorkspace: string, pinHash: string): Promise<KioskMemberRow[]> {
    return this.db.rows<KioskMemberRow>(
      sql.prepared(sql`SELECT ${MEMBER} FROM account_pins p
            JOIN users u ON u.id = p.id_user AND u.deleted_at IS NULL
            ${activeMembersOf(idWorkspace)}
           WHERE p.pin_hash = ${pinHash}
           LIMIT 2`),
    );
  }

  activeMember(idWorkspace: string, idUser: string): Promise<KioskMemberRow | undefined> {
    return this.db.maybeOne<KioskMemberRow>(
      sql.prepared(sql`SELECT ${MEMBER} FROM users u ${activeMembersOf(idWorkspace)}
           WHERE u.id = ${idUser} AND u.deleted_at IS NULL`),
    );
  }

  /**
   * The member's day in one statement: the start of today in the zone, the seconds worked since
   * then until `now` (the parts of their workspace times inside today, less the parts of their
   * breaks), and their open workspace time with its breaks (as JSON, revived by `toMemberDay`).
   */
  async memberDay(
    idWorkspace: string,
    idUser: string,
    timeZone: string,
    now: Date,
  ): Promise<MemberDay> {
    const row = await this.db.one<MemberDayRow>(
      sql.prepared(sql`WITH day AS (
            SELECT (date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone})
                     AT TIME ZONE ${timeZone}) AS from_at,
                   ${now}::timestamptz AS to_at
          ), times AS (
            SELECT w.id, w.start_at, w.end_at FROM workspace_times w, day
             WHERE w.id_workspace = ${idWorkspace} AND w.id_user = ${idUser}
               AND w.deleted_at IS NULL AND w.start_at < day.to_at
               AND (w.end_at IS NULL OR w.end_at > day.from_at)
          ), spans AS (
            SELECT 1 AS sign, t.start_at, t.end_at FROM times t
            UNION ALL
            SELECT -1, b.start_at, b.end_at FROM breaks b JOIN times t ON t.id = b.id_workspace_time
             WHERE b.deleted_at IS NULL
          ), open AS (
            SELECT ${spanColumns()} FROM workspace_times
             WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
               AND end_at IS NULL AND deleted_at IS NULL
          )
          SELECT day.from_at AS day_start,
                 COALESCE((SELECT sum(s.sign * greatest(0, extract(epoch FROM
                             least(coalesce(s.end_at, day.to_at), day.to_at)
                             - greatest(s.start_at, day.from_at))))
                             FROM spans s), 0)::float8 AS worked_seconds,
                 (SELECT row_to_json(o) FROM open o) AS open_time,
                 (SELECT json_agg(b ORDER BY b.start_at, b.id) FROM (
                    SELECT ${spanColumns('b', ['id_workspace_time'])}
                      FROM breaks b JOIN open o ON o.id = b.id_workspace_time
                     WHERE b.deleted_at IS NULL) b) AS open_breaks
            FROM day`),
    );
    return toMemberDay(row);
  }

  async recordFailure(
    failure: { idWorkspace: string; idKiosk: string; method: KioskMethod },
    reason: KioskIdentifyFailureReason,
    at: Date,
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO kiosk_identify_failures (id_workspace, id_kiosk, method, reason, created_at)
          VALUES (${failure.idWorkspace}, ${failure.idKiosk}, ${failure.method}, ${reason}, ${at})`,
    );
  }

  /** The workspace's latest failures, newest first (kiosk_identify_failures index). */
  /**
   * One page of failures, newest first, with the position a cursor names;
   * kiosk_identify_failures_id_workspace_created_at_idx serves the range and the position.
   */
  failuresPage(idWorkspace: string, window: ActivityWindow): Promise<Positioned<FailureRow>[]> {
    return this.db.rows<Positioned<FailureRow>>(
      sql`SELECT f.id, f.id_kiosk, k.name AS kiosk_name, f.method, f.reason, f.created_at,
                 (extract(epoch FROM f.created_at) * 1000000)::bigint::text AS cursor_micros
            FROM kiosk_identify_failures f JOIN kiosks k ON k.id = f.id_kiosk
           WHERE f.id_workspace = ${idWorkspace}
             AND ${inWindow({ kiosk: sql`f.id_kiosk`, time: sql`f.created_at`, id: sql`f.id` }, window)}
           ORDER BY f.created_at DESC, f.id DESC
           LIMIT ${window.limit + 1}`,
    );
  }
}
