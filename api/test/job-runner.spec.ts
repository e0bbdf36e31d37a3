import pg from 'pg';
import { DataSource } from 'typeorm';
import { JobRunner } from '../src/common/jobs/job-runner.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Scheduled work runs on one instance at a time (a session advisory lock per job) and, when
 * recorded, once per occurrence. Works the same on embedded PGlite, whose one connection the
 * work itself needs while the lock is held.
 */
describe('JobRunner', () => {
  let t: TestApp;
  let jobs: JobRunner;
  beforeAll(async () => {
    t = await startTestApp();
    jobs = t.app.get(JobRunner);
  });
  afterAll(() => t.close());

  const runs = (job: string) =>
    sql<{ instance: string; result: unknown; error: string | null }>(
      t,
      `SELECT instance, result, error FROM job_runs WHERE job = $1`,
      [job],
    );

  it('records a run with its result, and skips the occurrence another run already took', async () => {
    const work = async () => (await sql<{ n: number }>(t, 'SELECT 1 AS n'))[0];
    expect(await jobs.run('test-recorded', work, { recorded: true })).toEqual({
      ran: true,
      result: { n: 1 },
    });
    expect(await jobs.run('test-recorded', work, { recorded: true })).toEqual({
      ran: false,
      reason: 'done',
    });
    const [run, ...more] = await runs('test-recorded');
    expect(more).toEqual([]);
    expect(run?.result).toEqual({ n: 1 });
    expect(run?.instance).toContain(`:${process.pid}`);
  });

  it('runs an unrecorded job every time, one run at a time', async () => {
    let release: (value: string) => void = () => undefined;
    let started: () => void = () => undefined;
    const working = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = jobs.run('test-overlap', () => {
      started();
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    });
    await working;
    expect(await jobs.run('test-overlap', () => Promise.resolve('second'))).toEqual({
      ran: false,
      reason: 'running',
    });
    release('first');
    expect(await first).toEqual({ ran: true, result: 'first' });
    expect(await jobs.run('test-overlap', () => Promise.resolve('third'))).toEqual({
      ran: true,
      result: 'third',
    });
    expect(await runs('test-overlap')).toEqual([]);
  });

  it('records a failure and frees the lock for the next occurrence', async () => {
    await expect(
      jobs.run('test-failing', () => Promise.reject(new Error('boom')), { recorded: true }),
    ).rejects.toThrow('boom');
    expect(await runs('test-failing')).toEqual([
      expect.objectContaining({ error: 'boom', result: null }),
    ]);
    expect(await jobs.run('test-failing', () => Promise.resolve(1))).toEqual({
      ran: true,
      result: 1,
    });
  });

  it('skips the run while another instance holds the job lock', async () => {
    const options = t.app.get(DataSource).options as { url?: string };
    if (!options.url) return; // Embedded PGlite: one process per data directory.
    const other = new pg.Client({ connectionString: options.url });
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtextextended('job:test-locked', 0))`);
      expect(await jobs.run('test-locked', () => Promise.resolve(1))).toEqual({
        ran: false,
        reason: 'running',
      });
      await other.query(`SELECT pg_advisory_unlock(hashtextextended('job:test-locked', 0))`);
      expect(await jobs.run('test-locked', () => Promise.resolve(2))).toEqual({
        ran: true,
        result: 2,
      });
    } finally {
      await other.end();
    }
  });
});
