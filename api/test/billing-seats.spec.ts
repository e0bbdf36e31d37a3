import { Role, type SubscriptionState } from '@punchcard/shared';
import { BillingSweep, SeatSync } from '../src/modules/billing/index.js';
import { sql } from './support/db.js';
import { newMember, newWorkspace, type Owner } from './support/factory.js';
import { invite } from './support/invitations.js';
import { startTestApp, type TestApp, uniqueEmail } from './support/test-app.js';

async function state(owner: Owner): Promise<SubscriptionState> {
  const res = await owner.agent.get('/v1/workspaces/subscription').expect(200);
  return res.body as SubscriptionState;
}

// Seats follow members: the subscription's quantity is the active and invited members, set after
// each member change commits (prorated by the provider), and mended by the sweep.
describe('billing seats follow members (BILLING=test)', () => {
  let t: TestApp;
  let seats: SeatSync;
  beforeAll(async () => {
    t = await startTestApp();
    seats = t.app.get(SeatSync);
  });
  afterAll(() => t.close());

  async function trialTeam() {
    const owner = await newWorkspace(t, { name: 'Seats' });
    const member = await newMember(t, owner.workspaceId, Role.Member);
    await owner.agent
      .post('/v1/workspaces/subscriptions/trial')
      .send({ price_id: 'price_test_basic_usd' })
      .expect(201);
    return { owner, member };
  }

  it('bills the seats held when the subscription starts', async () => {
    const { owner } = await trialTeam();
    const now = await state(owner);
    expect(now.seats).toBe(2);
    expect(now.subscription).toMatchObject({ status: 'trialing', plan: 'BASIC', quantity: 2 });
  });

  it('follows invitations, deactivation, reactivation and removal', async () => {
    const { owner, member } = await trialTeam();
    await invite(owner.agent, [uniqueEmail('seat'), uniqueEmail('seat')]).expect(201);
    await seats.settled();
    expect((await state(owner)).subscription?.quantity).toBe(4);

    await owner.agent.patch(`/v1/workspaces/members/${member.id}/deactivate`).expect(200);
    await seats.settled();
    expect((await state(owner)).subscription?.quantity).toBe(3);

    await owner.agent.patch(`/v1/workspaces/members/${member.id}/reactivate`).expect(200);
    await seats.settled();
    expect((await state(owner)).subscription?.quantity).toBe(4);

    await owner.agent.delete(`/v1/workspaces/members/${member.id}/pseudo`).expect(200);
    await seats.settled();
    const after = await state(owner);
    expect(after).toMatchObject({ seats: 3, subscription: { quantity: 3 } });
    const kinds = await sql<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM billing_changes
        WHERE id_workspace = $1 AND kind = 'subscription_updated' AND detail ? 'quantity'`,
      [owner.workspaceId],
    );
    expect(kinds[0]?.n).toBe(4);
  });

  it('sets the count once however many changes race', async () => {
    const { owner } = await trialTeam();
    await Promise.all(
      Array.from({ length: 4 }, () => invite(owner.agent, [uniqueEmail('race')]).expect(201)),
    );
    await seats.settled();
    expect((await state(owner)).subscription?.quantity).toBe(6);
    // Nothing left to change: a further sync calls no one.
    await expect(seats.syncSeats(owner.workspaceId)).resolves.toBe(false);
  });

  it('leaves the quantity of a workspace without a live subscription alone', async () => {
    const owner = await newWorkspace(t, { name: 'No subscription' });
    await invite(owner.agent, [uniqueEmail('free')]).expect(201);
    await seats.settled();
    await expect(seats.syncSeats(owner.workspaceId)).resolves.toBe(false);
    expect((await state(owner)).subscription).toBeNull();
  });

  it('lets the sweep mend seats no member call announced', async () => {
    const { owner } = await trialTeam();
    // A member written behind the API's back (as an account deletion or an expiry would leave it).
    await newMember(t, owner.workspaceId, Role.Member);
    expect((await state(owner)).subscription?.quantity).toBe(2);
    const counts = await t.app.get(BillingSweep).sweep();
    expect(counts.seats_synced).toBeGreaterThanOrEqual(1);
    expect(counts.seat_failures).toBe(0);
    expect((await state(owner)).subscription?.quantity).toBe(3);
  });

  it('refuses a quantity below the seats in use', async () => {
    const { owner } = await trialTeam();
    const { subscription } = await state(owner);
    const res = await owner.agent
      .put('/v1/workspaces/subscriptions')
      .send({
        id_subscription: subscription?.id,
        id_subscription_item: subscription?.id_item,
        quantity: 1,
      })
      .expect(400);
    expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
    const more = await owner.agent
      .put('/v1/workspaces/subscriptions')
      .send({
        id_subscription: subscription?.id,
        id_subscription_item: subscription?.id_item,
        quantity: 5,
      })
      .expect(200);
    expect(more.body).toMatchObject({ quantity: 5 });
  });
});
