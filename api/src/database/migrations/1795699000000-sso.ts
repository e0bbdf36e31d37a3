import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on: provider identities linked to accounts (one account per identity, one identity
 * per provider and account), and a workspace's requirement to sign in through the company's
 * OpenID provider.
 */
export class Sso1795699000000 implements MigrationInterface {
  name = 'Sso1795699000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sso_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_user" uuid NOT NULL, "service" text NOT NULL, "subject" text NOT NULL, "email" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "sso_links_service_check" CHECK ("service" IN ('google', 'apple', 'oidc')), CONSTRAINT "PK_a313943c7fabf6a57fdbca1393a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sso_links_id_user_service_key" ON "sso_links"  ("id_user", "service") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sso_links_service_subject_key" ON "sso_links"  ("service", "subject") `,
    );
    await queryRunner.query(
      `ALTER TABLE "sso_links" ADD CONSTRAINT "FK_77102ade396346d25e7ee8accff" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD "is_oidc_required" boolean NOT NULL DEFAULT false`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workspaces" DROP COLUMN "is_oidc_required"`);
    await queryRunner.query(
      `ALTER TABLE "sso_links" DROP CONSTRAINT "FK_77102ade396346d25e7ee8accff"`,
    );
    await queryRunner.query(`DROP INDEX "public"."sso_links_service_subject_key"`);
    await queryRunner.query(`DROP INDEX "public"."sso_links_id_user_service_key"`);
    await queryRunner.query(`DROP TABLE "sso_links"`);
  }
}
