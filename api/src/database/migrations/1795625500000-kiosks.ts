import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kiosks: paired devices of a workspace. A device is found by its token's hash on every device
 * call and a pairing code by its hash (both unique indexes); managers list a workspace's fleet.
 */
export class Kiosks1795625500000 implements MigrationInterface {
  name = 'Kiosks1795625500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "kiosks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "name" text NOT NULL, "pairing_code_hash" text, "pairing_expires_at" TIMESTAMP WITH TIME ZONE, "pairing_used_at" TIMESTAMP WITH TIME ZONE, "token_hash" text, "public_key" jsonb, "app_version" text, "queued" integer, "last_seq" bigint, "last_seen_at" TIMESTAMP WITH TIME ZONE, "paired_at" TIMESTAMP WITH TIME ZONE, "locked_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "kiosks_queued_check" CHECK ("queued" >= 0), CONSTRAINT "kiosks_name_check" CHECK (char_length(btrim("name")) BETWEEN 1 AND 50), CONSTRAINT "PK_711b8b6ad03c0807caed2d9a51e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosks_id_workspace_idx" ON "kiosks"  ("id_workspace") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosks_pairing_code_hash_key" ON "kiosks"  ("pairing_code_hash") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosks_token_hash_key" ON "kiosks"  ("token_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosks" ADD CONSTRAINT "FK_5a4d9219dafd644344a9e39afd4" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "kiosks" DROP CONSTRAINT "FK_5a4d9219dafd644344a9e39afd4"`,
    );
    await queryRunner.query(`DROP INDEX "public"."kiosks_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."kiosks_pairing_code_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."kiosks_id_workspace_idx"`);
    await queryRunner.query(`DROP TABLE "kiosks"`);
  }
}
