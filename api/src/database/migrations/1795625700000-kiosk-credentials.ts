import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kiosk credentials: each workspace's badge signing key and card salt, members' QR badge
 * versions (a rotation revokes the live one and adds the next), NFC cards bound to members (kept
 * after unbinding, so earlier punches still resolve) and kiosks waiting in card enrolment mode.
 */
export class KioskCredentials1795625700000 implements MigrationInterface {
  name = 'KioskCredentials1795625700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "kiosk_credential_keys" ("id_workspace" uuid NOT NULL, "kid" text NOT NULL, "public_key" jsonb NOT NULL, "private_key_sealed" text NOT NULL, "card_salt" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_15ba4d19032fba2895db1065cf3" PRIMARY KEY ("id_workspace"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "kiosk_badges" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "version" integer NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" uuid, CONSTRAINT "kiosk_badges_version_check" CHECK ("version" >= 1), CONSTRAINT "PK_709160ea6f69dcc2babbe55abd2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosk_badges_live_key" ON "kiosk_badges"  ("id_workspace", "id_user") WHERE revoked_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosk_badges_version_key" ON "kiosk_badges"  ("id_workspace", "id_user", "version")`,
    );
    await queryRunner.query(
      `CREATE TABLE "kiosk_cards" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "uid_hash" text NOT NULL, "offline_hash" text NOT NULL, "last_digits" text NOT NULL, "bound_at" TIMESTAMP WITH TIME ZONE NOT NULL, "bound_by" uuid NOT NULL, "id_kiosk" uuid, "unbound_at" TIMESTAMP WITH TIME ZONE, "unbound_by" uuid, CONSTRAINT "PK_e493f641fead6e17098c3dfb9ac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_cards_uid_idx" ON "kiosk_cards"  ("id_workspace", "uid_hash", "bound_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "kiosk_cards_member_idx" ON "kiosk_cards"  ("id_workspace", "id_user")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "kiosk_cards_live_uid_key" ON "kiosk_cards"  ("id_workspace", "uid_hash") WHERE unbound_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "kiosk_card_enrolments" ("id_kiosk" uuid NOT NULL, "id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "requested_by" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e7b0879b407ec755991d28ceed7" PRIMARY KEY ("id_kiosk"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_credential_keys" ADD CONSTRAINT "FK_15ba4d19032fba2895db1065cf3" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_badges" ADD CONSTRAINT "FK_166d837457c8d1923bc0a801fb0" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_badges" ADD CONSTRAINT "FK_a0ffc454c3b4bf3002210299a4c" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_cards" ADD CONSTRAINT "FK_d37de1541a56ebddea13cf12390" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_cards" ADD CONSTRAINT "FK_4ae5505e8ac14a0072028170fa5" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_cards" ADD CONSTRAINT "FK_6f685b49321c854e3ac9c30d5d1" FOREIGN KEY ("id_kiosk") REFERENCES "kiosks"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_card_enrolments" ADD CONSTRAINT "FK_e7b0879b407ec755991d28ceed7" FOREIGN KEY ("id_kiosk") REFERENCES "kiosks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_card_enrolments" ADD CONSTRAINT "FK_422ea4d3386c920440e1a040c3d" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_card_enrolments" ADD CONSTRAINT "FK_955742e0af75877d76cbd1e650e" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "kiosk_card_enrolments" DROP CONSTRAINT "FK_955742e0af75877d76cbd1e650e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_card_enrolments" DROP CONSTRAINT "FK_422ea4d3386c920440e1a040c3d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_card_enrolments" DROP CONSTRAINT "FK_e7b0879b407ec755991d28ceed7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_cards" DROP CONSTRAINT "FK_6f685b49321c854e3ac9c30d5d1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_cards" DROP CONSTRAINT "FK_4ae5505e8ac14a0072028170fa5"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_cards" DROP CONSTRAINT "FK_d37de1541a56ebddea13cf12390"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_badges" DROP CONSTRAINT "FK_a0ffc454c3b4bf3002210299a4c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_badges" DROP CONSTRAINT "FK_166d837457c8d1923bc0a801fb0"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kiosk_credential_keys" DROP CONSTRAINT "FK_15ba4d19032fba2895db1065cf3"`,
    );
    await queryRunner.query(`DROP TABLE "kiosk_card_enrolments"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_cards_live_uid_key"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_cards_member_idx"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_cards_uid_idx"`);
    await queryRunner.query(`DROP TABLE "kiosk_cards"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_badges_version_key"`);
    await queryRunner.query(`DROP INDEX "public"."kiosk_badges_live_key"`);
    await queryRunner.query(`DROP TABLE "kiosk_badges"`);
    await queryRunner.query(`DROP TABLE "kiosk_credential_keys"`);
  }
}
