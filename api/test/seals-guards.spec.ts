import { ErrorKey, PunchAction, type Seal, type TimeRequest } from '@punchcard/shared';
import { pgErrorOf } from '#src/database/pg-errors.js';
import { RetentionService } from '#src/modules/retention/retention.service.js';
import { setPlan, sql } from './support/db.js';
import {
  DAY,
  HOUR,
  newActivity,
  newBreak,
  newMember,
  newTeam,
  newWorkspaceTime,
  nowSeconds,
  type Team,
} from './support/factory.js';
import { punchKiosk, sendPunches } from './support/punches.js';
import { REQUESTS, BREAKS, review } from './support/span-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SEALS = '/v1/workspaces/reports/seals';

/** The week (UTC, Monday first) holding the day `days` before now, as unix seconds. */
function weekBefore(t: TestApp, days: number): { date: string; start: number; end: number } {
  const day = new Date((nowSeconds(t) - days * DAY) * 1000);
  const date = day.toISOString().slice(0, 10);
  const midnight = Date.parse(`${date}T00:00:00Z`) / 1000;
  const start = midnight - ((day.getUTCDay() + 6) % 7) * DAY;
  return { date, start, end: start + 7 * DAY };
}

const isSealed = (res: { status: number; body: unknown }) => {
  expect({ status: res.status, key: (res.body as { error_key?: string }).error_key }).toEqual({
    status: 409,
    key: ErrorKey.PeriodSealed,
  });
};

/** Every kind of change to time inside a sealed period is refused, by the database itself. */
describe('sealed payroll periods refuse changes', () => {
  let t: TestApp;
  let team: Team;
  let week: { date: string; start: number; end: number };
  /** Inside the sealed week: the member's workspace time (9-17 on Tuesday), its break, an activity. */
  const ids = { time: '', break: '', activity: '', deleted: '', own: '', after: '', open: '' };
  let pending: TimeRequest;

  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Sealed' });
    week = weekBefore(t, 21);
    const tuesday = week.start + DAY;
    const { workspaceId: ws } = team;
    ids.time = await newWorkspaceTime(
      t,
      ws,
      team.member.id,
      tuesday + 9 * HOUR,
      tuesday + 17 * HOUR,
    );
    ids.break = await newBreak(t, ids.time, tuesday + 12 * HOUR, tuesday + 13 * HOUR);
    ids.activity = await newActivity(
      t,
      ws,
      team.member.id,
      tuesday + 10 * HOUR,
      tuesday + 11 * HOUR,
    );
    ids.deleted = await newWorkspaceTime(
      t,
      ws,
      team.member.id,
      tuesday + 20 * HOUR,
      tuesday + 21 * HOUR,
      {
        deleted_at: new Date(),
      },
    );
    const owner = team.superOwner.id;
    ids.own = await newWorkspaceTime(t, ws, owner, tuesday + 9 * HOUR, tuesday + 10 * HOUR);
    ids.after = await newWorkspaceTime(t, ws, owner, week.end + DAY, week.end + DAY + HOUR);
    // Clocked in on the week's last evening and never out.
    ids.open = await newWorkspaceTime(t, ws, team.owner.id, week.end - 2 * HOUR, null);
    const filed = await team.member.agent
      .post(REQUESTS)
      .send({
        request_type: 'ADD',
        start: tuesday + 18 * HOUR,
        end: tuesday + 19 * HOUR,
        reason: 'Late',
      })
      .expect(201);
    pending = filed.body as TimeRequest;
    await team.manager.agent.post(SEALS).send({ unit: 'week', date: week.date }).expect(201);
  });
  afterAll(() => t.close());

  const tuesday = () => week.start + DAY;
  const owner = () => team.superOwner.agent;

  it('refuses direct edits of workspace times: add, edit, move in, delete, restore, reopen', async () => {
    isSealed(
      await owner()
        .put('/v1/workspaces/timestamps')
        .send({ start: tuesday() + 11 * HOUR, end: tuesday() + 12 * HOUR }),
    );
    isSealed(
      await owner()
        .patch(`/v1/workspaces/timestamps/${ids.own}`)
        .send({ start: tuesday() + 8 * HOUR }),
    );
    isSealed(
      await owner()
        .patch(`/v1/workspaces/timestamps/${ids.after}`)
        .send({ start: tuesday() + 14 * HOUR, end: tuesday() + 15 * HOUR }),
    );
    isSealed(await owner().delete(`/v1/workspaces/timestamps/${ids.own}/pseudo`));
    isSealed(await owner().patch(`/v1/workspaces/deleted/workspacetime/${ids.deleted}`));
    isSealed(await owner().patch(`/v1/workspaces/closed/workspacetime/${ids.own}`));
    isSealed(await team.owner.agent.patch('/v1/workspaces/timestamps').send({}));
    const [own] = await sql<{ start_at: Date; deleted_at: Date | null }>(
      t,
      'SELECT start_at, deleted_at FROM workspace_times WHERE id = $1',
      [ids.own],
    );
    expect(own).toEqual({ start_at: new Date((tuesday() + 9 * HOUR) * 1000), deleted_at: null });
  });

  it('refuses breaks and activities inside the period', async () => {
    const manager = team.manager.agent;
    isSealed(
      await manager.post('/v1/workspaces/timestamps/break/new').send({
        id_workspace_time: ids.time,
        start: tuesday() + 14 * HOUR,
        end: tuesday() + 15 * HOUR,
      }),
    );
    isSealed(
      await manager
        .patch(`/v1/workspaces/timestamps/break/${ids.break}`)
        .send({ start: tuesday() + 12 * HOUR, end: tuesday() + 13.5 * HOUR }),
    );
    isSealed(await manager.delete(`/v1/workspaces/timestamps/break/${ids.break}/pseudo`));
    isSealed(
      await owner()
        .post('/v1/activities')
        .send({ start: tuesday() + 9 * HOUR, end: tuesday() + 9.5 * HOUR }),
    );
    isSealed(
      await manager.patch(`/v1/activities/${ids.activity}`).send({ end: tuesday() + 11.5 * HOUR }),
    );
    isSealed(await manager.delete(`/v1/activities/${ids.activity}`));
  });

  it('refuses requests into the period and the approval of one filed before the seal', async () => {
    const member = team.member.agent;
    const span = { start: tuesday() + 18 * HOUR, end: tuesday() + 19 * HOUR, reason: 'Forgot' };
    isSealed(
      await member.post(REQUESTS).send({
        request_type: 'ADD',
        ...span,
        start: tuesday() + 7 * HOUR,
        end: tuesday() + 8 * HOUR,
      }),
    );
    isSealed(
      await member.post(REQUESTS).send({
        request_type: 'EDIT',
        id_workspace_time: ids.time,
        ...span,
        start: tuesday() + 8 * HOUR,
        end: tuesday() + 17 * HOUR,
      }),
    );
    isSealed(
      await member
        .post(REQUESTS)
        .send({ request_type: 'DELETE', id_workspace_time: ids.time, reason: 'No' }),
    );
    isSealed(
      await member.post(BREAKS).send({
        request_type: 'ADD',
        id_workspace_time: ids.time,
        ...span,
        start: tuesday() + 15 * HOUR,
        end: tuesday() + 15.5 * HOUR,
      }),
    );
    isSealed(
      await member.post('/v1/activities/requests').send({
        request_type: 'ADD',
        start: tuesday() + 9 * HOUR,
        end: tuesday() + 9.5 * HOUR,
        reason: 'Meeting',
      }),
    );

    isSealed(await review(team.manager.agent, pending.id, true));
    const [row] = await sql<{ reviewed_at: Date | null; n: number }>(
      t,
      `SELECT r.reviewed_at, (SELECT count(*)::int FROM workspace_times w WHERE w.id_user = r.id_user) AS n
         FROM time_requests r WHERE r.id = $1`,
      [pending.id],
    );
    expect(row).toEqual({ reviewed_at: null, n: 2 });
    // Rejecting changes no time: allowed.
    await review(team.manager.agent, pending.id, false).expect(200);
  });

  it('refuses changes made straight in the database, soft deletes included', async () => {
    const refused = async (statement: string, id = ids.time) => {
      const error: unknown = await sql(t, statement, [id]).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(pgErrorOf(error)).toMatchObject({ code: '23P01', constraint: 'period_sealed' });
    };
    await refused(`UPDATE workspace_times SET deleted_at = now() WHERE id = $1`);
    await refused(
      `UPDATE breaks SET end_at = end_at - interval '1 minute' WHERE id_workspace_time = $1`,
    );
    await refused(`DELETE FROM workspace_times WHERE id = $1`);
    await refused(
      `UPDATE time_requests SET end_at = end_at + interval '1 minute' WHERE id = $1`,
      pending.id,
    );
  });

  it('lets the retention purge and cascades remove sealed time', async () => {
    const gone = await newTeam(t, { name: 'Gone' });
    const span = weekBefore(t, 60);
    const tuesday = span.start + DAY;
    await newWorkspaceTime(t, gone.workspaceId, gone.member.id, tuesday, tuesday + HOUR);
    await gone.manager.agent.post(SEALS).send({ unit: 'week', date: span.date }).expect(201);
    // Down to FREE, which keeps 35 days: the purge removes the sealed week's time all the same.
    await setPlan(t, gone.workspaceId, 'FREE');
    const counts = await t.app.get(RetentionService).purge();
    expect(counts.workspace_times).toBeGreaterThanOrEqual(1);
    await newWorkspaceTime(t, gone.workspaceId, gone.manager.id, tuesday, tuesday + HOUR, {
      deleted_at: null,
    }).then(
      () => {
        throw new Error('a new row in the sealed week was accepted');
      },
      (error: unknown) => {
        expect(pgErrorOf(error)?.constraint).toBe('period_sealed');
      },
    );
    // Deleting the workspace cascades through its seals and time alike.
    await sql(t, 'DELETE FROM workspaces WHERE id = $1', [gone.workspaceId]);
    const left = await sql(t, 'SELECT 1 FROM workspace_times WHERE id_workspace = $1', [
      gone.workspaceId,
    ]);
    expect(left).toEqual([]);
  });

  it('refuses a late kiosk punch into the period as a recorded refusal; the journal goes on', async () => {
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_kiosk_enabled: true, is_pin_enabled: true, is_picture_enabled: false })
      .expect(200);
    const recent = weekBefore(t, 7);
    await team.manager.agent.post(SEALS).send({ unit: 'week', date: recent.date }).expect(201);
    const kiosk = await punchKiosk(t, team.superOwner, 'Door');
    // A PIN names the member for a punch dated days ago (a kiosk session covers only now).
    const puncher = await newMember(t, team.workspaceId, 'Member', { via: 'sign-up' });
    await puncher.agent.put('/v1/accounts/me/pin').send({ pin: '58204719' }).expect(200);
    const credential = { method: 'pin', value: '58204719' } as const;
    const punches = [
      await kiosk.journal.next({ action: PunchAction.ClockIn, at: recent.end - HOUR, credential }),
      await kiosk.journal.next({ action: PunchAction.ClockIn, at: nowSeconds(t) - 60, credential }),
    ];
    const answer = await sendPunches(kiosk, punches);
    expect(answer.results.map((r) => r.error_key ?? r.status)).toEqual([
      ErrorKey.PeriodSealed,
      'applied',
    ]);
    expect(answer.head?.seq).toBe(2);
  });

  it('takes changes again once an owner reopens the period', async () => {
    const seals = (await team.manager.agent.get(SEALS).expect(200)).body as Seal[];
    const sealed = seals.find((s) => s.start === week.start);
    await team.owner.agent
      .post(`${SEALS}/${sealed?.id ?? ''}/reopen`)
      .send({ reason: 'Correction' })
      .expect(200);
    await owner().delete(`/v1/workspaces/timestamps/${ids.own}/pseudo`).expect(200);
    const span = { start: tuesday() + 6 * HOUR, end: tuesday() + 7 * HOUR, reason: 'Early' };
    const filed = await team.member.agent.post(REQUESTS).send({ request_type: 'ADD', ...span });
    expect(filed.status).toBe(201);
    await review(team.manager.agent, (filed.body as TimeRequest).id, true).expect(200);
  });
});
