import { Role } from '@punchcard/shared';
import { newTeam, type Team } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const READS = [
  '/v1/workspaces/prices',
  '/v1/workspaces/subscription',
  '/v1/workspaces/payment-methods',
  '/v1/workspaces/customers',
  '/v1/workspaces/invoice/history',
  '/v1/workspaces/invoice/upcoming',
];

const TEAM = { owner: Role.Owner, manager: Role.Manager, member: Role.Member } as const;

// With billing on (the harness's BILLING=test, the built-in provider): owners may look, only the
// super owner spends the workspace's money; every bad input has its status and key.
describe('billing roles and validation (BILLING=test)', () => {
  let t: TestApp;
  let team: Team<keyof typeof TEAM>;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Billing roles', plan: 'FREE', members: TEAM });
  });
  afterAll(() => t.close());

  it('lets owners and the super owner read billing, nobody else', async () => {
    for (const path of READS) {
      await team.superOwner.agent.get(path).expect(200);
      await team.owner.agent.get(path).expect(200);
      for (const person of [team.manager, team.member]) {
        const res = await person.agent.get(path).expect(403);
        expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
      }
    }
  });

  it('lets only the super owner change billing', async () => {
    const price = { price_id: 'price_test_basic_usd' };
    const writes = [
      () => team.owner.agent.post('/v1/workspaces/subscriptions/trial').send(price),
      () => team.owner.agent.post('/v1/workspaces/subscriptions').send(price),
      () =>
        team.owner.agent
          .post('/v1/workspaces/payment-methods')
          .send({ payment_method_id: 'pm_card_visa' }),
      () => team.manager.agent.delete('/v1/workspaces/subscriptions'),
    ];
    for (const write of writes) {
      const res = await write().expect(403);
      expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
    }
    const state = await team.superOwner.agent.get('/v1/workspaces/subscription').expect(200);
    expect(state.body).toMatchObject({ subscription: null, is_trial_started: false });
  });

  it('answers the state of a workspace without a subscription', async () => {
    const res = await team.owner.agent.get('/v1/workspaces/subscription').expect(200);
    expect(res.body).toEqual({
      subscription: null,
      is_trial_started: false,
      seats: 4,
      provider: 'test',
      publishable_key: null,
    });
    const cards = await team.owner.agent.get('/v1/workspaces/payment-methods').expect(200);
    expect(cards.body).toEqual({ payment_methods: [], has_more: false });
    const invoices = await team.owner.agent.get('/v1/workspaces/invoice/history').expect(200);
    expect(invoices.body).toEqual({ invoices: [] });
    const upcoming = await team.owner.agent.get('/v1/workspaces/invoice/upcoming').expect(200);
    expect(upcoming.body).toEqual({ invoice: null });
  });

  it('refuses malformed bodies and queries with 400', async () => {
    const agent = team.superOwner.agent;
    const bad: [() => ReturnType<typeof agent.get>, string][] = [
      [() => agent.post('/v1/workspaces/subscriptions').send({}), 'price_id'],
      [() => agent.post('/v1/workspaces/subscriptions').send({ price_id: 'a b' }), 'price_id'],
      [() => agent.post('/v1/workspaces/subscriptions/trial').send({ price_id: 7 }), 'price_id'],
      [() => agent.post('/v1/workspaces/payment-methods').send({}), 'payment_method_id'],
      [
        () =>
          agent
            .put('/v1/workspaces/subscriptions')
            .send({ id_subscription: 'sub_1', id_subscription_item: 'si_1', quantity: 0 }),
        'quantity',
      ],
      [() => agent.put('/v1/workspaces/subscriptions').send({ quantity: 2 }), 'id_subscription'],
      [
        () => agent.patch('/v1/workspaces/subscriptions/sub_1').send({ cancelAtPeriodEnd: 'yes' }),
        'cancelAtPeriodEnd',
      ],
      [() => agent.get('/v1/workspaces/payment-methods').query({ limit: 4 }), 'limit'],
      [() => agent.get('/v1/workspaces/invoice/upcoming').query({ id_price: '../x' }), 'id_price'],
    ];
    for (const [send, field] of bad) {
      const res = await send().expect(400);
      expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const both = await agent
      .get('/v1/workspaces/payment-methods')
      .query({ starting_after: 'pm_1', ending_before: 'pm_2' })
      .expect(400);
    expect(both.body).toMatchObject({ error_key: 'error.bad_request' });
  });

  it('answers 404 with the key of what is missing', async () => {
    const agent = team.superOwner.agent;
    const price = await agent
      .post('/v1/workspaces/subscriptions')
      .send({ price_id: 'price_gold' })
      .expect(404);
    expect(price.body).toMatchObject({ error_key: 'price_not_found' });
    const trial = await agent
      .post('/v1/workspaces/subscriptions/trial')
      .send({ price_id: 'price_gold' })
      .expect(404);
    expect(trial.body).toMatchObject({ error_key: 'price_not_found' });
    const none = await agent
      .patch('/v1/workspaces/subscriptions/sub_nothing')
      .send({ cancelAtPeriodEnd: true })
      .expect(404);
    expect(none.body).toMatchObject({ error_key: 'subscription_not_found' });
    const gone = await agent.delete('/v1/workspaces/subscriptions').expect(404);
    expect(gone.body).toMatchObject({ error_key: 'subscription_not_found' });
    const customer = await agent
      .patch('/v1/workspaces/customers/cus_someone_else/payment-methods')
      .send({ payment_method_id: 'pm_card_visa' })
      .expect(404);
    expect(customer.body).toMatchObject({ error_key: 'error.not_found' });
    const upcoming = await agent
      .get('/v1/workspaces/invoice/upcoming')
      .query({ id_subscription: 'sub_other' })
      .expect(404);
    expect(upcoming.body).toMatchObject({ error_key: 'subscription_not_found' });
  });

  it('offers the prices in the workspace currency, else in USD', async () => {
    const agent = team.superOwner.agent;
    const usd = await agent.get('/v1/workspaces/prices').expect(200);
    expect(usd.body).toMatchObject({ currency: 'USD' });
    const amounts = (body: unknown) =>
      (body as { prices: { plan: string; unit_amount: number }[] }).prices.map((price) => [
        price.plan,
        price.unit_amount,
      ]);
    expect(amounts(usd.body)).toEqual([
      ['LITE', 400],
      ['BASIC', 600],
      ['BUSINESS', 900],
    ]);
    await agent.patch('/v1/workspaces/currency').send({ currency: 'JPY' }).expect(200);
    const jpy = await agent.get('/v1/workspaces/prices').expect(200);
    expect(jpy.body).toMatchObject({ currency: 'JPY' });
    expect(amounts(jpy.body)).toEqual([
      ['LITE', 600],
      ['BASIC', 900],
      ['BUSINESS', 1400],
    ]);
    await agent.patch('/v1/workspaces/currency').send({ currency: 'CHF' }).expect(200);
    const fallback = await agent.get('/v1/workspaces/prices').expect(200);
    expect(fallback.body).toMatchObject({ currency: 'USD' });
    // A price of another currency is not for sale to this workspace.
    const eur = await agent
      .post('/v1/workspaces/subscriptions/trial')
      .send({ price_id: 'price_test_basic_eur' })
      .expect(404);
    expect(eur.body).toMatchObject({ error_key: 'price_not_found' });
    await agent.patch('/v1/workspaces/currency').send({ currency: 'USD' }).expect(200);
  });
});
