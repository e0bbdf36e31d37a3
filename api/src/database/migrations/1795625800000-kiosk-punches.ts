import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The kiosk punch journal (every entry a kiosk sent: the chain it built, and what was refused)
 * and kiosk selfies. Generated from KioskPunchEntity and SelfieEntity.
 */
export class KioskPunches1795625800000 implements MigrationInterface {
  name = 'KioskPunches1795625800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "kiosk_punches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_kiosk" uuid NOT NULL, "id_workspace" uuid NOT NULL, "entry_id" uuid, "seq" bigint, "at" TIMESTAMP WITH TIME ZONE, "action" text, "credential_kind" text, "id_user" uuid, "id_selfie" uuid, "left_at" TIMESTAMP WITH TIME ZONE, "prev_hash" text, "hash" text, "signature" text, "in_chain" boolean NOT NULL, "status" text NOT NULL, "error_key" text, "detail" text, "id_workspace_time" uuid, "id_break" uuid, "answer" jsonb, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "received_count" integer NOT NULL DEFAULT '1', CONSTRAINT "kiosk_punches_error_check" CHECK (("status" = 'rejected') = ("error_key" IS NOT NULL)), CONSTRAINT "kiosk_punches_chain_check" CHECK (NOT "in_chain" OR ("seq" IS NOT NULL AND "hash" IS NOT NULL)), CONSTRAINT "kiosk_punches_status_check" CHECK ("status" IN ('applied', 'rejected')), CONSTRAINT "PK_b03be445be051684c4e1881717c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_punches_id_break_idx" ON "kiosk_punches"  ("id_break") `,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_punches_id_workspace_time_idx" ON "kiosk_punches"  ("id_workspace_time") `,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_punches_id_selfie_idx" ON "kiosk_punches"  ("id_selfie") `,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_punches_workspace_idx" ON "kiosk_punches"  ("id_workspace", "received_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosk_punches_refused_key" ON "kiosk_punches"  ("id_kiosk", "hash", "error_key") WHERE NOT in_chain AND hash IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosk_punches_chain_entry_key" ON "kiosk_punches"  ("id_kiosk", "entry_id") WHERE in_chain`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosk_punches_chain_seq_key" ON "kiosk_punches"  ("id_kiosk", "seq") WHERE in_chain`,
    );
    await queryRunner.query(
      `CREATE TABLE "selfies" ("id" uuid NOT NULL, "id_workspace" uuid NOT NULL, "id_kiosk" uuid NOT NULL, "id_user" uuid, "taken_at" TIMESTAMP WITH TIME ZONE NOT NULL, "file" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9d5ef94af2eee41450060d88754" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "selfies_file_key" ON "selfies"  ("file") `);
    await queryRunner.query(
      `CREATE INDEX "selfies_member_taken_idx" ON "selfies"  ("id_workspace", "id_user", "taken_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "selfies_workspace_taken_idx" ON "selfies"  ("id_workspace", "taken_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_punches" ADD CONSTRAINT "FK_0f836e123b4bc21fbe1d4b915b4" FOREIGN KEY ("id_kiosk") REFERENCES "kiosks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_punches" ADD CONSTRAINT "FK_ff4c69a4ab480772d1a6823d719" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_punches" ADD CONSTRAINT "FK_b83fc5c5c4e382da70548155f22" FOREIGN KEY ("id_workspace_time") REFERENCES "workspace_times"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_punches" ADD CONSTRAINT "FK_696c3fba92362f99b4b9129596b" FOREIGN KEY ("id_break") REFERENCES "breaks"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "selfies" ADD CONSTRAINT "FK_e985755f3721af9ce81289c9de5" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "selfies" ADD CONSTRAINT "FK_e08bc435b371bbe9a5d7e4e9310" FOREIGN KEY ("id_kiosk") REFERENCES "kiosks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "selfies" DROP CONSTRAINT "FK_e08bc435b371bbe9a5d7e4e9310"`,
    );
    await queryRunner.query(
      `ALTER TABLE "selfies" DROP CONSTRAINT "FK_e985755f3721af9ce81289c9de5"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_punches" DROP CONSTRAINT "FK_696c3fba92362f99b4b9129596b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_punches" DROP CONSTRAINT "FK_b83fc5c5c4e382da70548155f22"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_punches" DROP CONSTRAINT "FK_ff4c69a4ab480772d1a6823d719"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_punches" DROP CONSTRAINT "FK_0f836e123b4bc21fbe1d4b915b4"`,
    );
    await queryRunner.query(`DROP INDEX "public"."selfies_workspace_taken_idx"`);
    await queryRunner.query(`DROP INDEX "public"."selfies_member_taken_idx"`);
    await queryRunner.query(`DROP INDEX "public"."selfies_file_key"`);
    await queryRunner.query(`DROP TABLE "selfies"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_punches_chain_seq_key"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_punches_chain_entry_key"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_punches_refused_key"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_punches_workspace_idx"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_punches_id_selfie_idx"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_punches_id_workspace_time_idx"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_punches_id_break_idx"`);
    await queryRunner.query(`DROP TABLE "kiosk_punches"`);
  }
}
