import { Role, type Workspace } from '@punchcard/shared';
import { sql } from './support/db.js';
import { newMember, newWorkspace, type Owner } from './support/factory.js';
import { invite } from './support/invitations.js';
import { startTestApp, type TestAgent, type TestApp, uniqueEmail } from './support/test-app.js';
import { SeatSync } from '../src/modules/billing/index.js';

/** Every billing route of the workspace, with a body each would accept with billing on. */
const ROUTES: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object][] =
  [
    ['post', '/v1/workspaces/payment-methods', { payment_method_id: 'pm_card_visa' }],
    ['get', '/v1/workspaces/payment-methods'],
    ['delete', '/v1/workspaces/payment-methods/pm_card_visa'],
    [
      'patch',
      '/v1/workspaces/customers/cus_123/payment-methods',
      { payment_method_id: 'pm_card_visa' },
    ],
    ['get', '/v1/workspaces/prices'],
    ['get', '/v1/workspaces/customers'],
    ['get', '/v1/workspaces/invoice/history'],
    ['get', '/v1/workspaces/invoice/upcoming'],
    ['get', '/v1/workspaces/invoices/in_123/pdf'],
    ['post', '/v1/workspaces/subscriptions', { price_id: 'price_test_basic_usd' }],
    [
      'put',
      '/v1/workspaces/subscriptions',
      { id_subscription: 'sub_1', id_subscription_item: 'si_1', quantity: 3 },
    ],
    ['delete', '/v1/workspaces/subscriptions'],
    ['get', '/v1/workspaces/subscription'],
    ['patch', '/v1/workspaces/subscriptions/sub_123', { cancelAtPeriodEnd: true }],
    ['post', '/v1/workspaces/subscriptions/trial', { price_id: 'price_test_basic_usd' }],
  ];

function call(agent: TestAgent, [method, path, body]: (typeof ROUTES)[number]) {
  const pending = agent[method](path);
  return body ? pending.send(body) : pending;
}

// The self-hosted default (BILLING unset): nothing is sold, so billing answers that it is off,
// and every workspace keeps every feature whatever plan it stores.
describe('billing without billing (BILLING unset)', () => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    // Blank reads as unset, overriding the harness's BILLING=test.
    t = await startTestApp({ BILLING: '' });
    owner = await newWorkspace(t, { name: 'Self-hosted' });
  });
  afterAll(() => t.close());

  it.each(ROUTES.map((route) => [`${route[0].toUpperCase()} ${route[1]}`, route] as const))(
    '%s answers 409 billing_disabled',
    async (_name, route) => {
      const res = await call(owner.agent, route);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status_code: 409, error_key: 'billing_disabled' });
    },
  );

  it('answers billing_disabled to every role, not a permission error', async () => {
    const member = await newMember(t, owner.workspaceId, Role.Member);
    const res = await member.agent.get('/v1/workspaces/subscription').expect(409);
    expect(res.body).toMatchObject({ error_key: 'billing_disabled' });
  });

  it('keeps the plan switch and every feature, and syncs no seats', async () => {
    const plan = await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'FREE' }).expect(200);
    expect((plan.body as Workspace).plan).toBe('FREE');
    await invite(
      owner.agent,
      Array.from({ length: 7 }, () => uniqueEmail('seat')),
    ).expect(201);
    await owner.agent
      .patch('/v1/workspaces/pomodoro-customization-settings')
      .send({ is_pomodoro_customization_enabled: true })
      .expect(200);
    await t.app.get(SeatSync).settled();
    const rows = await sql(
      t,
      `SELECT 1 FROM billing_customers UNION ALL SELECT 1 FROM billing_changes`,
    );
    expect(rows).toEqual([]);
  });
});
