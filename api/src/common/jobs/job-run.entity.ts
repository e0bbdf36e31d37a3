import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One run of a scheduled job that keeps a record (the daily sweep's jobs), by whichever API
 * instance won it. Instances read it, under the job's advisory lock, to skip an occurrence that
 * another instance has already run; operators read it to see when a job last ran and what it did.
 */
@Entity('job_runs')
@Index('job_runs_job_started_at_idx', ['job', 'startedAt'])
export class JobRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  job: string;

  /** `host:pid` of the process that ran it. */
  @Column('text')
  instance: string;

  @Column('timestamptz', { default: () => 'now()' })
  startedAt: Date;

  @Column('timestamptz', { nullable: true })
  finishedAt: Date | null;

  /** What the run reports (rows deleted per table); null while running or when it failed. */
  @Column('jsonb', { nullable: true })
  result: unknown;

  @Column('text', { nullable: true })
  error: string | null;
}
