import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type PaidPlan, Role, type SubscriptionStatus, type Workspace } from '@punchcard/shared';
import { BillingSweep, BillingSync } from '../src/modules/billing/index.js';
import type { ProviderSubscription } from '../src/modules/billing/provider/billing-provider.js';
import { sql } from './support/db.js';
import { DAY, newMember, newWorkspace, type Owner } from './support/factory.js';
import { mailBody, startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = DAY * 1000;

/** A workspace with its billing customer, as the first billing call leaves it. */
async function billedWorkspace(t: TestApp, plan = 'FREE') {
  const owner = await newWorkspace(t, { name: 'Sync team', plan });
  const customerId = `cus_${randomUUID().replace(/-/g, '')}`;
  await sql(t, `INSERT INTO billing_customers (id, id_workspace) VALUES ($1, $2)`, [
    customerId,
    owner.workspaceId,
  ]);
  return { owner, customerId };
}

function subscription(
  customerId: string,
  status: SubscriptionStatus,
  more: Partial<ProviderSubscription> = {},
): ProviderSubscription {
  const now = new Date();
  return {
    id: `sub_${customerId.slice(4, 16)}`,
    customerId,
    itemId: 'si_sync_1',
    priceId: 'price_test_basic_usd',
    plan: 'BASIC',
    currency: 'usd',
    quantity: 1,
    status,
    startDate: now,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    cancelAtPeriodEnd: false,
    trialEnd: null,
    endedAt: null,
    defaultPaymentMethodId: null,
    clientSecret: null,
    paymentStatus: null,
    ...more,
  };
}

async function workspaceOf(owner: Owner): Promise<Workspace> {
  const res = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
  return res.body as Workspace;
}

async function changes(t: TestApp, idWorkspace: string) {
  return sql<{ kind: string; id_user: string | null; detail: Record<string, unknown> }>(
    t,
    `SELECT kind, id_user, detail FROM billing_changes WHERE id_workspace = $1 ORDER BY at, kind`,
    [idWorkspace],
  );
}

function mailsTo(t: TestApp, email: string): string[] {
  const outbox = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs.readdirSync(outbox).filter((file) => file.includes(`billing-past-due-${email}`));
}

describe('BillingSync: the provider’s truth moves the plan', () => {
  let t: TestApp;
  let sync: BillingSync;
  beforeAll(async () => {
    t = await startTestApp();
    sync = t.app.get(BillingSync);
  });
  afterAll(() => t.close());

  it.each<[SubscriptionStatus, string, PaidPlan, string]>([
    ['active', 'FREE', 'BASIC', 'BASIC'],
    ['trialing', 'FREE', 'LITE', 'LITE'],
    ['past_due', 'LITE', 'BUSINESS', 'BUSINESS'],
    ['incomplete', 'LITE', 'BUSINESS', 'LITE'],
    ['canceled', 'BASIC', 'BASIC', 'FREE'],
    ['unpaid', 'BASIC', 'BASIC', 'FREE'],
    ['incomplete_expired', 'BASIC', 'BASIC', 'FREE'],
    ['paused', 'BASIC', 'BASIC', 'FREE'],
  ])('%s on %s selling %s leaves the workspace on %s', async (status, before, sold, after) => {
    const { owner, customerId } = await billedWorkspace(t, before);
    await sync.apply(owner.workspaceId, subscription(customerId, status, { plan: sold }));
    expect((await workspaceOf(owner)).plan).toBe(after);
    const kinds = (await changes(t, owner.workspaceId)).map((change) => change.kind);
    expect(kinds).toEqual(
      before === after ? ['subscription_created'] : ['plan_changed', 'subscription_created'],
    );
  });

  it('stores each truth once: applying it again changes and records nothing', async () => {
    const { owner, customerId } = await billedWorkspace(t);
    const active = subscription(customerId, 'active', { quantity: 3 });
    await sync.apply(owner.workspaceId, active, owner.id);
    await sync.apply(owner.workspaceId, active);
    await sync.apply(owner.workspaceId, { ...active, quantity: 4 });
    const recorded = await changes(t, owner.workspaceId);
    expect(recorded.map((change) => [change.kind, change.id_user])).toEqual([
      ['plan_changed', owner.id],
      ['subscription_created', owner.id],
      ['subscription_updated', null],
    ]);
    expect(recorded[2]?.detail).toMatchObject({ quantity: { from: 3, to: 4 } });
    const [row] = await sql<{ quantity: number; currency: string }>(
      t,
      `SELECT quantity, currency FROM billing_subscriptions WHERE id_workspace = $1`,
      [owner.workspaceId],
    );
    expect(row).toEqual({ quantity: 4, currency: 'USD' });
  });

  it('refuses a second live subscription (409 subscription_exists)', async () => {
    const { owner, customerId } = await billedWorkspace(t);
    const first = subscription(customerId, 'active');
    await sync.apply(owner.workspaceId, first);
    await expect(
      sync.apply(owner.workspaceId, subscription(customerId, 'trialing', { id: `${first.id}_2` })),
    ).rejects.toMatchObject({ errorKey: 'subscription_exists' });
    // Once the first has ended, another may start.
    await sync.apply(owner.workspaceId, { ...first, status: 'canceled' });
    await sync.apply(
      owner.workspaceId,
      subscription(customerId, 'active', { id: `${first.id}_3` }),
    );
    expect((await workspaceOf(owner)).plan).toBe('BASIC');
  });

  it('marks the trial used once a subscription has trialed', async () => {
    const { owner, customerId } = await billedWorkspace(t);
    const trialEnd = new Date(Date.now() + 14 * DAY_MS);
    await sync.apply(owner.workspaceId, subscription(customerId, 'trialing', { trialEnd }));
    const state = await owner.agent.get('/v1/workspaces/subscription').expect(200);
    expect(state.body).toMatchObject({
      is_trial_started: true,
      subscription: { status: 'trialing', trial_end: Math.floor(trialEnd.getTime() / 1000) },
    });
  });

  it('keeps the plan past_due for the grace period, mails owners once, then falls to FREE', async () => {
    const { owner, customerId } = await billedWorkspace(t, 'FREE');
    const coOwner = await newMember(t, owner.workspaceId, Role.Owner, { locale: 'ja' });
    const manager = await newMember(t, owner.workspaceId, Role.Manager);
    const active = subscription(customerId, 'active', { plan: 'BUSINESS' });
    await sync.apply(owner.workspaceId, active);
    await owner.agent
      .patch('/v1/workspaces/pomodoro-customization-settings')
      .send({ is_pomodoro_customization_enabled: true })
      .expect(200);

    await sync.apply(owner.workspaceId, { ...active, status: 'past_due' });
    await sync.apply(owner.workspaceId, { ...active, status: 'past_due' });
    await sync.settled();
    expect((await workspaceOf(owner)).plan).toBe('BUSINESS');
    expect(mailsTo(t, owner.email)).toHaveLength(1);
    expect(mailsTo(t, coOwner.email)).toHaveLength(1);
    expect(mailsTo(t, manager.email)).toHaveLength(0);
    expect(mailBody(t.lastMail(owner.email))).toContain('did not go through');
    expect(mailBody(t.lastMail(coOwner.email))).toContain('お支払いが完了しませんでした');
    const state = await owner.agent.get('/v1/workspaces/subscription').expect(200);
    const { grace_period_end: graceEnd } = (
      state.body as { subscription: { grace_period_end: number } }
    ).subscription;
    expect(graceEnd - Math.floor(Date.now() / 1000)).toBeGreaterThan(7 * DAY - 60);

    // Nothing moves before the grace period ends.
    t.clock.advance(6 * DAY_MS);
    await t.app.get(BillingSweep).sweep();
    expect((await workspaceOf(owner)).plan).toBe('BUSINESS');
    t.clock.advance(2 * DAY_MS);
    // At least this one (the status table's past_due row may end its grace period too).
    expect((await t.app.get(BillingSweep).sweep()).grace_ended).toBeGreaterThanOrEqual(1);
    const after = await workspaceOf(owner);
    expect(after.plan).toBe('FREE');
    expect(after.is_pomodoro_customization_enabled).toBe(false);
    const last = (await changes(t, owner.workspaceId)).at(-1);
    expect(last).toMatchObject({ kind: 'plan_changed', id_user: null });
    expect(last?.detail).toMatchObject({ from: 'BUSINESS', to: 'FREE', status: 'past_due' });

    // Paid at last: the plan comes back and the next failure warns again.
    await sync.apply(owner.workspaceId, active);
    expect((await workspaceOf(owner)).plan).toBe('BUSINESS');
    await sync.apply(owner.workspaceId, { ...active, status: 'past_due' });
    await sync.settled();
    expect(mailsTo(t, owner.email)).toHaveLength(2);
  });

  it('finds the workspace of a customer', async () => {
    const { owner, customerId } = await billedWorkspace(t);
    await expect(sync.workspaceOfCustomer(customerId)).resolves.toBe(owner.workspaceId);
    await expect(sync.workspaceOfCustomer('cus_unknown')).resolves.toBeNull();
  });
});
