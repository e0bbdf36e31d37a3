import { Injectable } from '@nestjs/common';
import { Database, sql, type Tables } from '#src/database/sql/index.js';

/** What one purge removed, per table. */
export type PurgeCounts = Record<string, number>;

/**
 * Deletes rows older than what their workspace's plan keeps. Every dated table a plan's retention
 * covers is listed here with its date column (an entry counts from its start).
 */
const RETAINED: readonly { table: keyof Tables; dateColumn: string }[] = [
  // Children before parents: requests point at the entries below, activities at workspace
  // times, breaks lie inside them. A request counts from when it was filed, whatever it proposes.
  { table: 'time_requests', dateColumn: 'created_at' },
  { table: 'activities', dateColumn: 'start_at' },
  { table: 'breaks', dateColumn: 'start_at' },
  { table: 'workspace_times', dateColumn: 'start_at' },
  { table: 'recent_actions', dateColumn: 'used_at' },
  // Kiosk punch records age like the time they prove (selfies too, but they have files: the
  // service purges them through SelfiesService).
  { table: 'kiosk_punches', dateColumn: 'received_at' },
];

/**
 * A one-row FROM item that marks the statement as the plan's retention purge: the payroll seal
 * triggers let a purge remove time of a sealed period (a seal does not keep data the plan no
 * longer keeps). Local to the statement's own transaction; the delete needs a row of it, so it is
 * set before any row is removed.
 */
const timePurge = sql`(SELECT set_config('punchcard.time_purge', 'on', true)) AS time_purge`;

@Injectable()
export class RetentionRepository {
  constructor(private readonly db: Database) {}

  async purge(now: Date, plans: { plan: string; days: number }[]): Promise<PurgeCounts> {
    const counts: PurgeCounts = {};
    if (plans.length === 0) return counts;
    for (const { table, dateColumn } of RETAINED) {
      counts[table] = await this.db.execute(
        sql`DELETE FROM ${sql.raw(`"${table}"`)} t
             USING workspaces w, ${timePurge},
                   unnest(${plans.map((p) => p.plan)}::text[], ${plans.map((p) => p.days)}::int[])
                     AS kept(plan, days)
             WHERE w.id = t.id_workspace AND w.plan = kept.plan
               AND t.${sql.raw(`"${dateColumn}"`)} < ${now}::timestamptz - make_interval(days => kept.days)`,
      );
    }
    return counts;
  }
}
