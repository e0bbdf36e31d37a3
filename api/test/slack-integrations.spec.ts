import { ErrorKey, type SlackIntegration, type SlackIntegrationState } from '@punchcard/shared';
import { sql } from './support/db.js';
import { newMember, newWorkspace, type Owner } from './support/factory.js';
import { startTestApp } from './support/test-app.js';
import { connectSlack, REDIRECT_URI, type SlackRig, startSlackRig } from './slack-support.js';

describe('Slack integration: connect, read, refresh, toggles, disconnect', () => {
  let rig: SlackRig;

  beforeAll(async () => {
    rig = await startSlackRig();
  });
  afterAll(() => rig.close());

  async function state(owner: Owner): Promise<SlackIntegrationState> {
    const res = await owner.agent.get('/v1/workspaces/slack').expect(200);
    return res.body as SlackIntegrationState;
  }

  it('offers the authorize URL, connects with the OAuth code and never answers the token', async () => {
    const owner = await newWorkspace(rig.t, { plan: 'LITE' });
    const before = await state(owner);
    expect(before.slack_integration).toBeNull();
    const authorize = new URL(before.install?.authorize_url ?? '');
    expect(authorize.origin + authorize.pathname).toBe(rig.slack.authorizeUrl);
    expect(authorize.searchParams.get('client_id')).toBe('1111111111.2222222222');
    expect(authorize.searchParams.get('scope')).toBe(
      'commands,users:read,users:read.email,team:read',
    );

    const connected = await connectSlack(rig, owner);
    expect(connected).toEqual({
      id: expect.any(String) as string,
      id_workspace: owner.workspaceId,
      name: 'Punch Crew',
      team_id: rig.slack.team.id,
      is_clock_on: true,
      is_location_on: false,
      connected_at: expect.any(Number) as number,
    });
    expect((await state(owner)).slack_integration).toEqual(connected);
    const token = rig.slack.liveToken(rig.slack.team.id) ?? '';
    const [stored] = await sql<{ bot_token_encrypted: string }>(
      rig.t,
      'SELECT bot_token_encrypted FROM slack_integrations WHERE id = $1',
      [connected.id],
    );
    expect(stored?.bot_token_encrypted).not.toContain(token);
    expect(JSON.stringify(await state(owner))).not.toContain('xoxb');

    // A code is good once (Slack's rule): nothing changes on a replay.
    const code = rig.slack.issueCode(REDIRECT_URI);
    await owner.agent.put('/v1/workspaces/slack').send({ code, redirect_uri: REDIRECT_URI });
    const replay = await owner.agent
      .put('/v1/workspaces/slack')
      .send({ code, redirect_uri: REDIRECT_URI })
      .expect(502);
    expect(replay.body).toMatchObject({ error_key: ErrorKey.SlackFailed });

    // Cleanup for the next tests, which connect the same team elsewhere.
    await owner.agent.delete('/v1/workspaces/slack').query({ id: connected.id }).expect(200);
  });

  it('refreshes the name, toggles apply at once, and disconnect revokes the token', async () => {
    const owner = await newWorkspace(rig.t, { plan: 'LITE' });
    const connected = await connectSlack(rig, owner);
    rig.slack.team.name = 'Punch Crew Renamed';
    try {
      const refreshed = await owner.agent.patch('/v1/workspaces/slack').expect(200);
      expect((refreshed.body as SlackIntegration).name).toBe('Punch Crew Renamed');
    } finally {
      rig.slack.team.name = 'Punch Crew';
    }

    const off = await owner.agent
      .patch('/v1/workspaces/slack/clock')
      .send({ is_clock_on: false })
      .expect(200);
    expect(off.body).toMatchObject({ is_clock_on: false, is_location_on: false });
    const located = await owner.agent
      .patch('/v1/workspaces/slack/location')
      .send({ is_location_on: true })
      .expect(200);
    expect(located.body).toMatchObject({ is_clock_on: false, is_location_on: true });
    await owner.agent.patch('/v1/workspaces/slack/clock').send({ is_clock_on: 'yes' }).expect(400);
    expect((await state(owner)).slack_integration).toMatchObject({
      is_clock_on: false,
      is_location_on: true,
    });

    const token = rig.slack.liveToken(rig.slack.team.id) ?? '';
    const other = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';
    const wrong = await owner.agent.delete('/v1/workspaces/slack').query({ id: other }).expect(404);
    expect(wrong.body).toMatchObject({ error_key: ErrorKey.SlackNotConnected });
    const gone = await owner.agent
      .delete('/v1/workspaces/slack')
      .query({ id: connected.id })
      .expect(200);
    expect((gone.body as SlackIntegrationState).slack_integration).toBeNull();
    expect(rig.slack.isRevoked(token)).toBe(true);
    expect((await state(owner)).slack_integration).toBeNull();
    for (const call of [
      owner.agent.patch('/v1/workspaces/slack'),
      owner.agent.patch('/v1/workspaces/slack/clock').send({ is_clock_on: true }),
      owner.agent.patch('/v1/workspaces/slack/location').send({ is_location_on: true }),
    ]) {
      expect((await call.expect(404)).body).toMatchObject({
        error_key: ErrorKey.SlackNotConnected,
      });
    }
  });

  it('refuses a team another workspace holds, and keeps one team per workspace', async () => {
    const first = await newWorkspace(rig.t, { plan: 'LITE' });
    const second = await newWorkspace(rig.t, { plan: 'LITE' });
    const held = await connectSlack(rig, first);
    const taken = await second.agent
      .put('/v1/workspaces/slack')
      .send({ code: rig.slack.issueCode(REDIRECT_URI), redirect_uri: REDIRECT_URI })
      .expect(409);
    expect(taken.body).toMatchObject({ error_key: ErrorKey.SlackTeamTaken });
    expect((await state(second)).slack_integration).toBeNull();
    // The holder's token still works: it was not revoked on the refusal.
    await first.agent.patch('/v1/workspaces/slack').expect(200);

    // Reconnecting the same team keeps the integration and its toggles.
    await first.agent.patch('/v1/workspaces/slack/clock').send({ is_clock_on: false });
    const again = await connectSlack(rig, first);
    expect(again).toMatchObject({ id: held.id, is_clock_on: false });
    // Another team replaces the first one, whose token is revoked.
    const oldToken = rig.slack.liveToken(rig.slack.team.id) ?? '';
    const other = await connectSlack(rig, first, { id: 'T0OTHER01', name: 'Other Crew' });
    expect(other).toMatchObject({ team_id: 'T0OTHER01', name: 'Other Crew', is_clock_on: true });
    expect(rig.slack.isRevoked(oldToken)).toBe(true);
    await first.agent.delete('/v1/workspaces/slack').query({ id: other.id }).expect(200);
  });

  it('gives a team to one workspace when two connect it at once', async () => {
    const racers = [
      await newWorkspace(rig.t, { plan: 'LITE' }),
      await newWorkspace(rig.t, { plan: 'LITE' }),
    ];
    const team = { id: 'T0RACE01', name: 'Race Crew' };
    const results = await Promise.all(
      racers.map((racer) =>
        racer.agent
          .put('/v1/workspaces/slack')
          .send({ code: rig.slack.issueCode(REDIRECT_URI, team), redirect_uri: REDIRECT_URI }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const [count] = await sql<{ n: string }>(
      rig.t,
      `SELECT count(*) AS n FROM slack_integrations WHERE team_id = 'T0RACE01'`,
    );
    expect(count?.n).toBe('1');
  });

  it('answers 502 slack_failed with nothing changed when Slack is down', async () => {
    const owner = await newWorkspace(rig.t, { plan: 'LITE' });
    rig.slack.down = true;
    try {
      const res = await owner.agent
        .put('/v1/workspaces/slack')
        .send({ code: rig.slack.issueCode(REDIRECT_URI), redirect_uri: REDIRECT_URI })
        .expect(502);
      expect(res.body).toMatchObject({ error_key: ErrorKey.SlackFailed });
      expect((await state(owner)).slack_integration).toBeNull();
    } finally {
      rig.slack.down = false;
    }
    const connected = await connectSlack(rig, owner);
    rig.slack.team.name = 'Never Seen';
    rig.slack.down = true;
    try {
      await owner.agent.patch('/v1/workspaces/slack').expect(502);
      const kept = await owner.agent
        .delete('/v1/workspaces/slack')
        .query({ id: connected.id })
        .expect(502);
      expect(kept.body).toMatchObject({ error_key: ErrorKey.SlackFailed });
    } finally {
      rig.slack.down = false;
      rig.slack.team.name = 'Punch Crew';
    }
    expect((await state(owner)).slack_integration).toEqual(connected);
    await owner.agent.delete('/v1/workspaces/slack').query({ id: connected.id }).expect(200);
  });

  it('refuses plans without integrations, members, and bad input', async () => {
    const free = await newWorkspace(rig.t, { plan: 'FREE' });
    const res = await free.agent
      .put('/v1/workspaces/slack')
      .send({ code: rig.slack.issueCode(REDIRECT_URI), redirect_uri: REDIRECT_URI })
      .expect(403);
    expect(res.body).toMatchObject({ error_key: ErrorKey.PlanFeatureUnavailable });
    const owner = await newWorkspace(rig.t, { plan: 'LITE' });
    const member = await newMember(rig.t, owner.workspaceId);
    await member.agent.get('/v1/workspaces/slack').expect(403);
    await owner.agent.put('/v1/workspaces/slack').send({ code: 'x' }).expect(400);
    await owner.agent
      .put('/v1/workspaces/slack')
      .send({ code: 'x', redirect_uri: 'javascript:alert(1)' })
      .expect(400);
    await owner.agent.delete('/v1/workspaces/slack').query({ id: 'nope' }).expect(400);
  });
});

describe('Slack integration on an install without a Slack app', () => {
  it('offers no install and refuses to connect with slack_not_configured', async () => {
    const t = await startTestApp();
    try {
      const owner = await newWorkspace(t, { plan: 'LITE' });
      const res = await owner.agent.get('/v1/workspaces/slack').expect(200);
      expect(res.body).toEqual({ slack_integration: null, install: null });
      const refused = await owner.agent
        .put('/v1/workspaces/slack')
        .send({ code: 'code', redirect_uri: REDIRECT_URI })
        .expect(409);
      expect(refused.body).toMatchObject({ error_key: ErrorKey.SlackNotConfigured });
    } finally {
      await t.close();
    }
  });
});
