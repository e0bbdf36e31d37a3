import { execFileSync } from 'node:child_process';
import type { TestConfirmBody } from '@punchcard/shared';
import { TestBillingProvider } from '#src/modules/billing/test-provider/index.js';
import { sql } from './support/db.js';
import { newWorkspace, type Owner } from './support/factory.js';
import type { TestApp } from './support/test-app.js';

/**
 * Arrangements for the built-in test provider's specs: a workspace with its customer at the
 * provider (and the billing_customers row BillingSync mirrors subscriptions under), the browser's
 * confirmation and the test clock over HTTP, and what BillingSync stored.
 */
export interface BilledWorkspace {
  owner: Owner;
  customerId: string;
  provider: TestBillingProvider;
}

export const providerOf = (t: TestApp) => t.app.get(TestBillingProvider, { strict: false });

export async function billedWorkspace(
  t: TestApp,
  name = 'Billed Workspace',
): Promise<BilledWorkspace> {
  const owner = await newWorkspace(t, { name });
  const customerId = await customerOf(t, owner.workspaceId, owner.email, name);
  return { owner, customerId, provider: providerOf(t) };
}

/** The workspace's customer at the test provider, mirrored as BillingCustomers stores it. */
export async function customerOf(
  t: TestApp,
  workspaceId: string,
  email: string,
  name: string,
): Promise<string> {
  const customer = await providerOf(t).createCustomer({
    workspaceId,
    email,
    name,
    idempotencyKey: `customer-${workspaceId}`,
  });
  await sql(
    t,
    `INSERT INTO billing_customers (id, id_workspace) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [customer.id, workspaceId],
  );
  return customer.id;
}

let keys = 0;
/** A subscription of `quantity` seats at `priceId`, as POST /subscriptions starts it. */
export function subscribe(
  { provider, customerId }: BilledWorkspace,
  priceId = 'price_test_basic_usd',
  options: { quantity?: number; trialDays?: number } = {},
) {
  keys += 1;
  return provider.createSubscription({
    customerId,
    priceId,
    quantity: options.quantity ?? 2,
    idempotencyKey: `subscribe-${keys}`,
    ...(options.trialDays === undefined ? {} : { trialDays: options.trialDays }),
  });
}

export const confirm = (b: BilledWorkspace, body: TestConfirmBody) =>
  b.owner.agent.post('/v1/billing/test/confirm').send(body);

/** Subscribes and pays the first invoice with `card`: an active subscription. */
export async function activeSubscription(
  b: BilledWorkspace,
  card = 'pm_card_visa',
  priceId?: string,
) {
  const sub = await subscribe(b, priceId);
  await confirm(b, { client_secret: sub.clientSecret ?? '', payment_method_id: card }).expect(200);
  return b.provider.getSubscription(sub.id);
}

export async function advance(b: BilledWorkspace, days: number): Promise<void> {
  await b.owner.agent.post('/v1/billing/test/clock').send({ days }).expect(204);
}

/** What BillingSync stored for the workspace, and its plan. */
export async function mirror(t: TestApp, idWorkspace: string) {
  const [row] = await sql<{ plan: string; status: string | null; client_secret: string | null }>(
    t,
    `SELECT w.plan, s.status, s.client_secret
       FROM workspaces w
       LEFT JOIN billing_subscriptions s ON s.id_workspace = w.id
      WHERE w.id = $1
      ORDER BY s.created_at DESC NULLS LAST LIMIT 1`,
    [idWorkspace],
  );
  if (!row) throw new Error(`No workspace ${idWorkspace}`);
  return row;
}

/** The text poppler reads from a PDF. */
export const pdfText = (bytes: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

export const DAY_MS = 86_400_000;
