import { Injectable } from '@nestjs/common';
import type { SelfieRecord } from '@punchcard/shared';
import { epoch } from '#src/database/sql/epoch.js';
import { Database, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

export interface SelfieRow {
  id: string;
  id_kiosk: string;
}

export interface SelfieFilter {
  idWorkspace: string;
  timeZone: string;
  /** YYYY-MM-DD in the workspace's time zone; every day when absent. */
  date?: string;
  idUser?: string;
}

@Injectable()
export class SelfiesRepository {
  constructor(private readonly db: Database) {}

  find(id: string): Promise<SelfieRow | undefined> {
    return this.db.maybeOne<SelfieRow>(sql`SELECT id, id_kiosk FROM selfies WHERE id = ${id}`);
  }

  /**
   * Stores a selfie; its member is known already when the punch that references it came first
   * (only a punch of the same kiosk can claim it). Undefined when the id was taken meanwhile.
   */
  insert(values: {
    id: string;
    idWorkspace: string;
    idKiosk: string;
    takenAt: Date;
    file: string;
  }): Promise<{ id: string } | undefined> {
    return this.db.maybeOne<{ id: string }>(
      sql`INSERT INTO selfies (id, id_workspace, id_kiosk, id_user, taken_at, file)
          VALUES (${values.id}, ${values.idWorkspace}, ${values.idKiosk},
                  (SELECT p.id_user FROM kiosk_punches p
                    WHERE p.id_kiosk = ${values.idKiosk} AND p.in_chain
                      AND p.id_selfie = ${values.id} AND p.id_user IS NOT NULL
                    ORDER BY p.seq LIMIT 1),
                  ${values.takenAt}, ${values.file})
          ON CONFLICT (id) DO NOTHING
          RETURNING id`,
    );
  }

  /**
   * Deletes the selfies of these members in the workspace (inside the caller's transaction);
   * answers their files, to be removed once that transaction has committed.
   */
  async deleteOfMembers(idWorkspace: string, idUsers: string[], tx: Tx): Promise<string[]> {
    if (idUsers.length === 0) return [];
    const rows = await this.db.rows<{ file: string }>(
      sql`DELETE FROM selfies
           WHERE id_workspace = ${idWorkspace} AND id_user = ANY(${idUsers}::uuid[])
          RETURNING file`,
      tx,
    );
    return rows.map((row) => row.file);
  }

  /**
   * Deletes the selfies older than what their workspace's plan keeps (counted from when they were
   * taken, like the time they prove); answers their files.
   */
  async deleteExpired(now: Date, plans: { plan: string; days: number }[]): Promise<string[]> {
    if (plans.length === 0) return [];
    const rows = await this.db.rows<{ file: string }>(
      sql`DELETE FROM selfies s
           USING workspaces w,
                 unnest(${plans.map((p) => p.plan)}::text[], ${plans.map((p) => p.days)}::int[])
                   AS kept(plan, days)
           WHERE w.id = s.id_workspace AND w.plan = kept.plan
             AND s.taken_at < ${now}::timestamptz - make_interval(days => kept.days)
          RETURNING s.file`,
    );
    return rows.map((row) => row.file);
  }

  /** Selfies with the punch each proves and the kiosk's name, newest first. */
  list(filter: SelfieFilter): Promise<SelfieRecord[]> {
    const day = filter.date
      ? sql`AND s.taken_at >= (${filter.date}::date::timestamp AT TIME ZONE ${filter.timeZone})
            AND s.taken_at < ((${filter.date}::date + 1)::timestamp AT TIME ZONE ${filter.timeZone})`
      : sql``;
    const member = filter.idUser ? sql`AND s.id_user = ${filter.idUser}` : sql``;
    return this.db.rows<SelfieRecord>(
      sql`SELECT s.id, s.id_user, ${epoch('s.taken_at')} AS taken_at, s.file AS url, s.id_kiosk,
                 k.name AS kiosk_name,
                 (SELECT json_build_object('action', p.action, 'status', p.status,
                                           'at', floor(extract(epoch FROM p.at)))
                    FROM kiosk_punches p
                   WHERE p.id_kiosk = s.id_kiosk AND p.in_chain AND p.id_selfie = s.id
                   ORDER BY p.seq LIMIT 1) AS punch
            FROM selfies s
            JOIN kiosks k ON k.id = s.id_kiosk
           WHERE s.id_workspace = ${filter.idWorkspace} ${day} ${member}
           ORDER BY s.taken_at DESC, s.id
           LIMIT 500`,
    );
  }
}
