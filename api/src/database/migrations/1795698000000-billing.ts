import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card billing: each workspace's provider customer, the mirror of its subscriptions (at most one
 * live per workspace, by a partial unique index) and the record of every billing change.
 */
export class Billing1795698000000 implements MigrationInterface {
  name = 'Billing1795698000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "billing_customers" ("id" text NOT NULL, "id_workspace" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_33443c37051e342361f61a54b86" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "billing_customers_id_workspace_key" ON "billing_customers"  ("id_workspace") `,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_subscriptions" ("id" text NOT NULL, "id_workspace" uuid NOT NULL, "id_customer" text NOT NULL, "id_item" text NOT NULL, "id_price" text NOT NULL, "plan" text NOT NULL, "currency" text NOT NULL, "quantity" integer NOT NULL, "status" text NOT NULL, "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "current_period_start" TIMESTAMP WITH TIME ZONE NOT NULL, "current_period_end" TIMESTAMP WITH TIME ZONE NOT NULL, "cancel_at_period_end" boolean NOT NULL DEFAULT false, "client_secret" text, "id_payment_method" text, "trial_end" TIMESTAMP WITH TIME ZONE, "ended_at" TIMESTAMP WITH TIME ZONE, "past_due_since" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "billing_subscriptions_past_due_check" CHECK (("status" = 'past_due') = ("past_due_since" IS NOT NULL)), CONSTRAINT "billing_subscriptions_quantity_check" CHECK ("quantity" >= 0), CONSTRAINT "billing_subscriptions_plan_check" CHECK ("plan" IN ('LITE', 'BASIC', 'BUSINESS')), CONSTRAINT "billing_subscriptions_status_check" CHECK ("status" IN ('active', 'canceled', 'incomplete', 'incomplete_expired', 'past_due', 'paused', 'trialing', 'unpaid')), CONSTRAINT "PK_da12bd094f95ed1a9ad21b0b2df" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_subscriptions_past_due_idx" ON "billing_subscriptions"  ("past_due_since") WHERE "status" = 'past_due'`,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_subscriptions_id_workspace_idx" ON "billing_subscriptions"  ("id_workspace", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "billing_subscriptions_live_key" ON "billing_subscriptions"  ("id_workspace") WHERE "status" NOT IN ('canceled', 'incomplete_expired')`,
    );
    await queryRunner.query(
      `CREATE TABLE "billing_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "id_workspace" uuid NOT NULL, "id_user" uuid, "kind" text NOT NULL, "detail" jsonb NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d1792482c8d9a8ab1a871d29597" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "billing_changes_workspace_at_idx" ON "billing_changes"  ("id_workspace", "at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_customers" ADD CONSTRAINT "FK_6afcd6f071271f2a3978b73e421" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "FK_e75ea4b846cc2031ae068b2c0af" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "FK_fbfe9f49f58a453557318272dc2" FOREIGN KEY ("id_customer") REFERENCES "billing_customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_changes" ADD CONSTRAINT "FK_d7b10fd57c079ed7c2755fd0859" FOREIGN KEY ("id_workspace") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_changes" ADD CONSTRAINT "FK_72fe75206559886f866b22cb254" FOREIGN KEY ("id_user") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "billing_changes" DROP CONSTRAINT "FK_72fe75206559886f866b22cb254"`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_changes" DROP CONSTRAINT "FK_d7b10fd57c079ed7c2755fd0859"`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_subscriptions" DROP CONSTRAINT "FK_fbfe9f49f58a453557318272dc2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_subscriptions" DROP CONSTRAINT "FK_e75ea4b846cc2031ae068b2c0af"`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_customers" DROP CONSTRAINT "FK_6afcd6f071271f2a3978b73e421"`,
    );
    await queryRunner.query(`DROP INDEX "public"."billing_changes_workspace_at_idx"`);
    await queryRunner.query(`DROP TABLE "billing_changes"`);
    await queryRunner.query(`DROP INDEX "public"."billing_subscriptions_live_key"`);
    await queryRunner.query(`DROP INDEX "public"."billing_subscriptions_id_workspace_idx"`);
    await queryRunner.query(`DROP INDEX "public"."billing_subscriptions_past_due_idx"`);
    await queryRunner.query(`DROP TABLE "billing_subscriptions"`);
    await queryRunner.query(`DROP INDEX "public"."billing_customers_id_workspace_key"`);
    await queryRunner.query(`DROP TABLE "billing_customers"`);
  }
}
