import { Injectable } from '@nestjs/common';
import { type KioskIdentifyFailureReason, type KioskMethod, MemberStatus } from '@punchcard/shared';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { spanColumns } from '#src/database/sql/time-spans.js';
import type { SpanRow } from '#src/modules/workspace-times/index.js';

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

/** Today so far in the workspace's zone, and the member's open workspace time. */
export interface TodayRow {
  day_start: Date;
  worked_seconds: number;
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

  openWorkspaceTime(idWorkspace: string, idUser: string): Promise<SpanRow | undefined> {
    return this.db.maybeOne<SpanRow>(
      sql.prepared(sql`SELECT ${spanColumns()} FROM workspace_times
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
             AND end_at IS NULL AND deleted_at IS NULL`),
    );
  }

  /**
   * The start of today in the zone, and the seconds worked since then until `now`: the parts
   * of the member's workspace times inside today, less the parts of their breaks.
   */
  today(idWorkspace: string, idUser: string, timeZone: string, now: Date): Promise<TodayRow> {
    return this.db.one<TodayRow>(
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
          )
          SELECT day.from_at AS day_start,
                 COALESCE((SELECT sum(s.sign * greatest(0, extract(epoch FROM
                             least(coalesce(s.end_at, day.to_at), day.to_at)
                             - greatest(s.start_at, day.from_at))))
                             FROM spans s), 0)::float8 AS worked_seconds
            FROM day`),
    );
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
  latestFailures(idWorkspace: string, limit: number): Promise<FailureRow[]> {
    return this.db.rows<FailureRow>(
      sql`SELECT f.id, f.id_kiosk, k.name AS kiosk_name, f.method, f.reason, f.created_at
            FROM kiosk_identify_failures f JOIN kiosks k ON k.id = f.id_kiosk
           WHERE f.id_workspace = ${idWorkspace}
           ORDER BY f.created_at DESC, f.id
           LIMIT ${limit}`,
    );
  }
}
