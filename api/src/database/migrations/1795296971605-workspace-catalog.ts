import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Clients, tags, categories, projects, tasks, invitations, recent actions; member preferences. */
export class WorkspaceCatalog1795296971605 implements MigrationInterface {
  name = 'WorkspaceCatalog1795296971605';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "recent_actions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "id_project" uuid, "id_task" uuid, "id_category" uuid, "id_tags" uuid array NOT NULL DEFAULT '{}', "description" text, "used_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_15386f051a0baef46f69c36d484" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "recent_actions_member_idx" ON "recent_actions"  ("id_workspace", "id_user", "used_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "projects" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "name" text NOT NULL, "description" text, "is_public" boolean NOT NULL DEFAULT true, "hourly_rate" numeric(12,2) NOT NULL DEFAULT '0', "created_by" uuid NOT NULL, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "projects_hourly_rate_check" CHECK ("hourly_rate" >= 0), CONSTRAINT "projects_name_check" CHECK (char_length(btrim("name")) BETWEEN 1 AND 100), CONSTRAINT "PK_6271df0a7aed1d6c0691ce6ac50" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "projects_id_workspace_idx" ON "projects"  ("id_workspace") `,
    );
    await queryRunner.query(
      `CREATE TABLE "invitations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "email" text NOT NULL, "role" text NOT NULL, "kind" text NOT NULL, "id_project" uuid, "token_hash" text NOT NULL, "locale" text NOT NULL DEFAULT 'en', "invited_by" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "invitations_role_check" CHECK ("role" IN ('Guest', 'Member', 'Manager', 'Owner', 'SuperOwner')), CONSTRAINT "invitations_kind_check" CHECK ("kind" IN ('WORKSPACE_MEMBER', 'PROJECT_MEMBER', 'PROJECT_GUEST')), CONSTRAINT "PK_5dec98cfdfd562e4ad3648bbb07" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "invitations_workspace_email_idx" ON "invitations"  ("id_workspace", "email") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "clients" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "name" text NOT NULL, "avatar" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "clients_name_check" CHECK (char_length(btrim("name")) BETWEEN 1 AND 100), CONSTRAINT "PK_f1ab7cf3a5714dbc6bb4e1c28a4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "clients_id_workspace_idx" ON "clients"  ("id_workspace") `,
    );
    await queryRunner.query(
      `CREATE TABLE "tags" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "name" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "tags_name_check" CHECK (char_length(btrim("name")) BETWEEN 1 AND 50), CONSTRAINT "PK_e7dc17249a1148a1970748eda99" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "name" text NOT NULL, "color" text NOT NULL DEFAULT '#828E99', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "categories_color_check" CHECK ("color" ~ '^#[0-9A-Fa-f]{6}$'), CONSTRAINT "categories_name_check" CHECK (char_length(btrim("name")) BETWEEN 1 AND 50), CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "categories_id_workspace_idx" ON "categories"  ("id_workspace") `,
    );
    await queryRunner.query(
      `CREATE TABLE "project_members" ("id_project" uuid NOT NULL, "id_user" uuid NOT NULL, "is_favorite" boolean NOT NULL DEFAULT false, "hourly_rate" numeric(12,2), "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "project_members_hourly_rate_check" CHECK ("hourly_rate" IS NULL OR "hourly_rate" >= 0), CONSTRAINT "PK_605277863b4db36cd8aec0b0810" PRIMARY KEY ("id_project", "id_user"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "project_members_id_user_idx" ON "project_members"  ("id_user") `,
    );
    await queryRunner.query(
      `CREATE TABLE "project_clients" ("id_project" uuid NOT NULL, "id_client" uuid NOT NULL, CONSTRAINT "PK_f784a64190147374b2f45e5333c" PRIMARY KEY ("id_project", "id_client"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "project_clients_id_client_idx" ON "project_clients"  ("id_client") `,
    );
    await queryRunner.query(
      `CREATE TABLE "tasks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_project" uuid, "id_category" uuid, "id_user" uuid NOT NULL, "name" text NOT NULL, "is_personal" boolean NOT NULL DEFAULT false, "estimation" integer NOT NULL DEFAULT '0', "due_at" TIMESTAMP WITH TIME ZONE, "repeat" text, "priority" smallint NOT NULL DEFAULT '2', "status" text NOT NULL DEFAULT 'TODO', "color" text, "note" text, "start_time" TIMESTAMP WITH TIME ZONE, "end_time" TIMESTAMP WITH TIME ZONE, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "tasks_estimation_check" CHECK ("estimation" >= 0), CONSTRAINT "tasks_status_check" CHECK ("status" IN ('TODO', 'IN_PROGRESS', 'DONE')), CONSTRAINT "tasks_priority_check" CHECK ("priority" BETWEEN 0 AND 3), CONSTRAINT "tasks_name_check" CHECK (char_length(btrim("name")) BETWEEN 1 AND 200), CONSTRAINT "PK_8d12ff38fcc62aaba2cab748772" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "tasks_id_category_idx" ON "tasks"  ("id_category") `);
    await queryRunner.query(`CREATE INDEX "tasks_id_project_idx" ON "tasks"  ("id_project") `);
    await queryRunner.query(`CREATE INDEX "tasks_id_workspace_idx" ON "tasks"  ("id_workspace") `);
    await queryRunner.query(
      `CREATE TABLE "task_assignees" ("id_task" uuid NOT NULL, "id_user" uuid NOT NULL, CONSTRAINT "PK_1ff6897e9a122d93f43644447c2" PRIMARY KEY ("id_task", "id_user"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "task_assignees_id_user_idx" ON "task_assignees"  ("id_user") `,
    );
    await queryRunner.query(
      `CREATE TABLE "task_tags" ("id_task" uuid NOT NULL, "id_tag" uuid NOT NULL, CONSTRAINT "PK_f613f0b9ef2e48061fa19416a99" PRIMARY KEY ("id_task", "id_tag"))`,
    );
    await queryRunner.query(`CREATE INDEX "task_tags_id_tag_idx" ON "task_tags"  ("id_tag") `);
    await queryRunner.query(
      `CREATE TABLE "task_favorites" ("id_task" uuid NOT NULL, "id_user" uuid NOT NULL, CONSTRAINT "PK_21758b2e6ae18ed799518a23a79" PRIMARY KEY ("id_task", "id_user"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "task_favorites_id_user_idx" ON "task_favorites"  ("id_user") `,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD "is_pomodoro_enabled" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "pomodoro_settings" jsonb`);
    await queryRunner.query(`ALTER TABLE "workspace_members" ADD "first_name" text`);
    await queryRunner.query(`ALTER TABLE "workspace_members" ADD "last_name" text`);
    await queryRunner.query(
      `ALTER TABLE "workspace_members" ADD "is_workspace_time_location_on" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_members" ADD "is_timestamp_location_on" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE "workspace_members" ADD "invited_by" uuid`);
    await queryRunner.query(
      `ALTER TABLE "recent_actions" ADD CONSTRAINT "FK_37d13ecec2f6cfbb7e02a14f7ac" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "recent_actions" ADD CONSTRAINT "FK_942ade0b23013229eca69610d13" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "FK_2f5bd1f9c3b84f34e23e214bd3d" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invitations" ADD CONSTRAINT "FK_41e617da4c12a06618f410e456e" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invitations" ADD CONSTRAINT "FK_b4bd43f675c85cce1a0071b654e" FOREIGN KEY ("id_project") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "clients" ADD CONSTRAINT "FK_5466669f1973377ceaddf2d7aa3" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tags" ADD CONSTRAINT "FK_85c00f468dcaa19a0e5febbad43" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "categories" ADD CONSTRAINT "FK_5ab1e088ab24b843666b2617d74" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_members" ADD CONSTRAINT "FK_50b9af79dfa5d2e80ca37320bde" FOREIGN KEY ("id_project") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_members" ADD CONSTRAINT "FK_784a1e55aabffb2884940467b24" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_clients" ADD CONSTRAINT "FK_86342a8490ba616dd19df3b89c5" FOREIGN KEY ("id_project") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_clients" ADD CONSTRAINT "FK_8805474745153786ef6b43cd352" FOREIGN KEY ("id_client") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_30713afd04746bd56cfb35235e8" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_048ded7d9e6be87519b58b50d15" FOREIGN KEY ("id_project") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_d877521053f7c9da4b2eb432c9f" FOREIGN KEY ("id_category") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "FK_44fe0c59b0e8f8077b1d9c27f75" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_assignees" ADD CONSTRAINT "FK_e0fdd08e680b1ffa7810dc97b43" FOREIGN KEY ("id_task") REFERENCES "tasks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_assignees" ADD CONSTRAINT "FK_d96b7278cd3be20c71b1dad7251" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_tags" ADD CONSTRAINT "FK_31ca81a9df82d39d86512c350f8" FOREIGN KEY ("id_task") REFERENCES "tasks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_tags" ADD CONSTRAINT "FK_b2c173d61e92afc61d6999c8bb3" FOREIGN KEY ("id_tag") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_favorites" ADD CONSTRAINT "FK_2c68220cc228d3d6c42d05cd570" FOREIGN KEY ("id_task") REFERENCES "tasks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_favorites" ADD CONSTRAINT "FK_9030f55fc9ca3953c464b95edfd" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // Indexes TypeORM cannot describe (marked synchronize: false on the entities).
    // Names unique per workspace among live rows, ignoring case and surrounding spaces.
    for (const table of ['tags', 'projects']) {
      await queryRunner.query(
        `CREATE UNIQUE INDEX "${table}_workspace_name_key" ON "${table}" ("id_workspace", lower(btrim("name"))) WHERE "deleted_at" IS NULL`,
      );
    }
    for (const table of ['clients', 'tags', 'categories', 'projects', 'tasks']) {
      await queryRunner.query(
        `CREATE INDEX "${table}_name_trgm_idx" ON "${table}" USING gin ("name" gin_trgm_ops)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['clients', 'tags', 'categories', 'projects', 'tasks']) {
      await queryRunner.query(`DROP INDEX IF EXISTS "${table}_name_trgm_idx"`);
    }
    await queryRunner.query(`DROP INDEX IF EXISTS "tags_workspace_name_key"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "projects_workspace_name_key"`);
    await queryRunner.query(
      `ALTER TABLE "task_favorites" DROP CONSTRAINT "FK_9030f55fc9ca3953c464b95edfd"`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_favorites" DROP CONSTRAINT "FK_2c68220cc228d3d6c42d05cd570"`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_tags" DROP CONSTRAINT "FK_b2c173d61e92afc61d6999c8bb3"`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_tags" DROP CONSTRAINT "FK_31ca81a9df82d39d86512c350f8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_assignees" DROP CONSTRAINT "FK_d96b7278cd3be20c71b1dad7251"`,
    );
    await queryRunner.query(
      `ALTER TABLE "task_assignees" DROP CONSTRAINT "FK_e0fdd08e680b1ffa7810dc97b43"`,
    );
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_44fe0c59b0e8f8077b1d9c27f75"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_d877521053f7c9da4b2eb432c9f"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_048ded7d9e6be87519b58b50d15"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_30713afd04746bd56cfb35235e8"`);
    await queryRunner.query(
      `ALTER TABLE "project_clients" DROP CONSTRAINT "FK_8805474745153786ef6b43cd352"`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_clients" DROP CONSTRAINT "FK_86342a8490ba616dd19df3b89c5"`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_members" DROP CONSTRAINT "FK_784a1e55aabffb2884940467b24"`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_members" DROP CONSTRAINT "FK_50b9af79dfa5d2e80ca37320bde"`,
    );
    await queryRunner.query(
      `ALTER TABLE "categories" DROP CONSTRAINT "FK_5ab1e088ab24b843666b2617d74"`,
    );
    await queryRunner.query(`ALTER TABLE "tags" DROP CONSTRAINT "FK_85c00f468dcaa19a0e5febbad43"`);
    await queryRunner.query(
      `ALTER TABLE "clients" DROP CONSTRAINT "FK_5466669f1973377ceaddf2d7aa3"`,
    );
    await queryRunner.query(
      `ALTER TABLE "invitations" DROP CONSTRAINT "FK_b4bd43f675c85cce1a0071b654e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "invitations" DROP CONSTRAINT "FK_41e617da4c12a06618f410e456e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" DROP CONSTRAINT "FK_2f5bd1f9c3b84f34e23e214bd3d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "recent_actions" DROP CONSTRAINT "FK_942ade0b23013229eca69610d13"`,
    );
    await queryRunner.query(
      `ALTER TABLE "recent_actions" DROP CONSTRAINT "FK_37d13ecec2f6cfbb7e02a14f7ac"`,
    );
    await queryRunner.query(`ALTER TABLE "workspace_members" DROP COLUMN "invited_by"`);
    await queryRunner.query(
      `ALTER TABLE "workspace_members" DROP COLUMN "is_timestamp_location_on"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_members" DROP COLUMN "is_workspace_time_location_on"`,
    );
    await queryRunner.query(`ALTER TABLE "workspace_members" DROP COLUMN "last_name"`);
    await queryRunner.query(`ALTER TABLE "workspace_members" DROP COLUMN "first_name"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "pomodoro_settings"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "is_pomodoro_enabled"`);
    await queryRunner.query(`DROP INDEX "public"."task_favorites_id_user_idx"`);
    await queryRunner.query(`DROP TABLE "task_favorites"`);
    await queryRunner.query(`DROP INDEX "public"."task_tags_id_tag_idx"`);
    await queryRunner.query(`DROP TABLE "task_tags"`);
    await queryRunner.query(`DROP INDEX "public"."task_assignees_id_user_idx"`);
    await queryRunner.query(`DROP TABLE "task_assignees"`);
    await queryRunner.query(`DROP INDEX "public"."tasks_id_workspace_idx"`);
    await queryRunner.query(`DROP INDEX "public"."tasks_id_project_idx"`);
    await queryRunner.query(`DROP INDEX "public"."tasks_id_category_idx"`);
    await queryRunner.query(`DROP TABLE "tasks"`);
    await queryRunner.query(`DROP INDEX "public"."project_clients_id_client_idx"`);
    await queryRunner.query(`DROP TABLE "project_clients"`);
    await queryRunner.query(`DROP INDEX "public"."project_members_id_user_idx"`);
    await queryRunner.query(`DROP TABLE "project_members"`);
    await queryRunner.query(`DROP INDEX "public"."categories_id_workspace_idx"`);
    await queryRunner.query(`DROP TABLE "categories"`);
    await queryRunner.query(`DROP TABLE "tags"`);
    await queryRunner.query(`DROP INDEX "public"."clients_id_workspace_idx"`);
    await queryRunner.query(`DROP TABLE "clients"`);
    await queryRunner.query(`DROP INDEX "public"."invitations_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."invitations_workspace_email_idx"`);
    await queryRunner.query(`DROP TABLE "invitations"`);
    await queryRunner.query(`DROP INDEX "public"."projects_id_workspace_idx"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`DROP INDEX "public"."recent_actions_member_idx"`);
    await queryRunner.query(`DROP TABLE "recent_actions"`);
  }
}
