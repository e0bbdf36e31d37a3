import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@punchcard/shared';
import { Database, sql } from '#src/database/sql/index.js';
import type { TableRow } from '#src/database/sql/schema/index.js';
import type { Tx } from '#src/database/transactions.js';
import type { ProviderSubscription } from './provider/billing-provider.js';

/** A billing_subscriptions row; a CHECK constraint keeps its status one of the spec's. */
export type SubscriptionRow = Omit<TableRow<'billing_subscriptions'>, 'status'> & {
  status: SubscriptionStatus;
};

/** What BillingSync needs of the workspace, read under its row lock. */
export interface BillingWorkspaceRow {
  plan: string;
  is_trial_started: boolean;
}

export interface BillingChange {
  idWorkspace: string;
  /** Null when the provider did it (a renewal, a failed payment, a grace period's end). */
  idUser: string | null;
  kind: string;
  detail: Record<string, unknown>;
  at: Date;
}

/** Someone told about billing: an active owner or super owner of the workspace. */
export interface OwnerRecipient {
  email: string;
  locale: string;
  workspace_name: string;
}

/** Anything but these holds the workspace's one live subscription (the partial unique index). */
const LIVE = sql`status NOT IN ('canceled', 'incomplete_expired')`;

@Injectable()
export class BillingRepository {
  constructor(private readonly db: Database) {}

  async customerOf(idWorkspace: string, tx?: Tx): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ id: string }>(
      sql`SELECT id FROM billing_customers WHERE id_workspace = ${idWorkspace}`,
      tx,
    );
    return row?.id;
  }

  /**
   * Keeps the first customer stored for the workspace and answers it: two first uses at once may
   * both have asked the provider (with one idempotency key, so usually for the same customer).
   */
  async insertCustomer(idWorkspace: string, id: string): Promise<string> {
    await this.db.execute(
      sql`INSERT INTO billing_customers (id, id_workspace) VALUES (${id}, ${idWorkspace})
          ON CONFLICT DO NOTHING`,
    );
    const stored = await this.customerOf(idWorkspace);
    if (stored === undefined) throw new Error(`No billing customer for workspace ${idWorkspace}`);
    return stored;
  }

  /** The address the provider sends receipts to: the super owner who set billing up. */
  async emailOf(idUser: string): Promise<string | null> {
    const row = await this.db.maybeOne<{ email: string }>(
      sql`SELECT email FROM users WHERE id = ${idUser}`,
    );
    return row?.email ?? null;
  }

  /** The stored subscription, whatever its status. */
  subscription(id: string): Promise<SubscriptionRow | undefined> {
    return this.db.maybeOne<SubscriptionRow>(
      sql`SELECT * FROM billing_subscriptions WHERE id = ${id}`,
    );
  }

  async workspaceOfCustomer(idCustomer: string): Promise<string | null> {
    const row = await this.db.maybeOne<{ id_workspace: string }>(
      sql`SELECT id_workspace FROM billing_customers WHERE id = ${idCustomer}`,
    );
    return row?.id_workspace ?? null;
  }

  /** Serialises billing's plan changes with the plan switch and seat changes (same row lock). */
  lockWorkspace(idWorkspace: string, tx: Tx): Promise<BillingWorkspaceRow | undefined> {
    return this.db.maybeOne<BillingWorkspaceRow>(
      sql`SELECT plan, is_trial_started FROM workspaces WHERE id = ${idWorkspace} FOR UPDATE`,
      tx,
    );
  }

  async isTrialStarted(idWorkspace: string): Promise<boolean> {
    const row = await this.db.maybeOne<{ is_trial_started: boolean }>(
      sql`SELECT is_trial_started FROM workspaces WHERE id = ${idWorkspace}`,
    );
    return row?.is_trial_started ?? false;
  }

  async markTrialStarted(idWorkspace: string, tx: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspaces SET is_trial_started = true, updated_at = now()
           WHERE id = ${idWorkspace} AND NOT is_trial_started`,
      tx,
    );
  }

  liveSubscription(idWorkspace: string, tx?: Tx): Promise<SubscriptionRow | undefined> {
    return this.db.maybeOne<SubscriptionRow>(
      sql`SELECT * FROM billing_subscriptions WHERE id_workspace = ${idWorkspace} AND ${LIVE}`,
      tx,
    );
  }

  /** The stored row, locked until `tx` ends. */
  lockSubscription(id: string, tx: Tx): Promise<SubscriptionRow | undefined> {
    return this.db.maybeOne<SubscriptionRow>(
      sql`SELECT * FROM billing_subscriptions WHERE id = ${id} FOR UPDATE`,
      tx,
    );
  }

  /** Stores the provider's truth as it is now, whatever was stored before. */
  async saveSubscription(
    idWorkspace: string,
    sub: ProviderSubscription,
    pastDueSince: Date | null,
    now: Date,
    tx: Tx,
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO billing_subscriptions
            (id, id_workspace, id_customer, id_item, id_price, plan, currency, quantity, status,
             start_date, current_period_start, current_period_end, cancel_at_period_end,
             client_secret, id_payment_method, trial_end, ended_at, past_due_since, created_at,
             updated_at)
          VALUES (${sub.id}, ${idWorkspace}, ${sub.customerId}, ${sub.itemId}, ${sub.priceId},
                  ${sub.plan}, ${sub.currency.toUpperCase()}, ${sub.quantity}, ${sub.status},
                  ${sub.startDate}, ${sub.currentPeriodStart}, ${sub.currentPeriodEnd},
                  ${sub.cancelAtPeriodEnd}, ${sub.clientSecret}, ${sub.defaultPaymentMethodId},
                  ${sub.trialEnd}, ${sub.endedAt}, ${pastDueSince}, ${now}, ${now})
          ON CONFLICT (id) DO UPDATE SET
            id_item = EXCLUDED.id_item, id_price = EXCLUDED.id_price, plan = EXCLUDED.plan,
            currency = EXCLUDED.currency, quantity = EXCLUDED.quantity, status = EXCLUDED.status,
            start_date = EXCLUDED.start_date,
            current_period_start = EXCLUDED.current_period_start,
            current_period_end = EXCLUDED.current_period_end,
            cancel_at_period_end = EXCLUDED.cancel_at_period_end,
            client_secret = EXCLUDED.client_secret,
            id_payment_method = EXCLUDED.id_payment_method, trial_end = EXCLUDED.trial_end,
            ended_at = EXCLUDED.ended_at, past_due_since = EXCLUDED.past_due_since,
            updated_at = EXCLUDED.updated_at`,
      tx,
    );
  }

  /** How many subscriptions the workspace ever had: new ones get new idempotency keys. */
  async countSubscriptions(idWorkspace: string): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM billing_subscriptions WHERE id_workspace = ${idWorkspace}`,
    );
    return row.n;
  }

  async record(change: BillingChange, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO billing_changes (id_workspace, id_user, kind, detail, at)
          VALUES (${change.idWorkspace}, ${change.idUser}, ${change.kind},
                  ${JSON.stringify(change.detail)}::jsonb, ${change.at})`,
      tx,
    );
  }

  /** Workspaces whose past_due subscription still grants a plan after its grace period ended. */
  async graceEnded(cutoff: Date): Promise<string[]> {
    const rows = await this.db.rows<{ id_workspace: string }>(
      sql`SELECT s.id_workspace FROM billing_subscriptions s
            JOIN workspaces w ON w.id = s.id_workspace
           WHERE s.status = 'past_due' AND s.past_due_since <= ${cutoff} AND w.plan <> 'FREE'`,
    );
    return rows.map((row) => row.id_workspace);
  }

  /** Every workspace with a live subscription: the sweep checks their seats. */
  async withLiveSubscription(): Promise<string[]> {
    const rows = await this.db.rows<{ id_workspace: string }>(
      sql`SELECT s.id_workspace FROM billing_subscriptions s
            JOIN workspaces w ON w.id = s.id_workspace AND w.deleted_at IS NULL
           WHERE s.status NOT IN ('canceled', 'incomplete_expired') ORDER BY s.id_workspace`,
    );
    return rows.map((row) => row.id_workspace);
  }

  ownersOf(idWorkspace: string): Promise<OwnerRecipient[]> {
    return this.db.rows<OwnerRecipient>(
      sql`SELECT u.email, u.locale, w.name AS workspace_name
            FROM workspace_members m
            JOIN users u ON u.id = m.id_user
            JOIN workspaces w ON w.id = m.id_workspace
           WHERE m.id_workspace = ${idWorkspace} AND m.role IN ('Owner', 'SuperOwner')
             AND m.status = 'ACTIVE' AND m.deleted_at IS NULL AND u.deleted_at IS NULL
           ORDER BY u.email`,
    );
  }
}
