import {
  DEFAULT_SCHEDULE_DAYS,
  ErrorKey,
  type MemberScheduleView,
  type ScheduleDay,
  type WorkspaceScheduleView,
} from '@punchcard/shared';
import { newTeam, NIL, SMALL_TEAM, type Team } from './support/factory.js';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Seven days: the given weekdays with hours, the rest off. */
function week(hours: Record<number, [string, string]>): ScheduleDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday: weekday as ScheduleDay['weekday'],
    start: hours[weekday]?.[0] ?? null,
    end: hours[weekday]?.[1] ?? null,
  }));
}

const EARLY = week({ 1: ['07:00', '15:00'], 2: ['07:00', '15:00'], 3: ['07:00', '15:00'] });

describe('work schedules API', () => {
  let t: TestApp;
  let team: Team<keyof typeof SMALL_TEAM>;

  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { members: SMALL_TEAM });
    await sql(t, `UPDATE workspaces SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [
      team.workspaceId,
    ]);
  });
  afterAll(() => t.close());

  const view = async () =>
    (await team.member.agent.get('/v1/workspaces/schedule').expect(200))
      .body as WorkspaceScheduleView;

  it('answers the default Mon-Fri 09:00-18:00 to any member before anything is set', async () => {
    expect(await view()).toEqual({
      time_zone: 'Asia/Tokyo',
      week_start: 1,
      current: { effective_from: '1970-01-01', days: DEFAULT_SCHEDULE_DAYS },
      history: [{ effective_from: '1970-01-01', days: DEFAULT_SCHEDULE_DAYS }],
      overrides: [],
    });
  });

  it('saves a version with the week start; the same date replaces it, another adds one', async () => {
    const put = (body: object) =>
      team.superOwner.agent.put('/v1/workspaces/schedule').send(body).expect(200);
    await put({
      days: week({ 1: ['08:00', '17:00'] }),
      effective_from: '2026-01-01',
      week_start: 7,
    });
    const replaced = (await put({ days: EARLY, effective_from: '2026-01-01' }))
      .body as WorkspaceScheduleView;
    expect(replaced.week_start).toBe(7);
    expect(replaced.current).toEqual({ effective_from: '2026-01-01', days: EARLY });
    expect(replaced.history.map((v) => v.effective_from)).toEqual(['2026-01-01', '1970-01-01']);
    // A version from a future date is history, not yet current.
    const later = (await put({ days: week({}), effective_from: '2999-01-01' }))
      .body as WorkspaceScheduleView;
    expect(later.current.effective_from).toBe('2026-01-01');
    expect(later.history.map((v) => v.effective_from)).toEqual([
      '2999-01-01',
      '2026-01-01',
      '1970-01-01',
    ]);
    const stored = await sql<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM work_schedules WHERE id_workspace = $1 AND id_user IS NULL`,
      [team.workspaceId],
    );
    expect(stored[0]?.n).toBe(2);
  });

  it.each([
    ['six days', { days: EARLY.slice(1) }],
    ['a weekday twice', { days: [...EARLY.slice(1), { ...EARLY[1] }] }],
    ['start after end', { days: week({ 1: ['18:00', '09:00'] }) }],
    ['start equal to end', { days: week({ 1: ['09:00', '09:00'] }) }],
    [
      'only a start',
      { days: week({}).map((d) => (d.weekday === 2 ? { ...d, start: '09:00' } : d)) },
    ],
    ['24:00', { days: week({ 1: ['09:00', '24:00'] }) }],
    ['9:00', { days: week({ 1: ['9:00', '18:00'] }) }],
    ['weekday 8', { days: week({}).map((d) => (d.weekday === 7 ? { ...d, weekday: 8 } : d)) }],
    ['a date that does not exist', { days: EARLY, effective_from: '2026-02-30' }],
    ['a date with a time', { days: EARLY, effective_from: '2026-02-01T00:00:00Z' }],
    ['week_start 0', { days: EARLY, week_start: 0 }],
    ['an unknown field', { days: EARLY, hours: 8 }],
  ])('refuses %s with 400 bad_request', async (_, body) => {
    const res = await team.superOwner.agent.put('/v1/workspaces/schedule').send(body).expect(400);
    expect(errorKey(res)).toBe(ErrorKey.BadRequest);
  });

  it('lets a manager give a member their own week, listed as an override, then take it back', async () => {
    const path = `/v1/workspaces/members/${team.member.id}/schedule`;
    const own = (
      await team.manager.agent
        .put(path)
        .send({ days: EARLY, effective_from: '2026-03-02' })
        .expect(200)
    ).body as MemberScheduleView;
    expect(own).toMatchObject({
      id_user: team.member.id,
      is_custom: true,
      current: { effective_from: '2026-03-02', days: EARLY },
    });
    expect(typeof own.updated_at).toBe('number');
    expect((await view()).overrides).toEqual([
      expect.objectContaining({ id_user: team.member.id, schedule: own.current }),
    ]);
    // The member reads their own; a later return to the workspace's leaves today's own in force.
    const mine = await team.member.agent.get(path).expect(200);
    expect((mine.body as MemberScheduleView).is_custom).toBe(true);
    await team.manager.agent.delete(`${path}?effective_from=2999-01-01`).expect(200);
    expect((await view()).overrides).toHaveLength(1);
    const back = (await team.manager.agent.delete(path).expect(200)).body as MemberScheduleView;
    expect(back.is_custom).toBe(false);
    expect(back.current).toEqual({ effective_from: '2026-01-01', days: EARLY });
    expect((await view()).overrides).toEqual([]);
  });

  it('shows a future own schedule as an override before it starts', async () => {
    const path = `/v1/workspaces/members/${team.other.id}/schedule`;
    await team.manager.agent
      .put(path)
      .send({ days: week({ 6: ['10:00', '14:00'] }), effective_from: '2999-05-01' })
      .expect(200);
    const overrides = (await view()).overrides;
    expect(overrides).toEqual([
      expect.objectContaining({
        id_user: team.other.id,
        schedule: expect.objectContaining({ effective_from: '2999-05-01' }) as unknown,
      }),
    ]);
  });

  it("keeps members' schedules to themselves and managers, and unknown members 404", async () => {
    const path = (id: string) => `/v1/workspaces/members/${id}/schedule`;
    expect(errorKey(await team.member.agent.get(path(team.other.id)).expect(403))).toBe(
      ErrorKey.Forbidden,
    );
    await team.manager.agent.get(path(team.other.id)).expect(200);
    expect(errorKey(await team.manager.agent.get(path(NIL)).expect(404))).toBe(
      ErrorKey.MemberNotFound,
    );
    expect(
      errorKey(await team.manager.agent.put(path(NIL)).send({ days: EARLY }).expect(404)),
    ).toBe(ErrorKey.MemberNotFound);
    expect(errorKey(await team.manager.agent.delete(path(NIL)).expect(404))).toBe(
      ErrorKey.MemberNotFound,
    );
    expect(errorKey(await team.manager.agent.get(path('nope')).expect(400))).toBe(
      ErrorKey.BadRequest,
    );
    expect(
      errorKey(await team.member.agent.put(path(team.member.id)).send({ days: EARLY }).expect(403)),
    ).toBe(ErrorKey.Forbidden);
  });

  it('lets racing writes of the same version both succeed and leave one version', async () => {
    const put = (days: ScheduleDay[]) =>
      team.superOwner.agent
        .put('/v1/workspaces/schedule')
        .send({ days, effective_from: '2026-06-01' });
    const answers = await Promise.all([
      put(EARLY),
      put(week({ 5: ['10:00', '12:00'] })),
      put(EARLY),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const rows = await sql<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM work_schedules WHERE id_workspace = $1 AND effective_from = '2026-06-01'`,
      [team.workspaceId],
    );
    expect(rows[0]?.n).toBe(1);
  });
});
