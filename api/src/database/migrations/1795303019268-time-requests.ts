import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Requests to add, edit or delete workspace time, breaks and activities, and their reviews. */
export class TimeRequests1795303019268 implements MigrationInterface {
  name = 'TimeRequests1795303019268';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "time_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_user" uuid NOT NULL, "kind" text NOT NULL, "request_type" text NOT NULL, "id_activity" uuid, "id_workspace_time" uuid, "id_break" uuid, "start_at" TIMESTAMP WITH TIME ZONE, "end_at" TIMESTAMP WITH TIME ZONE, "id_project" uuid, "id_task" uuid, "id_category" uuid, "tags" uuid array NOT NULL DEFAULT '{}', "description" text, "reason" text NOT NULL, "is_draft" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "submitted_at" TIMESTAMP WITH TIME ZONE, "reviewed_at" TIMESTAMP WITH TIME ZONE, "is_approved" boolean, "reviewed_by" uuid, "deleted_at" TIMESTAMP WITH TIME ZONE, "notified_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "time_requests_review_check" CHECK (("reviewed_at" IS NULL) = ("is_approved" IS NULL)), CONSTRAINT "time_requests_draft_check" CHECK ("is_draft" = ("submitted_at" IS NULL) AND (NOT "is_draft" OR ("kind" <> 'activity' AND "request_type" <> 'DELETE' AND "end_at" IS NULL AND "reviewed_at" IS NULL))), CONSTRAINT "time_requests_span_check" CHECK (("request_type" = 'DELETE') = ("start_at" IS NULL) AND ("end_at" IS NULL OR "end_at" > "start_at") AND ("request_type" <> 'ADD' OR "is_draft" OR "end_at" IS NOT NULL)), CONSTRAINT "time_requests_target_check" CHECK (CASE "kind"
     WHEN 'activity' THEN ("request_type" = 'ADD') = ("id_activity" IS NULL) AND "id_break" IS NULL
     WHEN 'workspace_time' THEN ("request_type" = 'ADD') = ("id_workspace_time" IS NULL) AND "id_activity" IS NULL AND "id_break" IS NULL
     ELSE "id_workspace_time" IS NOT NULL AND ("request_type" = 'ADD') = ("id_break" IS NULL) AND "id_activity" IS NULL
   END), CONSTRAINT "time_requests_type_check" CHECK ("request_type" IN ('ADD', 'EDIT', 'DELETE')), CONSTRAINT "time_requests_kind_check" CHECK ("kind" IN ('activity', 'workspace_time', 'break')), CONSTRAINT "PK_e0979205cc61b872da3b0c0f973" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      `CREATE INDEX "time_requests_id_break_idx" ON "time_requests"  ("id_break") `,
    );
    await queryRunner.query(
      `CREATE INDEX "time_requests_id_workspace_time_idx" ON "time_requests"  ("id_workspace_time") `,
    );
    await queryRunner.query(
      `CREATE INDEX "time_requests_id_activity_idx" ON "time_requests"  ("id_activity") `,
    );
    await queryRunner.query(
      `CREATE INDEX "time_requests_open_idx" ON "time_requests"  ("id_workspace", "submitted_at") WHERE reviewed_at IS NULL AND deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "time_requests_workspace_idx" ON "time_requests"  ("id_workspace", "kind", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "time_requests_member_idx" ON "time_requests"  ("id_workspace", "id_user", "kind", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "time_requests_open_break_key" ON "time_requests"  ("id_break") WHERE kind = 'break' AND id_break IS NOT NULL AND reviewed_at IS NULL AND deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "time_requests_open_workspace_time_key" ON "time_requests"  ("id_workspace_time") WHERE kind = 'workspace_time' AND id_workspace_time IS NOT NULL AND reviewed_at IS NULL AND deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "time_requests_open_activity_key" ON "time_requests"  ("id_activity") WHERE kind = 'activity' AND id_activity IS NOT NULL AND reviewed_at IS NULL AND deleted_at IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_df9e787b5e65b870271d7c6eb9c" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_b8243136fe6163acabf29c6aee7" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_6ee8baee61b9365f29cee3ab1a0" FOREIGN KEY ("id_activity") REFERENCES "activities"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_b25c6b281d9ab17e55707451553" FOREIGN KEY ("id_workspace_time") REFERENCES "workspace_times"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_7f7563e0b00ce54b202bc407bf4" FOREIGN KEY ("id_break") REFERENCES "breaks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_6ff59c6b1f43fd2b80ea429e5f7" FOREIGN KEY ("id_project") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_58b311871d6f2b06910650342e8" FOREIGN KEY ("id_task") REFERENCES "tasks"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_07fb15fd44eba96db125d93f47b" FOREIGN KEY ("id_category") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" ADD CONSTRAINT "FK_e35e93e97f46f8548d0e4367ab1" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_e35e93e97f46f8548d0e4367ab1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_07fb15fd44eba96db125d93f47b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_58b311871d6f2b06910650342e8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_6ff59c6b1f43fd2b80ea429e5f7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_7f7563e0b00ce54b202bc407bf4"`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_b25c6b281d9ab17e55707451553"`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_6ee8baee61b9365f29cee3ab1a0"`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_b8243136fe6163acabf29c6aee7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "time_requests" DROP CONSTRAINT "FK_df9e787b5e65b870271d7c6eb9c"`,
    );
    await queryRunner.query(`DROP INDEX "public"."time_requests_open_activity_key"`);
    await queryRunner.query(`DROP INDEX "public"."time_requests_open_workspace_time_key"`);
    await queryRunner.query(`DROP INDEX "public"."time_requests_open_break_key"`);
    await queryRunner.query(`DROP INDEX "public"."time_requests_member_idx"`);
    await queryRunner.query(`DROP INDEX "public"."time_requests_workspace_idx"`);
    await queryRunner.query(`DROP INDEX "public"."time_requests_open_idx"`);
    await queryRunner.query(`DROP INDEX "public"."time_requests_id_activity_idx"`);
    await queryRunner.query(`DROP INDEX "public"."time_requests_id_workspace_time_idx"`);
    await queryRunner.query(`DROP INDEX "public"."time_requests_id_break_idx"`);
    await queryRunner.query(`DROP TABLE "time_requests"`);
  }
}
