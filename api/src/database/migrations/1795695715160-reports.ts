import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports: weekly work schedules (the workspace's and members' own, versioned by the local date
 * they apply from), the week a workspace's reports start on, and sealed payroll periods.
 */
export class Reports1795695715160 implements MigrationInterface {
  name = 'Reports1795695715160';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "work_schedules" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_user" uuid, "effective_from" date NOT NULL, "follows_workspace" boolean NOT NULL DEFAULT false, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "work_schedules_follows_check" CHECK ("id_user" IS NOT NULL OR NOT "follows_workspace"), CONSTRAINT "PK_f5251879700e5ca0d2e353fa34f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "work_schedules_member_from_key" ON "work_schedules"  ("id_workspace", "id_user", "effective_from") WHERE id_user IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "work_schedules_workspace_from_key" ON "work_schedules"  ("id_workspace", "effective_from") WHERE id_user IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "work_schedule_days" ("id_schedule" uuid NOT NULL, "weekday" smallint NOT NULL, "start_time" TIME NOT NULL, "end_time" TIME NOT NULL, CONSTRAINT "work_schedule_days_range_check" CHECK ("end_time" > "start_time"), CONSTRAINT "work_schedule_days_weekday_check" CHECK ("weekday" BETWEEN 1 AND 7), CONSTRAINT "PK_fa1d29e2a2a554ce623d7512a1f" PRIMARY KEY ("id_schedule", "weekday"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "payroll_seals" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "unit" text NOT NULL, "first_day" date NOT NULL, "last_day" date NOT NULL, "start_at" TIMESTAMP WITH TIME ZONE NOT NULL, "end_at" TIMESTAMP WITH TIME ZONE NOT NULL, "time_zone" text NOT NULL, "digest" text NOT NULL, "sealed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sealed_by" uuid NOT NULL, "reopened_at" TIMESTAMP WITH TIME ZONE, "reopened_by" uuid, "reopen_reason" text, CONSTRAINT "payroll_seals_reopen_check" CHECK (("reopened_at" IS NULL) = ("reopened_by" IS NULL AND "reopen_reason" IS NULL)), CONSTRAINT "payroll_seals_range_check" CHECK ("end_at" > "start_at" AND "last_day" >= "first_day"), CONSTRAINT "payroll_seals_unit_check" CHECK ("unit" IN ('week', 'month')), CONSTRAINT "payroll_seals_no_overlap" EXCLUDE USING gist ("id_workspace" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("reopened_at" IS NULL), CONSTRAINT "PK_f44e474d4594a40413106496035" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "payroll_seals_workspace_start_idx" ON "payroll_seals"  ("id_workspace", "start_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD "week_start" smallint NOT NULL DEFAULT '1'`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_week_start_check" CHECK ("week_start" BETWEEN 1 AND 7)`,
    );
    await queryRunner.query(
      `ALTER TABLE "work_schedules" ADD CONSTRAINT "FK_8cb2148479d99b98cb055fe0e31" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "work_schedules" ADD CONSTRAINT "FK_8e18064c830f4937b43269fa51c" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "work_schedules" ADD CONSTRAINT "FK_ca532ad6d614cff8345a48ae2b6" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "work_schedule_days" ADD CONSTRAINT "FK_8444bf60cbab29553ec79cfdbbc" FOREIGN KEY ("id_schedule") REFERENCES "work_schedules"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payroll_seals" ADD CONSTRAINT "FK_37a973fdb1e9b5ce2bea6193f2d" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payroll_seals" ADD CONSTRAINT "FK_96e7e379fc10bda1edc1a658554" FOREIGN KEY ("sealed_by") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payroll_seals" ADD CONSTRAINT "FK_cc86ee7480eebf13018cc1d9a42" FOREIGN KEY ("reopened_by") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "payroll_seals" DROP CONSTRAINT "FK_cc86ee7480eebf13018cc1d9a42"`,
    );
    await queryRunner.query(
      `ALTER TABLE "payroll_seals" DROP CONSTRAINT "FK_96e7e379fc10bda1edc1a658554"`,
    );
    await queryRunner.query(
      `ALTER TABLE "payroll_seals" DROP CONSTRAINT "FK_37a973fdb1e9b5ce2bea6193f2d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "work_schedule_days" DROP CONSTRAINT "FK_8444bf60cbab29553ec79cfdbbc"`,
    );
    await queryRunner.query(
      `ALTER TABLE "work_schedules" DROP CONSTRAINT "FK_ca532ad6d614cff8345a48ae2b6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "work_schedules" DROP CONSTRAINT "FK_8e18064c830f4937b43269fa51c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "work_schedules" DROP CONSTRAINT "FK_8cb2148479d99b98cb055fe0e31"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" DROP CONSTRAINT "workspaces_week_start_check"`,
    );
    await queryRunner.query(`ALTER TABLE "workspaces" DROP COLUMN "week_start"`);
    await queryRunner.query(`DROP INDEX "public"."payroll_seals_workspace_start_idx"`);
    await queryRunner.query(`DROP TABLE "payroll_seals"`);
    await queryRunner.query(`DROP TABLE "work_schedule_days"`);
    await queryRunner.query(`DROP INDEX "public"."work_schedules_workspace_from_key"`);
    await queryRunner.query(`DROP INDEX "public"."work_schedules_member_from_key"`);
    await queryRunner.query(`DROP TABLE "work_schedules"`);
  }
}
