import { PunchAction, type PresenceResponse, Role } from '@punchcard/shared';
import { newMember, newTeam, nowSeconds, type Team } from './support/factory.js';
import { punchKiosk, sendPunches } from './support/punches.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe("who's in", () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Presence Team' });
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_kiosk_enabled: true, is_picture_enabled: false })
      .expect(200);
  });
  afterAll(() => t.close());

  it('lists who is working or on a break and since when, to the kiosk and to managers', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Board');
    const worker = await newMember(t, team.workspaceId, Role.Member);
    const resting = await newMember(t, team.workspaceId, Role.Member);
    const gone = await newMember(t, team.workspaceId, Role.Member);
    const now = nowSeconds(t);
    const punch = async (idUser: string, action: PunchAction, at: number) =>
      kiosk.journal.next({ action, at, credential: await kiosk.session(idUser) });
    const entries = [
      await punch(worker.id, PunchAction.ClockIn, now - 40),
      await punch(resting.id, PunchAction.ClockIn, now - 30),
      await punch(resting.id, PunchAction.BreakStart, now - 20),
      await punch(gone.id, PunchAction.ClockIn, now - 15),
      await punch(gone.id, PunchAction.ClockOut, now - 10),
    ];
    const answer = await sendPunches(kiosk, entries);
    expect(answer.results.every((r) => r.status === 'applied')).toBe(true);

    const board = (await kiosk.device.get('/v1/kiosk/presence').expect(200))
      .body as PresenceResponse;
    const byUser = new Map(board.members.map((m) => [m.id_user, m]));
    expect(byUser.get(worker.id)).toMatchObject({
      status: 'working',
      since: now - 40,
      break_since: null,
    });
    expect(byUser.get(resting.id)).toMatchObject({
      status: 'on_break',
      since: now - 30,
      break_since: now - 20,
    });
    expect(byUser.has(gone.id)).toBe(false);
    // No e-mail address on a board anyone walking by can read.
    expect(JSON.stringify(board)).not.toContain('@');

    const rollCall = (await team.manager.agent.get('/v1/workspaces/presence').expect(200))
      .body as PresenceResponse;
    expect(rollCall).toEqual(board);
    await team.member.agent.get('/v1/workspaces/presence').expect(403);
    await team.manager.agent.get('/v1/kiosk/presence').expect(401);
  });
});
