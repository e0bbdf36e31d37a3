import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slack: each workspace's connected team (unique both ways, bot token encrypted), the Slack users
 * mapped to members, the one-time links offered to unknown ones (hashed), and the receipts that
 * make a retried slash command answer once.
 */
export class Slack1795699100000 implements MigrationInterface {
  name = 'Slack1795699100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "slack_integrations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "team_id" text NOT NULL, "name" text NOT NULL, "bot_token_encrypted" text NOT NULL, "is_clock_on" boolean NOT NULL DEFAULT true, "is_location_on" boolean NOT NULL DEFAULT false, "connected_by" uuid NOT NULL, "connected_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_eadf605e2672ec04ee58999bb03" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "slack_integrations_team_id_key" ON "slack_integrations"  ("team_id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "slack_integrations_id_workspace_key" ON "slack_integrations"  ("id_workspace")`,
    );
    await queryRunner.query(
      `CREATE TABLE "slack_user_links" ("id_integration" uuid NOT NULL, "slack_user_id" text NOT NULL, "id_user" uuid NOT NULL, "slack_user_name" text NOT NULL, "linked_by" text NOT NULL, "linked_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "slack_user_links_linked_by_check" CHECK ("linked_by" IN ('email', 'link')), CONSTRAINT "PK_3c2d4d97c9084a38dc9dc4ddb0d" PRIMARY KEY ("id_integration", "slack_user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "slack_user_links_id_user_idx" ON "slack_user_links"  ("id_user")`,
    );
    await queryRunner.query(
      `CREATE TABLE "slack_link_tokens" ("token_hash" text NOT NULL, "id_integration" uuid NOT NULL, "slack_user_id" text NOT NULL, "slack_user_name" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "used_by" uuid, CONSTRAINT "PK_deabb2dcfe90e30d91ca38270ba" PRIMARY KEY ("token_hash"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "slack_link_tokens_id_integration_idx" ON "slack_link_tokens"  ("id_integration", "expires_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "slack_command_receipts" ("id_integration" uuid NOT NULL, "trigger_id" text NOT NULL, "answer" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_631912db1eff59d424f3222ce05" PRIMARY KEY ("id_integration", "trigger_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "slack_command_receipts_created_at_idx" ON "slack_command_receipts"  ("created_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "slack_integrations" ADD CONSTRAINT "FK_2636f5d8e7a4ba3a6cb53c237e4" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "slack_user_links" ADD CONSTRAINT "FK_731e4a739e0937f2d3c7033e70e" FOREIGN KEY ("id_integration") REFERENCES "slack_integrations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "slack_link_tokens" ADD CONSTRAINT "FK_5e2d4c775e492d3dd15cc7b8fad" FOREIGN KEY ("id_integration") REFERENCES "slack_integrations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "slack_command_receipts" ADD CONSTRAINT "FK_f5b2a1350cfacdcb4715eb9b660" FOREIGN KEY ("id_integration") REFERENCES "slack_integrations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "slack_command_receipts" DROP CONSTRAINT "FK_f5b2a1350cfacdcb4715eb9b660"`,
    );
    await queryRunner.query(
      `ALTER TABLE "slack_link_tokens" DROP CONSTRAINT "FK_5e2d4c775e492d3dd15cc7b8fad"`,
    );
    await queryRunner.query(
      `ALTER TABLE "slack_user_links" DROP CONSTRAINT "FK_731e4a739e0937f2d3c7033e70e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "slack_integrations" DROP CONSTRAINT "FK_2636f5d8e7a4ba3a6cb53c237e4"`,
    );
    await queryRunner.query(`DROP INDEX "public"."slack_command_receipts_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "slack_command_receipts"`);
    await queryRunner.query(`DROP INDEX "public"."slack_link_tokens_id_integration_idx"`);
    await queryRunner.query(`DROP TABLE "slack_link_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."slack_user_links_id_user_idx"`);
    await queryRunner.query(`DROP TABLE "slack_user_links"`);
    await queryRunner.query(`DROP INDEX "public"."slack_integrations_id_workspace_key"`);
    await queryRunner.query(`DROP INDEX "public"."slack_integrations_team_id_key"`);
    await queryRunner.query(`DROP TABLE "slack_integrations"`);
  }
}
