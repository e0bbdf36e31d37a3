import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Workspace times, breaks, activities and idempotency keys, with their invariants. */
export class TimeTracking1795298809037 implements MigrationInterface {
  name = 'TimeTracking1795298809037';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "workspace_times" ("id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "start_at" TIMESTAMP WITH TIME ZONE NOT NULL, "end_at" TIMESTAMP WITH TIME ZONE, "started_by" uuid, "stopped_by" uuid, "location_in" text, "latitude_in" double precision, "longitude_in" double precision, "user_agent_in" text, "ip_address_in" text, "location_out" text, "latitude_out" double precision, "longitude_out" double precision, "user_agent_out" text, "ip_address_out" text, "added_at" TIMESTAMP WITH TIME ZONE, "edited_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "id" uuid NOT NULL DEFAULT gen_random_uuid(), CONSTRAINT "workspace_times_range_check" CHECK ("end_at" IS NULL OR "end_at" > "start_at"), CONSTRAINT "workspace_times_no_overlap" EXCLUDE USING gist ("id_workspace" WITH =, "id_user" WITH =, tstzrange("start_at", COALESCE("end_at", 'infinity'::timestamptz), '[)') WITH &&) WHERE ("deleted_at" IS NULL), CONSTRAINT "PK_0c153ab90b5a351ccbe38998637" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "workspace_times_workspace_start_idx" ON "workspace_times"  ("id_workspace", "start_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "workspace_times_member_start_idx" ON "workspace_times"  ("id_workspace", "id_user", "start_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "workspace_times_one_open_key" ON "workspace_times"  ("id_workspace", "id_user") WHERE end_at IS NULL AND deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "breaks" ("id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "start_at" TIMESTAMP WITH TIME ZONE NOT NULL, "end_at" TIMESTAMP WITH TIME ZONE, "started_by" uuid, "stopped_by" uuid, "location_in" text, "latitude_in" double precision, "longitude_in" double precision, "user_agent_in" text, "ip_address_in" text, "location_out" text, "latitude_out" double precision, "longitude_out" double precision, "user_agent_out" text, "ip_address_out" text, "added_at" TIMESTAMP WITH TIME ZONE, "edited_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace_time" uuid NOT NULL, CONSTRAINT "breaks_range_check" CHECK ("end_at" IS NULL OR "end_at" > "start_at"), CONSTRAINT "breaks_no_overlap" EXCLUDE USING gist ("id_workspace_time" WITH =, tstzrange("start_at", COALESCE("end_at", 'infinity'::timestamptz), '[)') WITH &&) WHERE ("deleted_at" IS NULL), CONSTRAINT "PK_cc0e8a24c815804239ea5cbad9a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "breaks_member_start_idx" ON "breaks"  ("id_workspace", "id_user", "start_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "breaks_one_open_key" ON "breaks"  ("id_workspace_time") WHERE end_at IS NULL AND deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "activities" ("id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "start_at" TIMESTAMP WITH TIME ZONE NOT NULL, "end_at" TIMESTAMP WITH TIME ZONE, "started_by" uuid, "stopped_by" uuid, "location_in" text, "latitude_in" double precision, "longitude_in" double precision, "user_agent_in" text, "ip_address_in" text, "location_out" text, "latitude_out" double precision, "longitude_out" double precision, "user_agent_out" text, "ip_address_out" text, "added_at" TIMESTAMP WITH TIME ZONE, "edited_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace_time" uuid, "id_project" uuid, "id_task" uuid, "id_category" uuid, "description" text, "note" text, "feedback" text, CONSTRAINT "activities_range_check" CHECK ("end_at" IS NULL OR "end_at" > "start_at"), CONSTRAINT "activities_no_overlap" EXCLUDE USING gist ("id_workspace" WITH =, "id_user" WITH =, tstzrange("start_at", COALESCE("end_at", 'infinity'::timestamptz), '[)') WITH &&) WHERE ("deleted_at" IS NULL), CONSTRAINT "PK_7f4004429f731ffb9c88eb486a8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "activities_id_workspace_time_idx" ON "activities"  ("id_workspace_time") `,
    );
    await queryRunner.query(
      `CREATE INDEX "activities_id_category_idx" ON "activities"  ("id_category") `,
    );
    await queryRunner.query(`CREATE INDEX "activities_id_task_idx" ON "activities"  ("id_task") `);
    await queryRunner.query(
      `CREATE INDEX "activities_id_project_idx" ON "activities"  ("id_project") `,
    );
    await queryRunner.query(
      `CREATE INDEX "activities_workspace_start_idx" ON "activities"  ("id_workspace", "start_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "activities_member_start_idx" ON "activities"  ("id_workspace", "id_user", "start_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "activity_tags" ("id_activity" uuid NOT NULL, "id_tag" uuid NOT NULL, CONSTRAINT "PK_748f936bb9458d5e962939a4e03" PRIMARY KEY ("id_activity", "id_tag"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "activity_tags_id_tag_idx" ON "activity_tags"  ("id_tag") `,
    );
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("id_user" uuid NOT NULL, "key" text NOT NULL, "request_hash" text NOT NULL, "status_code" integer, "response" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_019f931989e0ccb905f769ee1ee" PRIMARY KEY ("id_user", "key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"  ("created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_times" ADD CONSTRAINT "FK_2099d74b1fa1d628b03b9641fd9" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_times" ADD CONSTRAINT "FK_bc81c56a1ad539311cefe6c2435" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "breaks" ADD CONSTRAINT "FK_2de4e2c6c1f9c3e62083774d4c2" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "breaks" ADD CONSTRAINT "FK_d5939af4dd5725831a99eb01818" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "breaks" ADD CONSTRAINT "FK_f0600c1b9759b6a42c8a338c7df" FOREIGN KEY ("id_workspace_time") REFERENCES "workspace_times"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_f49217b866e4b81036cd5b2a54b" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_19eb476c5101e0029c53f44558a" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_28dfefcb29d3fe50313d1ee614a" FOREIGN KEY ("id_workspace_time") REFERENCES "workspace_times"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_d06f6b2359fe92f2a789b089468" FOREIGN KEY ("id_project") REFERENCES "projects"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_8d83291ee3f60e55e754aa8827c" FOREIGN KEY ("id_task") REFERENCES "tasks"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_fb3c73e6fc76c334f4ccf8cb082" FOREIGN KEY ("id_category") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activity_tags" ADD CONSTRAINT "FK_bc7f634528c97709e3d6a38e3a6" FOREIGN KEY ("id_activity") REFERENCES "activities"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activity_tags" ADD CONSTRAINT "FK_93ef1e7d23b75adb4ed3f1a7b17" FOREIGN KEY ("id_tag") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "idempotency_keys" ADD CONSTRAINT "FK_9dd38e945ec0e799c5a645ed4a6" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // Breaks stay inside their workspace time whichever of the two is written; deferred, so a
    // clock-out may end the break and the workspace time in either order within its transaction.
    await queryRunner.query(`
      CREATE FUNCTION punchcard_breaks_inside_workspace_time() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'breaks' THEN
          IF NEW.deleted_at IS NULL AND NOT EXISTS (
            SELECT 1 FROM workspace_times w
             WHERE w.id = NEW.id_workspace_time AND w.deleted_at IS NULL
               AND NEW.start_at >= w.start_at
               AND (w.end_at IS NULL OR (NEW.end_at IS NOT NULL AND NEW.end_at <= w.end_at))
          ) THEN
            RAISE EXCEPTION 'break % lies outside its workspace time', NEW.id
              USING ERRCODE = 'check_violation', CONSTRAINT = 'breaks_inside_workspace_time';
          END IF;
        ELSIF EXISTS (
          SELECT 1 FROM breaks b
           WHERE b.id_workspace_time = NEW.id AND b.deleted_at IS NULL
             AND (NEW.deleted_at IS NOT NULL OR b.start_at < NEW.start_at
                  OR (NEW.end_at IS NOT NULL AND (b.end_at IS NULL OR b.end_at > NEW.end_at)))
        ) THEN
          RAISE EXCEPTION 'workspace time % would leave a break outside it', NEW.id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'breaks_inside_workspace_time';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER breaks_inside_workspace_time
      AFTER INSERT OR UPDATE ON breaks DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION punchcard_breaks_inside_workspace_time()`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER workspace_times_contain_breaks
      AFTER UPDATE ON workspace_times DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION punchcard_breaks_inside_workspace_time()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TRIGGER IF EXISTS workspace_times_contain_breaks ON workspace_times`,
    );
    await queryRunner.query(`DROP TRIGGER IF EXISTS breaks_inside_workspace_time ON breaks`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_breaks_inside_workspace_time()`);
    await queryRunner.query(
      `ALTER TABLE "idempotency_keys" DROP CONSTRAINT "FK_9dd38e945ec0e799c5a645ed4a6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activity_tags" DROP CONSTRAINT "FK_93ef1e7d23b75adb4ed3f1a7b17"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activity_tags" DROP CONSTRAINT "FK_bc7f634528c97709e3d6a38e3a6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" DROP CONSTRAINT "FK_fb3c73e6fc76c334f4ccf8cb082"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" DROP CONSTRAINT "FK_8d83291ee3f60e55e754aa8827c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" DROP CONSTRAINT "FK_d06f6b2359fe92f2a789b089468"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" DROP CONSTRAINT "FK_28dfefcb29d3fe50313d1ee614a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" DROP CONSTRAINT "FK_19eb476c5101e0029c53f44558a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activities" DROP CONSTRAINT "FK_f49217b866e4b81036cd5b2a54b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "breaks" DROP CONSTRAINT "FK_f0600c1b9759b6a42c8a338c7df"`,
    );
    await queryRunner.query(
      `ALTER TABLE "breaks" DROP CONSTRAINT "FK_d5939af4dd5725831a99eb01818"`,
    );
    await queryRunner.query(
      `ALTER TABLE "breaks" DROP CONSTRAINT "FK_2de4e2c6c1f9c3e62083774d4c2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_times" DROP CONSTRAINT "FK_bc81c56a1ad539311cefe6c2435"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspace_times" DROP CONSTRAINT "FK_2099d74b1fa1d628b03b9641fd9"`,
    );
    await queryRunner.query(`DROP INDEX "public"."idempotency_keys_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "public"."activity_tags_id_tag_idx"`);
    await queryRunner.query(`DROP TABLE "activity_tags"`);
    await queryRunner.query(`DROP INDEX "public"."activities_member_start_idx"`);
    await queryRunner.query(`DROP INDEX "public"."activities_workspace_start_idx"`);
    await queryRunner.query(`DROP INDEX "public"."activities_id_project_idx"`);
    await queryRunner.query(`DROP INDEX "public"."activities_id_task_idx"`);
    await queryRunner.query(`DROP INDEX "public"."activities_id_category_idx"`);
    await queryRunner.query(`DROP INDEX "public"."activities_id_workspace_time_idx"`);
    await queryRunner.query(`DROP TABLE "activities"`);
    await queryRunner.query(`DROP INDEX "public"."breaks_one_open_key"`);
    await queryRunner.query(`DROP INDEX "public"."breaks_member_start_idx"`);
    await queryRunner.query(`DROP TABLE "breaks"`);
    await queryRunner.query(`DROP INDEX "public"."workspace_times_one_open_key"`);
    await queryRunner.query(`DROP INDEX "public"."workspace_times_member_start_idx"`);
    await queryRunner.query(`DROP INDEX "public"."workspace_times_workspace_start_idx"`);
    await queryRunner.query(`DROP TABLE "workspace_times"`);
  }
}
