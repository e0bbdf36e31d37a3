import type { LocationToggle, PomodoroSettings, Preferences, Workspace } from '@punchcard/shared';
import { newWorkspace } from './support/factory.js';
import { addMember, setPlan } from './support/db.js';
import { signUp, startTestApp, type TestAgent, type TestApp } from './support/test-app.js';

describe('account preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const read = async (agent: TestAgent) =>
    (await agent.get('/v1/accounts/me/preferences').expect(200)).body as Preferences;

  /** A member of a workspace on `plan` (its super owner is `owner`). */
  async function memberOf(plan: string) {
    const owner = await newWorkspace(t);
    await setPlan(t, owner.workspaceId, plan);
    const member = await signUp(t);
    await addMember(t, owner.workspaceId, member.me.user.id, 'Member');
    return { owner, member };
  }

  it('starts from the defaults', async () => {
    const { member } = await memberOf('FREE');
    expect(await read(member.agent)).toEqual({
      is_pomodoro_enabled: false,
      pomodoro_settings: { work: 1500, short_break: 300, long_break: 900, rounds: 4 },
      is_workspace_time_location_on: false,
      is_timestamp_location_on: false,
    });
  });

  it('needs an active workspace', async () => {
    const { agent } = await signUp(t);
    const res = await agent.get('/v1/accounts/me/preferences').expect(404);
    expect(res.body).toMatchObject({ error_key: 'workspace_not_found' });
    await agent
      .patch('/v1/accounts/me/location/timestamp')
      .send({ is_location_on: true })
      .expect(404);
  });

  describe('location toggles', () => {
    it.each(['workspace-time', 'timestamp'])(
      'refuses /location/%s without the location feature (412 kiosk precondition)',
      async (kind) => {
        const { member } = await memberOf('FREE');
        const res = await member.agent
          .patch(`/v1/accounts/me/location/${kind}`)
          .send({ is_location_on: true })
          .expect(412);
        expect(res.body).toMatchObject({ error_key: 'kiosk.messages.precondition_failed' });
        const prefs = await read(member.agent);
        expect(prefs.is_workspace_time_location_on || prefs.is_timestamp_location_on).toBe(false);
      },
    );

    it('sets each switch for the active workspace only', async () => {
      const { owner, member } = await memberOf('LITE');
      const res = await member.agent
        .patch('/v1/accounts/me/location/workspace-time')
        .send({ is_location_on: true })
        .expect(200);
      expect(res.body as LocationToggle).toEqual({ is_location_on: true });
      expect(await read(member.agent)).toMatchObject({
        is_workspace_time_location_on: true,
        is_timestamp_location_on: false,
      });
      await member.agent
        .patch('/v1/accounts/me/location/timestamp')
        .send({ is_location_on: true })
        .expect(200);
      await member.agent
        .patch('/v1/accounts/me/location/workspace-time')
        .send({ is_location_on: false })
        .expect(200);
      expect(await read(member.agent)).toMatchObject({
        is_workspace_time_location_on: false,
        is_timestamp_location_on: true,
      });
      // Another workspace of the same user keeps its own switches.
      const own = (
        (await member.agent.post('/v1/workspaces').send({ name: 'Mine' }).expect(201))
          .body as Workspace
      ).id;
      expect(await read(member.agent)).toMatchObject({ is_timestamp_location_on: false });
      await member.agent.get(`/v1/workspaces/${owner.workspaceId}/switch`).expect(200);
      expect(await read(member.agent)).toMatchObject({ is_timestamp_location_on: true });
      expect(own).not.toBe(owner.workspaceId);
      // The owner's membership is untouched.
      expect(await read(owner.agent)).toMatchObject({ is_timestamp_location_on: false });
    });

    it('refuses a body that is not a boolean', async () => {
      const { member } = await memberOf('LITE');
      const res = await member.agent
        .patch('/v1/accounts/me/location/timestamp')
        .send({ is_location_on: 'on' })
        .expect(400);
      expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
    });
  });

  it('turns pomodoro mode on and off on any plan', async () => {
    const { member } = await memberOf('FREE');
    const on = await member.agent
      .patch('/v1/accounts/me/pomodoro/status')
      .send({ is_pomodoro_enabled: true })
      .expect(200);
    expect(on.body).toEqual({ is_pomodoro_enabled: true });
    expect((await read(member.agent)).is_pomodoro_enabled).toBe(true);
    await member.agent
      .patch('/v1/accounts/me/pomodoro/status')
      .send({ is_pomodoro_enabled: false })
      .expect(200);
    expect((await read(member.agent)).is_pomodoro_enabled).toBe(false);
    await member.agent.patch('/v1/accounts/me/pomodoro/status').send({}).expect(400);
  });

  describe('pomodoro settings', () => {
    const allow = (owner: TestAgent, enabled = true) =>
      owner
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: enabled })
        .expect(200);

    it('needs the plan feature (403 plan_feature_unavailable)', async () => {
      const { member } = await memberOf('LITE');
      const res = await member.agent
        .patch('/v1/accounts/me/pomodoro/settings')
        .send({ work: 3000 })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
    });

    it('needs the workspace to allow customisation (403 error.forbidden)', async () => {
      const { owner, member } = await memberOf('BASIC');
      const res = await member.agent
        .patch('/v1/accounts/me/pomodoro/settings')
        .send({ work: 3000 })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
      await allow(owner.agent);
      await member.agent
        .patch('/v1/accounts/me/pomodoro/settings')
        .send({ work: 3000 })
        .expect(200);
      await allow(owner.agent, false);
      await member.agent
        .patch('/v1/accounts/me/pomodoro/settings')
        .send({ work: 3000 })
        .expect(403);
    });

    it('merges the values sent over the current ones', async () => {
      const { owner, member } = await memberOf('BASIC');
      await allow(owner.agent);
      const first = await member.agent
        .patch('/v1/accounts/me/pomodoro/settings')
        .send({ work: 3000 })
        .expect(200);
      expect(first.body as PomodoroSettings).toEqual({
        work: 3000,
        short_break: 300,
        long_break: 900,
        rounds: 4,
      });
      const second = await member.agent
        .patch('/v1/accounts/me/pomodoro/settings')
        .send({ rounds: 6, short_break: 600, long_break: 1800 })
        .expect(200);
      const expected = { work: 3000, short_break: 600, long_break: 1800, rounds: 6 };
      expect(second.body).toEqual(expected);
      expect((await read(member.agent)).pomodoro_settings).toEqual(expected);
      // Settings belong to the account: the owner still has the defaults.
      expect((await read(owner.agent)).pomodoro_settings.work).toBe(1500);
    });

    it('refuses out-of-bounds, fractional, mistyped and unknown values with 400', async () => {
      const { owner, member } = await memberOf('BASIC');
      await allow(owner.agent);
      const bodies = [
        { work: 59 },
        { work: 14_401 },
        { work: 1500.5 },
        { short_break: 3601 },
        { long_break: 30 },
        { rounds: 0 },
        { rounds: 13 },
        { rounds: '4' },
        { cycles: 4 },
      ];
      for (const body of bodies) {
        const res = await member.agent
          .patch('/v1/accounts/me/pomodoro/settings')
          .send(body)
          .expect(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
      expect((await read(member.agent)).pomodoro_settings).toEqual({
        work: 1500,
        short_break: 300,
        long_break: 900,
        rounds: 4,
      });
    });

    it('accepts the bounds themselves', async () => {
      const { owner, member } = await memberOf('BASIC');
      await allow(owner.agent);
      await member.agent
        .patch('/v1/accounts/me/pomodoro/settings')
        .send({ work: 60, short_break: 3600, long_break: 60, rounds: 12 })
        .expect(200);
      await member.agent
        .patch('/v1/accounts/me/pomodoro/settings')
        .send({ work: 14_400, rounds: 1 })
        .expect(200);
    });
  });
});
