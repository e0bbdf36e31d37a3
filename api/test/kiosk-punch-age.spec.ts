import { PunchAction, Role, type Workspace } from '@punchcard/shared';
import { DAY, HOUR, newMember, newTeam, nowSeconds, type Team } from './support/factory.js';
import { punchKiosk, sendPunches } from './support/punches.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The workspace's kiosk_max_punch_age_days: how far back an arriving punch may be dated. */
describe('kiosk punch age', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Age Team' });
    await settings({ is_kiosk_enabled: true, is_pin_enabled: true, is_picture_enabled: false });
  });
  afterAll(() => t.close());

  function settings(change: Record<string, unknown>) {
    return team.superOwner.agent.patch('/v1/workspaces/kiosk-settings').send(change);
  }

  /** A member with a PIN, so punches dated days ago can name them (a session covers only now). */
  async function pinHolder(pin: string): Promise<string> {
    const member = await newMember(t, team.workspaceId, Role.Member, { via: 'sign-up' });
    await member.agent.put('/v1/accounts/me/pin').send({ pin }).expect(200);
    return member.id;
  }

  it('defaults to 7 days, and a workspace may allow 1 to 31', async () => {
    const before = await team.superOwner.agent.get(`/v1/workspaces/${team.workspaceId}`);
    expect((before.body as Workspace).kiosk_settings.kiosk_max_punch_age_days).toBe(7);
    for (const days of [1, 31, 7]) {
      const res = await settings({ kiosk_max_punch_age_days: days }).expect(200);
      expect((res.body as Workspace).kiosk_settings).toMatchObject({
        kiosk_max_punch_age_days: days,
        is_pin_enabled: true,
      });
    }
  });

  it('refuses a value outside 1..31 or not a whole number (400 error.bad_request)', async () => {
    for (const days of [0, 32, -1, 2.5, '7', null]) {
      const res = await settings({ kiosk_max_punch_age_days: days }).expect(400);
      expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
    }
    const after = await team.superOwner.agent.get(`/v1/workspaces/${team.workspaceId}`);
    expect((after.body as Workspace).kiosk_settings.kiosk_max_punch_age_days).toBe(7);
  });

  it('refuses punches older than the workspace allows, and takes them once it allows more', async () => {
    await pinHolder('58204719');
    const kiosk = await punchKiosk(t, team.superOwner, 'Back office');
    const credential = { method: 'pin', value: '58204719' } as const;
    const now = nowSeconds(t);
    await settings({ kiosk_max_punch_age_days: 3 }).expect(200);
    try {
      const old = await kiosk.journal.next({
        action: PunchAction.ClockIn,
        at: now - 4 * DAY,
        credential,
      });
      const recent = await kiosk.journal.next({
        action: PunchAction.ClockIn,
        at: now - 2 * DAY,
        credential,
      });
      const first = await sendPunches(kiosk, [old, recent]);
      expect(first.results.map((r) => r.error_key ?? r.status)).toEqual([
        'kiosk.punch.too_old',
        'applied',
      ]);

      // Ten days allowed: a punch nine days old is taken now (beyond the default 7).
      await settings({ kiosk_max_punch_age_days: 10 }).expect(200);
      await pinHolder('61730284');
      const other = { method: 'pin', value: '61730284' } as const;
      const older = await kiosk.journal.next({
        action: PunchAction.ClockIn,
        at: now - 9 * DAY,
        credential: other,
      });
      const olderOut = await kiosk.journal.next({
        action: PunchAction.ClockOut,
        at: now - 9 * DAY + 8 * HOUR,
        credential: other,
      });
      const second = await sendPunches(kiosk, [older, olderOut]);
      expect(second.results.map((r) => r.error_key ?? r.status)).toEqual(['applied', 'applied']);
    } finally {
      await settings({ kiosk_max_punch_age_days: 7 }).expect(200);
    }
  });
});
