import { Injectable } from '@nestjs/common';
import { Database, sql, type TableRow } from '#src/database/sql/index.js';

/** How long a job's run records are kept. */
const KEPT_DAYS = 90;

export type JobRunRow = Pick<TableRow<'job_runs'>, 'instance' | 'started_at'>;

/** The `job_runs` record; every method runs while the caller holds the job's advisory lock. */
@Injectable()
export class JobRunsRepository {
  constructor(private readonly db: Database) {}

  /** The latest run of `job` started less than `withinMs` ago (database time), if any. */
  startedWithin(job: string, withinMs: number): Promise<JobRunRow | undefined> {
    return this.db.maybeOne<JobRunRow>(
      sql`SELECT instance, started_at FROM job_runs
           WHERE job = ${job}
             AND started_at > now() - ${withinMs}::int * interval '1 millisecond'
           ORDER BY started_at DESC LIMIT 1`,
    );
  }

  /** Records a run as started, dropping the job's records older than KEPT_DAYS on the way. */
  async start(job: string, instance: string): Promise<string> {
    await this.db.execute(
      sql`DELETE FROM job_runs
           WHERE job = ${job} AND started_at < now() - make_interval(days => ${KEPT_DAYS})`,
    );
    const row = await this.db.one<Pick<TableRow<'job_runs'>, 'id'>>(
      sql`INSERT INTO job_runs (job, instance) VALUES (${job}, ${instance}) RETURNING id`,
    );
    return row.id;
  }

  async finish(id: string, result: unknown): Promise<void> {
    await this.db.execute(
      sql`UPDATE job_runs SET finished_at = now(), result = ${JSON.stringify(result ?? null)}::jsonb
           WHERE id = ${id}`,
    );
  }

  async fail(id: string, error: string): Promise<void> {
    await this.db.execute(
      sql`UPDATE job_runs SET finished_at = now(), error = ${error} WHERE id = ${id}`,
    );
  }
}
