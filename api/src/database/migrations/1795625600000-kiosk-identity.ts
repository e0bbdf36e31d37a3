import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kiosk identification: one PIN per account (a keyed hash, indexed so a kiosk finds its member
 * and a colliding PIN is refused with one lookup), PIN reset links, and the failed
 * identifications managers review (never the value tried).
 */
export class KioskIdentity1795625600000 implements MigrationInterface {
  name = 'KioskIdentity1795625600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "account_pins" ("id_user" uuid NOT NULL, "pin_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_737419fba602cd7bbc3f7bfda46" PRIMARY KEY ("id_user"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "account_pins_pin_hash_idx" ON "account_pins"  ("pin_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "pin_resets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_user" uuid NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0b7db9d2c7232e5a2969ade410b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "pin_resets_token_hash_key" ON "pin_resets"  ("token_hash") `,
    );
    await queryRunner.query(`CREATE INDEX "pin_resets_id_user_idx" ON "pin_resets"  ("id_user") `);
    await queryRunner.query(
      `CREATE TABLE "kiosk_identify_failures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_kiosk" uuid NOT NULL, "method" text NOT NULL, "reason" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "kiosk_identify_failures_reason_check" CHECK ("reason" IN ('unknown', 'ambiguous')), CONSTRAINT "kiosk_identify_failures_method_check" CHECK ("method" IN ('pin', 'qr', 'nfc')), CONSTRAINT "PK_f0e6964be3ad55e8c3a6fc4e333" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_identify_failures_id_kiosk_idx" ON "kiosk_identify_failures"  ("id_kiosk") `,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_identify_failures_id_workspace_created_at_idx" ON "kiosk_identify_failures"  ("id_workspace", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "account_pins" ADD CONSTRAINT "FK_737419fba602cd7bbc3f7bfda46" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "pin_resets" ADD CONSTRAINT "FK_060717c25de2ebc34e04b5ea54a" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_identify_failures" ADD CONSTRAINT "FK_ab6a461d74fe4f4ad8858fed4ea" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_identify_failures" ADD CONSTRAINT "FK_55df6cfeed28f68750279332236" FOREIGN KEY ("id_kiosk") REFERENCES "kiosks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "kiosk_identify_failures" DROP CONSTRAINT "FK_55df6cfeed28f68750279332236"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_identify_failures" DROP CONSTRAINT "FK_ab6a461d74fe4f4ad8858fed4ea"`,
    );
    await queryRunner.query(
      `ALTER TABLE "pin_resets" DROP CONSTRAINT "FK_060717c25de2ebc34e04b5ea54a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_pins" DROP CONSTRAINT "FK_737419fba602cd7bbc3f7bfda46"`,
    );
    await queryRunner.query(
      `DROP INDEX "public"."kiosk_identify_failures_id_workspace_created_at_idx"`,
    );
    await queryRunner.query(`DROP INDEX "public"."kiosk_identify_failures_id_kiosk_idx"`);
    await queryRunner.query(`DROP TABLE "kiosk_identify_failures"`);
    await queryRunner.query(`DROP INDEX "public"."pin_resets_id_user_idx"`);
    await queryRunner.query(`DROP INDEX "public"."pin_resets_token_hash_key"`);
    await queryRunner.query(`DROP TABLE "pin_resets"`);
    await queryRunner.query(`DROP INDEX "public"."account_pins_pin_hash_idx"`);
    await queryRunner.query(`DROP TABLE "account_pins"`);
  }
}
