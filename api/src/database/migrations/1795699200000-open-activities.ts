import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Running activities by workspace. A report over whole local days reads closed time from
 * member_days and cuts only the spans still open; for activities that meant walking the GiST
 * index of `activities_no_overlap` over every live activity of the window to find none open
 * (300-450 ms of a year's attendance of a thousand members, build/bench/reports.ts). Workspace
 * times and breaks already have their `one_open_key` indexes.
 */
export class OpenActivities1795699200000 implements MigrationInterface {
  name = 'OpenActivities1795699200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "activities_open_idx" ON "activities"  ("id_workspace", "start_at") WHERE end_at IS NULL AND deleted_at IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."activities_open_idx"`);
  }
}
