import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stripe webhook events already taken, so a replayed or duplicated event is processed once. */
export class BillingWebhooks1795698200000 implements MigrationInterface {
  name = 'BillingWebhooks1795698200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "billing_webhook_events" ("id" text NOT NULL, "type" text NOT NULL, "id_subscription" text, "event_created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a4c2d2eae68da905a0b6063d0ea" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "billing_webhook_events"`);
  }
}
