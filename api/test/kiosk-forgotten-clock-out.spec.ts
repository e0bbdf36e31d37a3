import fs from 'node:fs';
import path from 'node:path';
import { PunchAction, REVIEWER_DIGEST_MINUTES, Role } from '@punchcard/shared';
import { ReviewerNotificationsService } from '../src/modules/requests/reviewer-notifications.service.js';
import {
  HOUR,
  newMember,
  newRow,
  newTeam,
  newWorkspaceTime,
  nowSeconds,
  type Team,
} from './support/factory.js';
import { punchKiosk, sendPunches } from './support/punches.js';
import { mailBody, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The edit request a kiosk files for a forgotten clock-out, where members may not change their own
 * time, reaches the reviewers exactly as a request filed on the web does: in their digest.
 */
describe('forgotten clock-out at the kiosk, where members may not change their own time', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Night Shift' });
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_kiosk_enabled: true, is_pin_enabled: true, is_picture_enabled: false })
      .expect(200);
    await team.superOwner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
  });
  afterAll(() => t.close());

  /** Every reviewer digest written so far (the outbox's files, oldest first). */
  function digests(): { to: string; body: string }[] {
    const outbox = path.join(t.dataDir, 'outbox');
    if (!fs.existsSync(outbox)) return [];
    return fs
      .readdirSync(outbox)
      .sort()
      .filter((file) => file.includes('-reviewer-digest-'))
      .map((file) => {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
        return { to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '', body: mailBody(raw) };
      });
  }

  it('e-mails the reviewers the edit request, once its digest window has passed', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Loading dock');
    const member = await newMember(t, team.workspaceId, Role.Member, {
      firstName: 'Rin',
      lastName: 'Sato',
    });
    const now = nowSeconds(t);
    await newWorkspaceTime(t, team.workspaceId, member.id, now - 20 * HOUR, null);
    const entry = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: now,
      credential: await kiosk.session(member.id),
      left_at: now - 12 * HOUR,
    });
    const [result] = (await sendPunches(kiosk, [entry])).results;
    expect(result?.status).toBe('applied');

    const flush = () => t.app.get(ReviewerNotificationsService).flush();
    expect(await flush()).toBe(0);
    t.clock.advance(REVIEWER_DIGEST_MINUTES * 60_000);
    expect(await flush()).toBeGreaterThan(0);

    const [toOwner, ...more] = digests().filter((mail) => mail.to === team.superOwner.email);
    expect(more).toEqual([]);
    expect(toOwner?.body).toContain('Rin Sato asks to edit workspace time');
    expect(toOwner?.body).toContain('Forgotten clock-out, corrected at the kiosk "Loading dock"');
    // The member who forgot hears nothing; a second run sends nothing again.
    expect(digests().filter((mail) => mail.to === member.email)).toEqual([]);
    expect(await flush()).toBe(0);
  });

  it('keeps the request the open time already has, and clocks the member in', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Side door');
    const member = await newMember(t, team.workspaceId, Role.Member);
    const now = nowSeconds(t);
    const idTime = await newWorkspaceTime(t, team.workspaceId, member.id, now - 30 * HOUR, null);
    const pending = await newRow(t, 'time_requests', {
      id_workspace: team.workspaceId,
      id_user: member.id,
      kind: 'workspace_time',
      request_type: 'EDIT',
      id_workspace_time: idTime,
      start_at: new Date((now - 31 * HOUR) * 1000),
      end_at: new Date((now - 23 * HOUR) * 1000),
      submitted_at: new Date((now - 2 * HOUR) * 1000),
      reason: 'Started earlier',
    });
    const entry = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: now,
      credential: await kiosk.session(member.id),
      left_at: now - 22 * HOUR,
    });
    const [result] = (await sendPunches(kiosk, [entry])).results;
    expect(result?.status).toBe('applied');
    // Closed at the new clock-in, pointing at the request it already had; no second request.
    expect(result?.closed_workspace_time).toMatchObject({
      id: idTime,
      end: now,
      edit_request: pending,
    });
  });
});
