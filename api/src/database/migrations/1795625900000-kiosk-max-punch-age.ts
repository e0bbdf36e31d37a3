import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many days back a kiosk punch may be dated when it arrives, per workspace (it was fixed at
 * 7): 1 to 31 days, 7 by default.
 */
export class KioskMaxPunchAge1795625900000 implements MigrationInterface {
  name = 'KioskMaxPunchAge1795625900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD "kiosk_max_punch_age_days" integer NOT NULL DEFAULT '7'`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_kiosk_max_punch_age_days_check" CHECK ("kiosk_max_punch_age_days" BETWEEN 1 AND 31)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "workspaces" DROP CONSTRAINT "workspaces_kiosk_max_punch_age_days_check"`,
    );
    await queryRunner.query(`ALTER TABLE "workspaces" DROP COLUMN "kiosk_max_punch_age_days"`);
  }
}
