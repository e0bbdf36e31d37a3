import os from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { DataSource, type QueryRunner } from 'typeorm';
import { JobRunsRepository } from './job-runs.repository.js';

/**
 * A scheduled job fires at the same instant on every instance. One that takes the lock just after
 * another instance released it must not run the occurrence again: a recorded run started less
 * than this long ago is this occurrence's run.
 */
export const ONCE_WINDOW_MS = 60_000;

export interface JobOptions {
  /** Keep a record in `job_runs` and run each occurrence once (see ONCE_WINDOW_MS). */
  recorded?: boolean;
}

export type JobOutcome<T> =
  | { ran: true; result: T }
  /** `running`: another run holds the lock; `done`: another instance ran this occurrence. */
  | { ran: false; reason: 'running' | 'done' };

/**
 * Runs scheduled work on one API instance at a time, under a PostgreSQL session advisory lock
 * named after the job (`pg_try_advisory_lock`): an instance that cannot take it skips the run
 * instead of waiting. The lock is held by one connection for the whole run, so a crashed instance
 * frees it with its connection. With a one-connection pool (embedded PGlite, which is one process
 * per data directory anyway) that connection cannot stay reserved while the work queries, so the
 * lock is taken and the connection returned: the pool's only session keeps holding it.
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger('Jobs');
  private readonly instance = `${os.hostname()}:${process.pid}`;
  /** Jobs running in this process: PGlite's single session would re-enter its own lock. */
  private readonly running = new Set<string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly runs: JobRunsRepository,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  /**
   * Runs `work` at every occurrence of `cron` (server time zone), recorded, on one instance per
   * occurrence. Every instance registers the same schedule, so the job survives any one of them.
   */
  scheduleCron(job: string, cron: string, work: () => Promise<unknown>): void {
    const onTick = async () => {
      try {
        await this.run(job, work, { recorded: true });
      } catch (error) {
        this.logger.error(
          `${job} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    };
    this.scheduler.addCronJob(job, CronJob.from({ cronTime: cron, onTick, start: true }));
  }

  async run<T>(
    job: string,
    work: () => Promise<T>,
    options: JobOptions = {},
  ): Promise<JobOutcome<T>> {
    if (this.running.has(job)) return { ran: false, reason: 'running' };
    this.running.add(job);
    try {
      return await this.runLocked(job, work, options);
    } finally {
      this.running.delete(job);
    }
  }

  private async runLocked<T>(
    job: string,
    work: () => Promise<T>,
    { recorded = false }: JobOptions,
  ): Promise<JobOutcome<T>> {
    const holdConnection = (this.dataSource.options as { poolSize?: number }).poolSize !== 1;
    let lock: QueryRunner | undefined = this.dataSource.createQueryRunner();
    try {
      if (!(await this.lockQuery(lock, 'pg_try_advisory_lock', job))) {
        // A recorded job runs a few times a day at most: say why this instance did not run it.
        const message = `${job}: skipped, another instance is running it`;
        if (recorded) this.logger.log(message);
        else this.logger.debug(message);
        return { ran: false, reason: 'running' };
      }
      if (!holdConnection) {
        await lock.release();
        lock = undefined;
      }
      try {
        return await this.runRecorded(job, work, recorded);
      } finally {
        lock ??= this.dataSource.createQueryRunner();
        await this.lockQuery(lock, 'pg_advisory_unlock', job);
      }
    } finally {
      await lock?.release();
    }
  }

  private async runRecorded<T>(
    job: string,
    work: () => Promise<T>,
    recorded: boolean,
  ): Promise<JobOutcome<T>> {
    if (!recorded) return { ran: true, result: await work() };
    const earlier = await this.runs.startedWithin(job, ONCE_WINDOW_MS);
    if (earlier) {
      this.logger.log(
        `${job}: skipped, ${earlier.instance} ran it at ${earlier.started_at.toISOString()}`,
      );
      return { ran: false, reason: 'done' };
    }
    const id = await this.runs.start(job, this.instance);
    this.logger.log(`${job}: running on ${this.instance}`);
    try {
      const result = await work();
      await this.runs.finish(id, result);
      return { ran: true, result };
    } catch (error) {
      await this.runs.fail(id, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  private async lockQuery(
    runner: QueryRunner,
    fn: 'pg_try_advisory_lock' | 'pg_advisory_unlock',
    job: string,
  ): Promise<boolean> {
    // One 64-bit key per job name; `job:` keeps it apart from other advisory locks of the app.
    const rows = (await runner.query(`SELECT ${fn}(hashtextextended($1, 0)) AS ok`, [
      `job:${job}`,
    ])) as { ok: boolean }[];
    return rows[0]?.ok === true;
  }
}
