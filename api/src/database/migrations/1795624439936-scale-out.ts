import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Several API instances on one database: throttle counters every instance shares, and the record
 * of scheduled job runs that lets only one instance run each occurrence of a job.
 */
export class ScaleOut1795624439936 implements MigrationInterface {
  name = 'ScaleOut1795624439936';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "throttle_counters" ("key" text NOT NULL, "hit_expirations" TIMESTAMP WITH TIME ZONE array NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "blocked_until" TIMESTAMP WITH TIME ZONE, "purge_after" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_0d6e00f6811746d8c018db8d58d" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "throttle_counters_purge_after_idx" ON "throttle_counters"  ("purge_after") `,
    );
    await queryRunner.query(
      `CREATE TABLE "job_runs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "job" text NOT NULL, "instance" text NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, "result" jsonb, "error" text, CONSTRAINT "PK_4d0012c04fcfc287550b76be7e9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "job_runs_job_started_at_idx" ON "job_runs"  ("job", "started_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."job_runs_job_started_at_idx"`);
    await queryRunner.query(`DROP TABLE "job_runs"`);
    await queryRunner.query(`DROP INDEX "public"."throttle_counters_purge_after_idx"`);
    await queryRunner.query(`DROP TABLE "throttle_counters"`);
  }
}
