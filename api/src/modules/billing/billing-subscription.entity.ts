import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';
import { BillingCustomerEntity } from './billing-customer.entity.js';

/**
 * The provider's current truth about a workspace's subscription, as BillingSync last stored it
 * (the provider decides; this mirror answers reads and drives the plan). A workspace holds at most
 * one live subscription (anything not canceled or incomplete_expired): the partial unique index
 * makes a second one fail, however the requests interleave.
 */
@Entity('billing_subscriptions')
@Index('billing_subscriptions_live_key', ['idWorkspace'], {
  unique: true,
  where: `"status" NOT IN ('canceled', 'incomplete_expired')`,
})
@Index('billing_subscriptions_id_workspace_idx', ['idWorkspace', 'createdAt'])
@Index('billing_subscriptions_past_due_idx', ['pastDueSince'], { where: `"status" = 'past_due'` })
@Check(
  'billing_subscriptions_status_check',
  `"status" IN ('active', 'canceled', 'incomplete', 'incomplete_expired', 'past_due', 'paused', 'trialing', 'unpaid')`,
)
@Check('billing_subscriptions_plan_check', `"plan" IN ('LITE', 'BASIC', 'BUSINESS')`)
@Check('billing_subscriptions_quantity_check', '"quantity" >= 0')
@Check(
  'billing_subscriptions_past_due_check',
  `("status" = 'past_due') = ("past_due_since" IS NOT NULL)`,
)
export class BillingSubscriptionEntity {
  /** The provider's id (`sub_...`). */
  @PrimaryColumn('text')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => BillingCustomerEntity, { onDelete: 'CASCADE' })
  @Column('text')
  idCustomer: string;

  /** The subscription item that carries the price and the seat quantity. */
  @Column('text')
  idItem: string;

  @Column('text')
  idPrice: string;

  /** The paid plan the price sells. */
  @Column('text')
  plan: string;

  /** ISO 4217, upper case. */
  @Column('text')
  currency: string;

  /** Seats billed. */
  @Column('integer')
  quantity: number;

  @Column('text')
  status: string;

  @Column('timestamptz')
  startDate: Date;

  @Column('timestamptz')
  currentPeriodStart: Date;

  @Column('timestamptz')
  currentPeriodEnd: Date;

  @Column('boolean', { default: false })
  cancelAtPeriodEnd: boolean;

  /** Kept while the subscription is not active, so the browser can complete the payment. */
  @Column('text', { nullable: true })
  clientSecret: string | null;

  @Column('text', { nullable: true })
  idPaymentMethod: string | null;

  @Column('timestamptz', { nullable: true })
  trialEnd: Date | null;

  @Column('timestamptz', { nullable: true })
  endedAt: Date | null;

  /** When it turned past_due; the plan is kept until this plus BILLING_GRACE_DAYS. */
  @Column('timestamptz', { nullable: true })
  pastDueSince: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updatedAt: Date;
}
