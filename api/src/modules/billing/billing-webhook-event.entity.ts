import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A Stripe webhook event billing took, by Stripe's event id: claimed by the delivery that
 * processes it, so a replay, or a duplicate arriving while the first is still being processed,
 * is acknowledged without being processed again.
 */
@Entity('billing_webhook_events')
export class BillingWebhookEventEntity {
  /** Stripe's `evt_...` id. */
  @PrimaryColumn('text')
  id: string;

  @Column('text')
  type: string;

  /** The subscription the event was about, when it named one. */
  @Column('text', { nullable: true })
  idSubscription: string | null;

  /** When Stripe created the event. */
  @Column('timestamptz')
  eventCreatedAt: Date;

  /** When a delivery took it; a claim never completed is taken again after a minute. */
  @Column('timestamptz')
  claimedAt: Date;

  /** Null while the claiming delivery is still processing it. */
  @Column('timestamptz', { nullable: true })
  processedAt: Date | null;
}
