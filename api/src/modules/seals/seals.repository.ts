import { Injectable } from '@nestjs/common';
import { ErrorKey, type SealStatus, type SealUnit } from '@punchcard/shared';
import { conflict } from '#src/common/errors/app.exception.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { bucketStart, localMidnight } from '#src/database/sql/local-days.js';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';
import { memberNameSql } from '#src/modules/members/index.js';

/** A local week or month and the instants it covers, [startAt, endAt). */
export interface SealPeriod {
  firstDay: string;
  lastDay: string;
  startAt: Date;
  endAt: Date;
}

/** A seal with the names of who sealed and who reopened it. */
export interface SealRow {
  id: string;
  unit: SealUnit;
  first_day: string;
  last_day: string;
  start_at: Date;
  end_at: Date;
  time_zone: string;
  digest: string;
  sealed_at: Date;
  sealed_by: string;
  sealed_by_name: string;
  reopened_at: Date | null;
  reopened_by: string | null;
  reopened_by_name: string | null;
  reopen_reason: string | null;
}

export interface NewSeal extends SealPeriod {
  idWorkspace: string;
  unit: SealUnit;
  timeZone: string;
  digest: string;
  sealedBy: string;
  sealedAt: Date;
}

const SEAL_SELECT = sql`
  SELECT s.id, s.unit, to_char(s.first_day, 'YYYY-MM-DD') AS first_day,
         to_char(s.last_day, 'YYYY-MM-DD') AS last_day, s.start_at, s.end_at, s.time_zone,
         s.digest, s.sealed_at, s.sealed_by, ${memberNameSql('sm', 'su')} AS sealed_by_name,
         s.reopened_at, s.reopened_by,
         CASE WHEN ru.id IS NULL THEN NULL ELSE ${memberNameSql('rm', 'ru')} END AS reopened_by_name,
         s.reopen_reason
    FROM payroll_seals s
    JOIN users su ON su.id = s.sealed_by
    LEFT JOIN workspace_members sm ON sm.id_workspace = s.id_workspace AND sm.id_user = s.sealed_by
    LEFT JOIN users ru ON ru.id = s.reopened_by
    LEFT JOIN workspace_members rm
      ON rm.id_workspace = s.id_workspace AND rm.id_user = s.reopened_by`;

/**
 * The lock sealing and time writes meet at (the payroll-seal-guards migration's triggers take it
 * shared with the same key): held exclusively, no write to the workspace's time is in flight.
 */
const sealLock = (idWorkspace: string): Sql =>
  sql`hashtextextended(${`payroll-seal:${idWorkspace}`}, 0)`;

@Injectable()
export class SealsRepository {
  constructor(private readonly db: Database) {}

  /** The local week (starting on ISO weekday `weekStart`) or month holding `date`, in the zone. */
  async periodOf(
    unit: SealUnit,
    date: string,
    timeZone: string,
    weekStart: number,
  ): Promise<SealPeriod> {
    const first = bucketStart(
      sql`${date}::date`,
      unit === 'week' ? 'Weekly' : 'Monthly',
      weekStart,
    );
    const next =
      unit === 'week' ? sql`(f.first_day + 7)` : sql`(f.first_day + interval '1 month')::date`;
    const row = await this.db.one<{
      first_day: string;
      last_day: string;
      start_at: Date;
      end_at: Date;
    }>(
      sql`SELECT to_char(f.first_day, 'YYYY-MM-DD') AS first_day,
                 to_char(${next} - 1, 'YYYY-MM-DD') AS last_day,
                 ${localMidnight(sql`f.first_day`, timeZone)} AS start_at,
                 ${localMidnight(next, timeZone)} AS end_at
            FROM (SELECT ${first} AS first_day) f`,
    );
    return {
      firstDay: row.first_day,
      lastDay: row.last_day,
      startAt: row.start_at,
      endAt: row.end_at,
    };
  }

  /** Waits for the workspace's time writes in flight and holds new ones until `tx` ends. */
  async holdTimeWrites(idWorkspace: string, tx: Tx): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(${sealLock(idWorkspace)})`, tx);
  }

  /** Inserts a live seal; one overlapping another live seal is 409 seal_conflict. */
  async insert(seal: NewSeal, tx: Tx): Promise<string> {
    try {
      const row = await this.db.one<{ id: string }>(
        sql`INSERT INTO payroll_seals (id_workspace, unit, first_day, last_day, start_at, end_at,
                                       time_zone, digest, sealed_at, sealed_by)
            VALUES (${seal.idWorkspace}, ${seal.unit}, ${seal.firstDay}::date, ${seal.lastDay}::date,
                    ${seal.startAt}, ${seal.endAt}, ${seal.timeZone}, ${seal.digest},
                    ${seal.sealedAt}, ${seal.sealedBy})
            RETURNING id`,
        tx,
      );
      return row.id;
    } catch (error) {
      if (isPgError(error, PgErrorCode.ExclusionViolation, 'payroll_seals_no_overlap')) {
        throw conflict(ErrorKey.SealConflict, 'A live seal already covers part of this period.');
      }
      throw error;
    }
  }

  /** Newest period first. */
  list(idWorkspace: string, status?: SealStatus): Promise<SealRow[]> {
    const filter =
      status === undefined
        ? sql`true`
        : status === 'sealed'
          ? sql`s.reopened_at IS NULL`
          : sql`s.reopened_at IS NOT NULL`;
    return this.db.rows<SealRow>(
      sql`${SEAL_SELECT} WHERE s.id_workspace = ${idWorkspace} AND ${filter}
          ORDER BY s.start_at DESC, s.sealed_at DESC, s.id`,
    );
  }

  get(idWorkspace: string, id: string): Promise<SealRow | undefined> {
    return this.db.maybeOne<SealRow>(
      sql`${SEAL_SELECT} WHERE s.id_workspace = ${idWorkspace} AND s.id = ${id}`,
    );
  }

  /** Reopens a live seal; false when there is no live seal with that id. */
  async reopen(
    idWorkspace: string,
    id: string,
    change: { by: string; at: Date; reason: string },
  ): Promise<boolean> {
    const count = await this.db.execute(
      sql`UPDATE payroll_seals
             SET reopened_at = ${change.at}, reopened_by = ${change.by}, reopen_reason = ${change.reason}
           WHERE id_workspace = ${idWorkspace} AND id = ${id} AND reopened_at IS NULL`,
    );
    return count === 1;
  }
}
