import net from 'node:net';
import type { Workspace } from '@punchcard/shared';
import { sql } from './support/db.js';
import { newWorkspace, type Owner } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A local port nobody listens on: every call to "Stripe" there is refused. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

// On Stripe, plans are bought: the admin plan switch is refused. A payment service that cannot be
// reached answers 502 billing_provider_failed and leaves nothing changed here.
describe('billing on Stripe when Stripe is away', () => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    t = await startTestApp({
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_unreachable',
      STRIPE_WEBHOOK_SECRET: 'whsec_unreachable',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_unreachable',
      STRIPE_API_URL: `http://127.0.0.1:${await deadPort()}`,
    });
    owner = await newWorkspace(t, { name: 'Stripe team' });
  });
  afterAll(() => t.close());

  it('refuses the admin plan switch with 409 error.conflict', async () => {
    const res = await owner.agent
      .patch('/v1/workspaces/plan')
      .send({ plan: 'BUSINESS' })
      .expect(409);
    expect(res.body).toMatchObject({ error_key: 'error.conflict' });
    const after = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
    expect((after.body as Workspace).plan).toBe('FREE');
  });

  it('answers 502 billing_provider_failed and stores nothing', async () => {
    const calls = [
      () => owner.agent.get('/v1/workspaces/prices'),
      () => owner.agent.get('/v1/workspaces/customers'),
      () => owner.agent.post('/v1/workspaces/subscriptions/trial').send({ price_id: 'price_1' }),
      () => owner.agent.post('/v1/workspaces/payment-methods').send({ payment_method_id: 'pm_1' }),
    ];
    for (const call of calls) {
      const res = await call().expect(502);
      expect(res.body).toMatchObject({ status_code: 502, error_key: 'billing_provider_failed' });
    }
    const stored = await sql(
      t,
      `SELECT id FROM billing_customers WHERE id_workspace = $1
       UNION ALL SELECT id FROM billing_subscriptions WHERE id_workspace = $1
       UNION ALL SELECT id::text FROM billing_changes WHERE id_workspace = $1`,
      [owner.workspaceId],
    );
    expect(stored).toEqual([]);
    const state = await owner.agent.get('/v1/workspaces/subscription').expect(200);
    expect(state.body).toMatchObject({
      subscription: null,
      provider: 'stripe',
      publishable_key: 'pk_test_unreachable',
    });
  });
});
