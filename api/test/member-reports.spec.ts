import { type MemberSummaryReport, Role } from '@punchcard/shared';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import {
  DAY,
  HOUR,
  MINUTE,
  newActivity,
  newBreak,
  newCatalogueItem,
  newMember,
  newProject,
  newRequest,
  newTeam,
  newWorkspace,
  newWorkspaceTime,
  nowSeconds,
  type Team,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Unix seconds of an ISO local time with its offset: fixtures name their zone's wall clock. */
const at = (iso: string) => Date.parse(iso) / 1000;

const TEAM = { manager: Role.Manager, member: Role.Member, other: Role.Member } as const;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function team(zone: string, plan = 'BASIC'): Promise<Team<keyof typeof TEAM>> {
  const made = await newTeam(t, { plan, members: TEAM, concurrently: true });
  await sql(t, 'UPDATE workspaces SET time_zone = $1 WHERE id = $2', [zone, made.workspaceId]);
  return made;
}

function summary(agent: Team['superOwner']['agent'], path: string, query: object) {
  return agent.get(path).query(query);
}

describe('GET /v1/workspaces/members/{memberId}/reports', () => {
  /**
   * A Tokyo week (Mon 2025-03-03 .. Mon 03-10) of a member on the default schedule (Mon-Fri
   * 09:00-18:00): Monday 08:30-18:30 with an hour's break (30 min early, 30 min late), Tuesday
   * 09:15-17:45 with 30 min of break (15 min late in, 15 min early out), a Saturday night shift
   * 22:00-02:00 counted on both sides of midnight (no schedule: no early/late), a deleted
   * Thursday; three activities (a deleted one not counted), two drafts (one outside the week);
   * the week before: 2 h with 30 min of break.
   */
  it('answers hand-computed figures in the workspace zone', async () => {
    const { workspaceId: ws, member, manager, superOwner } = await team('Asia/Tokyo');
    const id = member.id;
    const mon = await newWorkspaceTime(
      t,
      ws,
      id,
      at('2025-03-03T08:30+09:00'),
      at('2025-03-03T18:30+09:00'),
    );
    await newBreak(t, mon, at('2025-03-03T12:00+09:00'), at('2025-03-03T13:00+09:00'));
    const tue = await newWorkspaceTime(
      t,
      ws,
      id,
      at('2025-03-04T09:15+09:00'),
      at('2025-03-04T17:45+09:00'),
    );
    await newBreak(t, tue, at('2025-03-04T12:00+09:00'), at('2025-03-04T12:30+09:00'));
    await newWorkspaceTime(t, ws, id, at('2025-03-08T22:00+09:00'), at('2025-03-09T02:00+09:00'));
    await newWorkspaceTime(t, ws, id, at('2025-03-06T09:00+09:00'), at('2025-03-06T18:00+09:00'), {
      deleted_at: new Date(),
    });
    const before = await newWorkspaceTime(
      t,
      ws,
      id,
      at('2025-02-25T09:00+09:00'),
      at('2025-02-25T11:00+09:00'),
    );
    await newBreak(t, before, at('2025-02-25T10:00+09:00'), at('2025-02-25T10:30+09:00'));

    const alpha = await newProject(t, ws, superOwner.id, 'Alpha');
    const beta = await newProject(t, ws, superOwner.id, 'Beta');
    const design = await newCatalogueItem(t, 'categories', ws, 'Design');
    const on = (project: string | null, category: string | null) => ({
      id_project: project,
      id_category: category,
    });
    await newActivity(
      t,
      ws,
      id,
      at('2025-03-03T09:00+09:00'),
      at('2025-03-03T11:00+09:00'),
      on(alpha, design),
    );
    await newActivity(
      t,
      ws,
      id,
      at('2025-03-03T14:00+09:00'),
      at('2025-03-03T15:00+09:00'),
      on(beta, null),
    );
    await newActivity(
      t,
      ws,
      id,
      at('2025-03-04T10:00+09:00'),
      at('2025-03-04T12:00+09:00'),
      on(null, design),
    );
    await newActivity(t, ws, id, at('2025-03-04T13:00+09:00'), at('2025-03-04T14:00+09:00'), {
      ...on(alpha, null),
      deleted_at: new Date(),
    });
    const draft = { idWorkspace: ws, idUser: id, kind: 'workspace_time', status: 'draft' } as const;
    await newRequest(t, { ...draft, start: new Date(at('2025-03-05T09:00+09:00') * 1000) });
    await newRequest(t, { ...draft, start: new Date(at('2025-03-12T09:00+09:00') * 1000) });

    const res = await summary(manager.agent, `/v1/workspaces/members/${id}/reports`, {
      start_time: at('2025-03-03T00:00+09:00'),
      end_time: at('2025-03-10T00:00+09:00'),
      with_projects: true,
      with_workspace_time: true,
    }).expect(200);
    const report = res.body as MemberSummaryReport;
    expect(report).toMatchObject({
      id_user: id,
      time_zone: 'Asia/Tokyo',
      week_start: 1,
      total_workspace_time: 10 * HOUR + 8.5 * HOUR + 4 * HOUR,
      total_break_time: 90 * MINUTE,
      previous_total_work: 2 * HOUR,
      previous_total_break: 30 * MINUTE,
      average_early_in: (30 * MINUTE - 15 * MINUTE) / 2,
      average_late_out: (30 * MINUTE - 15 * MINUTE) / 2,
      // Monday, Tuesday, Saturday and Sunday.
      average_break: (90 * MINUTE) / 4,
      number_of_breaks: 2,
      number_of_drafts: 1,
      tracked_duration: 5 * HOUR,
      number_of_activities: 3,
      average_activities: 0.75,
    });
    expect(report.top_projects).toEqual([
      { id: alpha, name: 'Alpha', color: null, duration: 2 * HOUR },
      { id: null, name: null, color: null, duration: 2 * HOUR },
      { id: beta, name: 'Beta', color: null, duration: HOUR },
    ]);
    expect(report.projects).toEqual(report.top_projects);
    expect(report.top_categories).toEqual([
      { id: design, name: 'Design', color: '#828E99', duration: 4 * HOUR },
      { id: null, name: null, color: null, duration: HOUR },
    ]);
    expect(report.days?.map((d) => [d.date, d.work, d.break, d.activity])).toEqual([
      ['2025-03-03', 10 * HOUR, HOUR, 3 * HOUR],
      ['2025-03-04', 8.5 * HOUR, 30 * MINUTE, 2 * HOUR],
      ['2025-03-05', 0, 0, 0],
      ['2025-03-06', 0, 0, 0],
      ['2025-03-07', 0, 0, 0],
      ['2025-03-08', 2 * HOUR, 0, 0],
      ['2025-03-09', 2 * HOUR, 0, 0],
    ]);
    expect(report.days?.[1]?.start).toBe(at('2025-03-04T00:00+09:00'));

    // Without the flags the optional parts stay out.
    const bare = await summary(manager.agent, `/v1/workspaces/members/${id}/reports`, {
      start_time: at('2025-03-03T00:00+09:00'),
      end_time: at('2025-03-10T00:00+09:00'),
    }).expect(200);
    expect(bare.body).not.toHaveProperty('projects');
    expect(bare.body).not.toHaveProperty('days');
    expect((bare.body as MemberSummaryReport).total_workspace_time).toBe(
      report.total_workspace_time,
    );
  });

  it('cuts days at local midnight across a DST change (Europe/Berlin, 23-hour day)', async () => {
    const { workspaceId: ws, member } = await team('Europe/Berlin');
    // 22:00 CET to 06:00 CEST: seven real hours, two on Saturday and five on the short Sunday.
    await newWorkspaceTime(
      t,
      ws,
      member.id,
      at('2025-03-29T22:00+01:00'),
      at('2025-03-30T06:00+02:00'),
    );
    const res = await summary(member.agent, '/v1/workspaces/members/me/reports', {
      start_time: at('2025-03-29T00:00+01:00'),
      end_time: at('2025-03-31T00:00+02:00'),
      with_workspace_time: true,
    }).expect(200);
    const report = res.body as MemberSummaryReport;
    expect(report.total_workspace_time).toBe(7 * HOUR);
    expect(report.days?.map((d) => [d.date, d.start, d.work])).toEqual([
      ['2025-03-29', at('2025-03-29T00:00+01:00'), 2 * HOUR],
      ['2025-03-30', at('2025-03-30T00:00+01:00'), 5 * HOUR],
    ]);
    // A weekend: nothing scheduled, so nothing early or late.
    expect(report).toMatchObject({ average_early_in: 0, average_late_out: 0 });
  });

  it('counts an open workspace time and an open break up to now', async () => {
    const { workspaceId: ws, member } = await team('UTC');
    const now = nowSeconds(t);
    const open = await newWorkspaceTime(t, ws, member.id, { ago: 2 * HOUR }, null);
    await newBreak(t, open, { ago: 30 * MINUTE }, null);
    const res = await summary(member.agent, '/v1/workspaces/members/me/reports', {
      start_time: now - DAY,
      end_time: now + DAY,
    }).expect(200);
    const report = res.body as MemberSummaryReport;
    expect(report.total_workspace_time).toBeGreaterThanOrEqual(2 * HOUR);
    expect(report.total_workspace_time).toBeLessThan(2 * HOUR + 10);
    expect(report.total_break_time).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(report.total_break_time).toBeLessThan(30 * MINUTE + 10);
    expect(report.number_of_breaks).toBe(1);
  });

  it('hides what a FREE plan no longer keeps', async () => {
    const owner = await newWorkspace(t, { plan: 'FREE' });
    const ws = owner.workspaceId;
    await newWorkspaceTime(t, ws, owner.id, { ago: 40 * DAY }, { ago: 40 * DAY - HOUR });
    await newWorkspaceTime(t, ws, owner.id, { ago: 10 * DAY }, { ago: 10 * DAY - 2 * HOUR });
    const now = nowSeconds(t);
    const res = await summary(owner.agent, '/v1/workspaces/members/me/reports', {
      start_time: now - 60 * DAY,
      end_time: now,
    }).expect(200);
    expect((res.body as MemberSummaryReport).total_workspace_time).toBe(2 * HOUR);
    // Not a paid feature: the summary is every member's own.
    expect((res.body as MemberSummaryReport).previous_total_work).toBe(0);
  });

  it("needs VIEW_MEMBER_TIMESTAMPS for another member's, and a member of the workspace", async () => {
    const { member, other, manager } = await team('UTC');
    const outsider = await newWorkspace(t);
    const range = { start_time: 1_740_000_000, end_time: 1_740_086_400 };
    const res = await summary(member.agent, `/v1/workspaces/members/${other.id}/reports`, range);
    expect([res.status, errorKey(res)]).toEqual([403, 'error.forbidden']);
    const unknown = await summary(
      manager.agent,
      `/v1/workspaces/members/${outsider.id}/reports`,
      range,
    );
    expect([unknown.status, errorKey(unknown)]).toEqual([404, 'member_not_found']);
    await summary(member.agent, `/v1/workspaces/members/${member.id}/reports`, range).expect(200);
    await summary(manager.agent, `/v1/workspaces/members/${other.id}/reports`, range).expect(200);
    const notUuid = await summary(manager.agent, '/v1/workspaces/members/someone/reports', range);
    expect(notUuid.status).toBe(400);
  });

  it('refuses a range that is empty, reversed, too long or malformed', async () => {
    const { member } = await team('UTC');
    const bad = [
      { start_time: 1_740_000_000, end_time: 1_740_000_000 },
      { start_time: 1_740_086_400, end_time: 1_740_000_000 },
      { start_time: 1_740_000_000, end_time: 1_740_000_000 + 368 * DAY },
      { start_time: 'yesterday', end_time: 1_740_000_000 },
      { start_time: 1_740_000_000, end_time: 1_740_086_400, with_projects: 'yes' },
      { start_time: 1_740_000_000, end_time: 1_740_086_400, limit: 5 },
    ];
    for (const query of bad) {
      const res = await summary(member.agent, '/v1/workspaces/members/me/reports', query);
      expect([res.status, errorKey(res)]).toEqual([400, 'error.bad_request']);
    }
    const missing = await member.agent.get('/v1/workspaces/members/me/reports');
    expect(missing.status).toBe(400);
  });

  it('follows a member schedule override for early in and late out', async () => {
    const { workspaceId: ws, member, superOwner } = await team('Asia/Tokyo');
    // From March: Mondays 10:00-16:00 for this member only.
    const [schedule] = await sql<{ id: string }>(
      t,
      `INSERT INTO work_schedules (id_workspace, id_user, effective_from, created_by)
       VALUES ($1, $2, '2025-03-01', $3) RETURNING id`,
      [ws, member.id, superOwner.id],
    );
    await sql(
      t,
      `INSERT INTO work_schedule_days (id_schedule, weekday, start_time, end_time)
       VALUES ($1, 1, '10:00', '16:00')`,
      [schedule?.id],
    );
    await newWorkspaceTime(
      t,
      ws,
      member.id,
      at('2025-03-03T09:00+09:00'),
      at('2025-03-03T17:30+09:00'),
    );
    // Tuesday is a day off under the override: it has time but no schedule.
    await newWorkspaceTime(
      t,
      ws,
      member.id,
      at('2025-03-04T08:00+09:00'),
      at('2025-03-04T20:00+09:00'),
    );
    const res = await summary(member.agent, '/v1/workspaces/members/me/reports', {
      start_time: at('2025-03-03T00:00+09:00'),
      end_time: at('2025-03-05T00:00+09:00'),
    }).expect(200);
    expect(res.body).toMatchObject({ average_early_in: HOUR, average_late_out: 90 * MINUTE });
  });
});

describe('the member reports of a member added later', () => {
  it('answers zeros for a member without time', async () => {
    const owner = await newWorkspace(t);
    const person = await newMember(t, owner.workspaceId, Role.Member);
    const res = await summary(owner.agent, `/v1/workspaces/members/${person.id}/reports`, {
      start_time: 1_740_000_000,
      end_time: 1_740_000_000 + 7 * DAY,
    }).expect(200);
    expect(res.body).toMatchObject({
      total_workspace_time: 0,
      average_break: 0,
      average_activities: 0,
      top_projects: [],
      top_categories: [],
    });
  });
});
