import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PERMISSIONS } from '@punchcard/shared';

/** Accounts, sessions, workspaces, members and the role -> permission map. */
export class InitialSchema1795295552510 implements MigrationInterface {
  name = 'InitialSchema1795295552510';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Exclusion constraints (btree_gist) and partial-word search (pg_trgm) need these.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "password_hash" text, "first_name" text, "last_name" text, "address" text, "contact_number" text, "locale" text NOT NULL DEFAULT 'en', "is_tutorial_done" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_key" ON "users"  ("email") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_user" uuid NOT NULL, "token_hash" text NOT NULL, "user_agent" text, "ip_address" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "sessions_id_user_idx" ON "sessions"  ("id_user") WHERE revoked_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "password_resets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_user" uuid NOT NULL, "token_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "password_resets_id_user_idx" ON "password_resets"  ("id_user") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "signup_verifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "code_hash" text NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "locale" text NOT NULL DEFAULT 'en', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "signup_verifications_attempts_check" CHECK ("attempts" >= 0 AND "attempts" <= 5), CONSTRAINT "PK_22eebc5af0ebff1d02c995524ee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "signup_verifications_email_idx" ON "signup_verifications"  ("email") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspaces" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "avatar" text, "address" text, "currency" text NOT NULL DEFAULT 'USD', "plan" text NOT NULL DEFAULT 'FREE', "time_zone" text NOT NULL DEFAULT 'UTC', "is_trial_started" boolean NOT NULL DEFAULT false, "is_time_required" boolean NOT NULL DEFAULT true, "is_approval_required" boolean NOT NULL DEFAULT false, "project_report_visibility" text NOT NULL DEFAULT 'SUMMARY', "is_pomodoro_customization_enabled" boolean NOT NULL DEFAULT false, "is_kiosk_enabled" boolean NOT NULL DEFAULT true, "is_pin_enabled" boolean NOT NULL DEFAULT true, "is_picture_enabled" boolean NOT NULL DEFAULT true, "is_qrcode_enabled" boolean NOT NULL DEFAULT true, "is_nfc_enabled" boolean NOT NULL DEFAULT true, "created_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "workspaces_project_report_visibility_check" CHECK ("project_report_visibility" IN ('DETAILS', 'PERSONAL', 'SUMMARY')), CONSTRAINT "workspaces_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$'), CONSTRAINT "workspaces_plan_check" CHECK ("plan" IN ('FREE', 'LITE', 'BASIC', 'BUSINESS')), CONSTRAINT "workspaces_name_check" CHECK (char_length(btrim("name")) BETWEEN 1 AND 100), CONSTRAINT "PK_098656ae401f3e1a4586f47fd8e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_members" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "role" text NOT NULL, "status" text NOT NULL, "is_default" boolean NOT NULL DEFAULT false, "nickname" text, "avatar" text, "api_key_hash" text, "api_key_created_at" TIMESTAMP WITH TIME ZONE, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "workspace_members_status_check" CHECK ("status" IN ('PENDING', 'ACTIVE', 'INACTIVE')), CONSTRAINT "workspace_members_role_check" CHECK ("role" IN ('Guest', 'Member', 'Manager', 'Owner', 'SuperOwner')), CONSTRAINT "PK_22ab43ac5865cd62769121d2bc4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "workspace_members_one_default_key" ON "workspace_members"  ("id_user") WHERE is_default AND deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "workspace_members_api_key_hash_key" ON "workspace_members"  ("api_key_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "workspace_members_id_user_idx" ON "workspace_members"  ("id_user") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "workspace_members_workspace_user_key" ON "workspace_members"  ("id_workspace", "id_user") `,
    );
    await queryRunner.query(
      `CREATE TABLE "permissions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "permission" text NOT NULL, CONSTRAINT "PK_920331560282b8bd21bb02290df" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "permissions_permission_key" ON "permissions"  ("permission") `,
    );
    await queryRunner.query(
      `CREATE TABLE "workspace_permissions" ("id_workspace" uuid NOT NULL, "id_permission" uuid NOT NULL, "member_role" text NOT NULL, CONSTRAINT "workspace_permissions_member_role_check" CHECK ("member_role" IN ('Guest', 'Member', 'Manager', 'Owner', 'SuperOwner')), CONSTRAINT "PK_e5ee2bfbe6daf9bd3d9037aa4d3" PRIMARY KEY ("id_workspace", "id_permission", "member_role"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "workspace_permissions_id_permission_idx" ON "workspace_permissions"  ("id_permission") `,
    );
    await queryRunner.query(
      `CREATE TABLE "timestamp_settings" ("id_workspace" uuid NOT NULL, "is_permission_required" boolean NOT NULL DEFAULT false, "is_approval_required" boolean NOT NULL DEFAULT false, "is_time_modification_allowed" boolean NOT NULL DEFAULT false, "is_detail_modification_allowed" boolean NOT NULL DEFAULT false, "is_description_required" boolean NOT NULL DEFAULT false, "is_project_required" boolean NOT NULL DEFAULT false, "is_category_required" boolean NOT NULL DEFAULT false, "is_task_required" boolean NOT NULL DEFAULT false, "is_tag_required" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_7220022567e412ce83d6e04a53d" PRIMARY KEY ("id_workspace"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "FK_49f8fbc55e8bf4a260e28858ec3" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "password_resets" ADD CONSTRAINT "FK_9df727008ba8223d215bfa7bf28" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_members" ADD CONSTRAINT "FK_9c206f504ef66ca19155abbc2ff" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_members" ADD CONSTRAINT "FK_b73f4deec355cc2e2d07b799025" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_permissions" ADD CONSTRAINT "FK_57c4d79c618ee93e533ca5b377b" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_permissions" ADD CONSTRAINT "FK_eda7ee37b00d2e6128b43b139a9" FOREIGN KEY ("id_permission") REFERENCES "permissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "timestamp_settings" ADD CONSTRAINT "FK_7220022567e412ce83d6e04a53d" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const code of PERMISSIONS) {
      await queryRunner.query(`INSERT INTO "permissions" ("permission") VALUES ($1)`, [code]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "timestamp_settings" DROP CONSTRAINT "FK_7220022567e412ce83d6e04a53d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_permissions" DROP CONSTRAINT "FK_eda7ee37b00d2e6128b43b139a9"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_permissions" DROP CONSTRAINT "FK_57c4d79c618ee93e533ca5b377b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_members" DROP CONSTRAINT "FK_b73f4deec355cc2e2d07b799025"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_members" DROP CONSTRAINT "FK_9c206f504ef66ca19155abbc2ff"`,
    );
    await queryRunner.query(
      `ALTER TABLE "password_resets" DROP CONSTRAINT "FK_9df727008ba8223d215bfa7bf28"`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" DROP CONSTRAINT "FK_49f8fbc55e8bf4a260e28858ec3"`,
    );
    await queryRunner.query(`DROP TABLE "timestamp_settings"`);
    await queryRunner.query(`DROP INDEX "public"."workspace_permissions_id_permission_idx"`);
    await queryRunner.query(`DROP TABLE "workspace_permissions"`);
    await queryRunner.query(`DROP INDEX "public"."permissions_permission_key"`);
    await queryRunner.query(`DROP TABLE "permissions"`);
    await queryRunner.query(`DROP INDEX "public"."workspace_members_workspace_user_key"`);
    await queryRunner.query(`DROP INDEX "public"."workspace_members_id_user_idx"`);
    await queryRunner.query(`DROP INDEX "public"."workspace_members_api_key_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."workspace_members_one_default_key"`);
    await queryRunner.query(`DROP TABLE "workspace_members"`);
    await queryRunner.query(`DROP TABLE "workspaces"`);
    await queryRunner.query(`DROP INDEX "public"."signup_verifications_email_idx"`);
    await queryRunner.query(`DROP TABLE "signup_verifications"`);
    await queryRunner.query(`DROP INDEX "public"."password_resets_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."password_resets_id_user_idx"`);
    await queryRunner.query(`DROP TABLE "password_resets"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_id_user_idx"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
