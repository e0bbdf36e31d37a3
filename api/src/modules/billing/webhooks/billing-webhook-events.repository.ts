import { Injectable } from '@nestjs/common';
import { Database, sql } from '#src/database/sql/index.js';

export interface WebhookEventClaim {
  id: string;
  type: string;
  idSubscription: string | null;
  eventCreatedAt: Date;
}

/** billing_webhook_events: which Stripe events were taken and processed. */
@Injectable()
export class BillingWebhookEventsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Takes the event; false when another delivery has it: processed, or still processing (the
   * primary key makes concurrent claims race safely, exactly one wins). A claim left over a
   * minute without being processed (its process died) is taken again by Stripe's next retry.
   * One statement, no transaction held while the event is processed: that takes connections of
   * its own, and embedded PGlite has a single one.
   */
  async claim(event: WebhookEventClaim, now: Date): Promise<boolean> {
    const rows = await this.db.rows<{ id: string }>(
      sql`INSERT INTO billing_webhook_events
            (id, type, id_subscription, event_created_at, claimed_at)
          VALUES (${event.id}, ${event.type}, ${event.idSubscription}, ${event.eventCreatedAt},
                  ${now})
          ON CONFLICT (id) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
            WHERE billing_webhook_events.processed_at IS NULL
              AND billing_webhook_events.claimed_at < ${now}::timestamptz - interval '1 minute'
          RETURNING id`,
    );
    return rows.length === 1;
  }

  async markProcessed(id: string, now: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE billing_webhook_events SET processed_at = ${now} WHERE id = ${id}`,
    );
  }

  /** Processing failed: the event is free for Stripe's retry. */
  async release(id: string): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM billing_webhook_events WHERE id = ${id} AND processed_at IS NULL`,
    );
  }
}
