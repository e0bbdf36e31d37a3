import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'active', 'canceled', 'incomplete', 'incomplete_expired', 'past_due', 'paused', 'trialing', 'unpaid'`;

/**
 * The built-in test-mode billing provider's own store (BILLING=test): what Stripe would hold for
 * us. Ids look like Stripe's (`cus_test_...`, `pm_test_...`) so the rest of billing cannot tell the
 * providers apart. Money is an integer in the currency's minor unit. Nothing here is read by the
 * plan logic directly: BillingSync mirrors subscriptions into billing_subscriptions.
 *
 * Invoice numbers come from a one-row counter taken in the invoice's own transaction rather than a
 * SEQUENCE, which skips a number whenever a transaction rolls back: numbers stay gap-free.
 */
export class BillingTestProvider1795698100000 implements MigrationInterface {
  name = 'BillingTestProvider1795698100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE billing_test_clocks (
        id_workspace uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
        offset_seconds bigint NOT NULL DEFAULT 0 CHECK (offset_seconds >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE billing_test_customers (
        id text PRIMARY KEY,
        id_workspace uuid NOT NULL UNIQUE REFERENCES workspaces(id) ON DELETE CASCADE,
        email text,
        description text,
        default_payment_method text,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE billing_test_payment_methods (
        id text PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        id_customer text NOT NULL REFERENCES billing_test_customers(id) ON DELETE CASCADE,
        test_id text NOT NULL,
        brand text NOT NULL,
        last4 text NOT NULL,
        country text,
        exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
        exp_year integer NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX billing_test_payment_methods_customer_idx
         ON billing_test_payment_methods (id_customer, seq)`,
    );
    await queryRunner.query(`
      ALTER TABLE billing_test_customers
        ADD CONSTRAINT billing_test_customers_default_payment_method_fkey
        FOREIGN KEY (default_payment_method) REFERENCES billing_test_payment_methods(id)
        ON DELETE SET NULL`);
    await queryRunner.query(`
      CREATE TABLE billing_test_subscriptions (
        id text PRIMARY KEY,
        id_item text NOT NULL UNIQUE,
        id_customer text NOT NULL REFERENCES billing_test_customers(id) ON DELETE CASCADE,
        idempotency_key text NOT NULL,
        price_id text NOT NULL,
        quantity integer NOT NULL CHECK (quantity >= 1),
        status text NOT NULL CHECK (status IN (${STATUSES})),
        created_at timestamptz NOT NULL,
        billing_anchor timestamptz NOT NULL,
        cycle integer NOT NULL DEFAULT 0 CHECK (cycle >= 0),
        current_period_start timestamptz NOT NULL,
        current_period_end timestamptz NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        trial_end timestamptz,
        ended_at timestamptz,
        default_payment_method text
          REFERENCES billing_test_payment_methods(id) ON DELETE SET NULL,
        UNIQUE (id_customer, idempotency_key),
        CHECK (current_period_end > current_period_start)
      )`);
    // What the clock's sweep looks for: live periods ending, first payments expiring.
    await queryRunner.query(
      `CREATE INDEX billing_test_subscriptions_period_end_idx
         ON billing_test_subscriptions (current_period_end)
         WHERE status IN ('active', 'trialing', 'past_due')`,
    );
    await queryRunner.query(
      `CREATE INDEX billing_test_subscriptions_incomplete_idx
         ON billing_test_subscriptions (created_at) WHERE status = 'incomplete'`,
    );
    await queryRunner.query(`
      CREATE TABLE billing_test_invoice_numbers (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        last_number bigint NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`INSERT INTO billing_test_invoice_numbers DEFAULT VALUES`);
    await queryRunner.query(`
      CREATE TABLE billing_test_invoices (
        id text PRIMARY KEY,
        seq bigint NOT NULL UNIQUE,
        number text NOT NULL UNIQUE,
        id_customer text NOT NULL REFERENCES billing_test_customers(id) ON DELETE CASCADE,
        id_subscription text REFERENCES billing_test_subscriptions(id) ON DELETE SET NULL,
        status text NOT NULL CHECK (status IN ('open', 'paid', 'void', 'uncollectible')),
        currency text NOT NULL,
        subtotal integer NOT NULL,
        total integer NOT NULL,
        amount_due integer NOT NULL CHECK (amount_due >= 0),
        amount_paid integer NOT NULL DEFAULT 0 CHECK (amount_paid >= 0),
        created_at timestamptz NOT NULL,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        paid_at timestamptz,
        CHECK ((status = 'paid') = (paid_at IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX billing_test_invoices_customer_idx
         ON billing_test_invoices (id_customer, seq DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX billing_test_invoices_subscription_idx
         ON billing_test_invoices (id_subscription, seq DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE billing_test_invoice_lines (
        id_invoice text NOT NULL REFERENCES billing_test_invoices(id) ON DELETE CASCADE,
        position integer NOT NULL,
        description text NOT NULL,
        amount integer NOT NULL,
        quantity integer NOT NULL,
        proration boolean NOT NULL,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        PRIMARY KEY (id_invoice, position)
      )`);
    // Prorations (and carried credit) waiting for the subscription's next invoice.
    await queryRunner.query(`
      CREATE TABLE billing_test_pending_items (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id_subscription text NOT NULL
          REFERENCES billing_test_subscriptions(id) ON DELETE CASCADE,
        description text NOT NULL,
        amount integer NOT NULL,
        quantity integer NOT NULL,
        proration boolean NOT NULL,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX billing_test_pending_items_subscription_idx
         ON billing_test_pending_items (id_subscription, id)`,
    );
    await queryRunner.query(`
      CREATE TABLE billing_test_payment_intents (
        id text PRIMARY KEY,
        client_secret text NOT NULL UNIQUE,
        id_invoice text NOT NULL UNIQUE REFERENCES billing_test_invoices(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN
          ('requires_payment_method', 'requires_action', 'succeeded', 'canceled')),
        payment_method text,
        last_error text
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'billing_test_payment_intents',
      'billing_test_pending_items',
      'billing_test_invoice_lines',
      'billing_test_invoices',
      'billing_test_invoice_numbers',
      'billing_test_subscriptions',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await queryRunner.query(
      `ALTER TABLE billing_test_customers DROP CONSTRAINT billing_test_customers_default_payment_method_fkey`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS billing_test_payment_methods`);
    await queryRunner.query(`DROP TABLE IF EXISTS billing_test_customers`);
    await queryRunner.query(`DROP TABLE IF EXISTS billing_test_clocks`);
  }
}
