import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product feedback and support requests (POST /v1/accounts/feedback and /support): kept here
 * whatever happens to the mail, so the administrator can read what the mail did not deliver.
 */
export class Feedback1795682682311 implements MigrationInterface {
  name = 'Feedback1795682682311';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "feedback_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_user" uuid, "id_workspace" uuid, "kind" text NOT NULL, "rating" smallint, "message" text NOT NULL, "page" text, "may_contact" boolean NOT NULL DEFAULT false, "locale" text NOT NULL, "user_agent" text, "routed_to" text NOT NULL, "mailed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "feedback_entries_routed_to_check" CHECK ("routed_to" IN ('SUPPORT', 'WORKSPACE_OWNERS', 'STORED')), CONSTRAINT "feedback_entries_page_check" CHECK (char_length("page") <= 2000), CONSTRAINT "feedback_entries_message_check" CHECK (char_length("message") BETWEEN 1 AND 5000), CONSTRAINT "feedback_entries_rating_check" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "feedback_entries_kind_check" CHECK ("kind" IN ('IDEA', 'PROBLEM', 'PRAISE', 'OTHER')), CONSTRAINT "PK_044f655c4f046bf99a48ff2c43a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "feedback_entries_created_at_idx" ON "feedback_entries"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "support_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_user" uuid, "id_workspace" uuid, "category" text NOT NULL, "subject" text NOT NULL, "message" text NOT NULL, "email" text NOT NULL, "page" text, "locale" text NOT NULL, "user_agent" text, "routed_to" text NOT NULL, "mailed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "support_requests_routed_to_check" CHECK ("routed_to" IN ('SUPPORT', 'WORKSPACE_OWNERS', 'STORED')), CONSTRAINT "support_requests_page_check" CHECK (char_length("page") <= 2000), CONSTRAINT "support_requests_email_check" CHECK (char_length("email") BETWEEN 3 AND 254), CONSTRAINT "support_requests_message_check" CHECK (char_length("message") BETWEEN 1 AND 5000), CONSTRAINT "support_requests_subject_check" CHECK (char_length("subject") BETWEEN 1 AND 200), CONSTRAINT "support_requests_category_check" CHECK ("category" IN ('SIGN_IN', 'TIME_TRACKING', 'KIOSK', 'BILLING', 'DATA', 'OTHER')), CONSTRAINT "PK_a9ce3cdbad0970597a07ab5db97" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "support_requests_created_at_idx" ON "support_requests"  ("created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "feedback_entries" ADD CONSTRAINT "FK_50d18b458dede1e35be8138466b" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "feedback_entries" ADD CONSTRAINT "FK_dd4bc12a09f808745ec97f4d84f" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_requests" ADD CONSTRAINT "FK_1af5b5d753be866aed457342d0d" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_requests" ADD CONSTRAINT "FK_988cd5c27f99c78214e7d423453" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "support_requests" DROP CONSTRAINT "FK_988cd5c27f99c78214e7d423453"`,
    );
    await queryRunner.query(
      `ALTER TABLE "support_requests" DROP CONSTRAINT "FK_1af5b5d753be866aed457342d0d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "feedback_entries" DROP CONSTRAINT "FK_dd4bc12a09f808745ec97f4d84f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "feedback_entries" DROP CONSTRAINT "FK_50d18b458dede1e35be8138466b"`,
    );
    await queryRunner.query(`DROP INDEX "public"."support_requests_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "support_requests"`);
    await queryRunner.query(`DROP INDEX "public"."feedback_entries_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "feedback_entries"`);
  }
}
