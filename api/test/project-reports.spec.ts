import { ErrorKey, type ProjectMemberReportPage, type ProjectReportRow } from '@punchcard/shared';
import { errorKey } from './support/errors.js';
import { HOUR, newActivity, nowSeconds, type Person } from './support/factory.js';
import { createProject } from './support/projects.js';
import {
  arrangeReport,
  type ReportFixture,
  setReportVisibility,
  unix,
} from './support/project-reports.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PAGES = '/v1/projects/members/reports/pages';

async function reportOf(
  person: Person,
  fixture: ReportFixture,
  more: Record<string, string | number | string[]> = {},
  status = 200,
) {
  const res = await person.agent
    .get(PAGES)
    .query({ id_project: fixture.idProject, ...fixture.window, ...more })
    .expect(status);
  return res.body as ProjectMemberReportPage;
}

/** name, group key, duration, cost: what most expectations compare. */
const brief = (rows: ProjectReportRow[]) =>
  rows.map((row) => [row.member.name, row.group?.key ?? null, row.duration, row.cost]);

describe('project member report pages', () => {
  let t: TestApp;
  let shared: ReportFixture;
  beforeAll(async () => {
    t = await startTestApp();
    shared = await arrangeReport(t);
  });
  afterAll(() => t.close());

  it('totals each member with exact costs for a manager, stating the zone', async () => {
    const report = await reportOf(shared.team.superOwner, shared);
    const { aiko, ben } = shared.team;
    expect(report).toMatchObject({
      id_project: shared.idProject,
      time_zone: 'Europe/Berlin',
      currency: 'USD',
      view: 'DETAILS',
      groups: 'member',
      page: 1,
      item: 50,
      total_items: 2,
      // 6.5 h x 30.25 = 196.625 -> 196.63, plus 2 h x 10 = 20.00
      totals: { duration: 8.5 * HOUR, cost: '216.63' },
    });
    expect(report.items).toEqual([
      {
        member: { id_user: aiko.id, name: 'Aiko Abe', email: aiko.email, avatar: null },
        group: null,
        rate: '30.25',
        current_rate: '30.25',
        duration: 6.5 * HOUR,
        cost: '196.63',
        start: unix('2026-03-28T21:00:00Z'),
        end: unix('2026-03-30T08:30:00Z'),
      },
      {
        member: { id_user: ben.id, name: 'Ben Bauer', email: ben.email, avatar: null },
        group: null,
        rate: '10.00',
        current_rate: '10.00',
        duration: 2 * HOUR,
        cost: '20.00',
        start: unix('2026-03-29T08:00:00Z'),
        end: unix('2026-03-29T10:00:00Z'),
      },
    ]);
  });

  it('cuts days at Berlin midnight across the DST change, and weeks and months', async () => {
    const owner = shared.team.superOwner;
    const days = await reportOf(owner, shared, { groups: 'day' });
    expect(brief(days.items)).toEqual([
      ['Aiko Abe', '2026-03-28', 2 * HOUR, '60.50'],
      ['Aiko Abe', '2026-03-29', 3 * HOUR, '90.75'],
      // 1.5 h x 30.25 = 45.375 -> 45.38
      ['Aiko Abe', '2026-03-30', 1.5 * HOUR, '45.38'],
      ['Ben Bauer', '2026-03-29', 2 * HOUR, '20.00'],
    ]);
    expect(days.items[1]).toMatchObject({
      group: { kind: 'day', key: '2026-03-29', label: '2026-03-29' },
      start: unix('2026-03-28T23:00:00Z'),
      end: unix('2026-03-29T02:00:00Z'),
    });
    expect(days.totals).toEqual({ duration: 8.5 * HOUR, cost: '216.63' });

    const weeks = await reportOf(owner, shared, { groups: 'week' });
    expect(brief(weeks.items)).toEqual([
      ['Aiko Abe', '2026-03-23', 5 * HOUR, '151.25'],
      ['Aiko Abe', '2026-03-30', 1.5 * HOUR, '45.38'],
      ['Ben Bauer', '2026-03-23', 2 * HOUR, '20.00'],
    ]);
    expect(weeks.items[0]?.group?.label).toBe('2026-03-23 – 2026-03-29');

    const months = await reportOf(owner, shared, { groups: 'month' });
    expect(brief(months.items)).toEqual([
      ['Aiko Abe', '2026-03-01', 6.5 * HOUR, '196.63'],
      ['Ben Bauer', '2026-03-01', 2 * HOUR, '20.00'],
    ]);
    expect(months.items[0]?.group?.label).toBe('2026-03');
  });

  it('groups by task, keeping another member’s personal task unnamed', async () => {
    const report = await reportOf(shared.team.superOwner, shared, { groups: 'task' });
    expect(report.items.map((row) => [row.member.name, row.group, row.duration, row.cost])).toEqual(
      [
        [
          'Aiko Abe',
          { kind: 'task', key: shared.idTask, label: 'Design', task_kind: 'task' },
          5 * HOUR,
          '151.25',
        ],
        [
          'Aiko Abe',
          { kind: 'task', key: null, label: null, task_kind: 'no_task' },
          1.5 * HOUR,
          '45.38',
        ],
        [
          'Ben Bauer',
          { kind: 'task', key: null, label: null, task_kind: 'hidden' },
          2 * HOUR,
          '20.00',
        ],
      ],
    );
  });

  it('honours the timezone offset: days cut at UTC+09:00', async () => {
    const report = await reportOf(shared.team.superOwner, shared, {
      groups: 'day',
      timezone: 9 * HOUR,
    });
    expect(report.time_zone).toBe('UTC+09:00');
    expect(brief(report.items)).toEqual([
      ['Aiko Abe', '2026-03-29', 5 * HOUR, '151.25'],
      ['Aiko Abe', '2026-03-30', 1.5 * HOUR, '45.38'],
      ['Ben Bauer', '2026-03-29', 2 * HOUR, '20.00'],
    ]);
    const west = await reportOf(shared.team.superOwner, shared, {
      groups: 'day',
      timezone: -5 * HOUR,
    });
    expect(west.time_zone).toBe('UTC-05:00');
    // 21:00Z-02:00Z is 16:00-21:00 on the 28th at UTC-5.
    expect(brief(west.items)[0]).toEqual(['Aiko Abe', '2026-03-28', 5 * HOUR, '151.25']);
  });

  it('pages rows, filters members and counts every listed row', async () => {
    const owner = shared.team.superOwner;
    const second = await reportOf(owner, shared, {
      groups: 'day',
      'marker.page': 2,
      'marker.item': 3,
    });
    expect(second).toMatchObject({ page: 2, item: 3, total_items: 4 });
    expect(brief(second.items)).toEqual([['Ben Bauer', '2026-03-29', 2 * HOUR, '20.00']]);
    const beyond = await reportOf(owner, shared, { 'marker.page': 9 });
    expect(beyond).toMatchObject({ total_items: 2, items: [] });
    expect(beyond.totals.duration).toBe(8.5 * HOUR);

    const onlyBen = await reportOf(owner, shared, { members: shared.team.ben.id });
    expect(brief(onlyBen.items)).toEqual([['Ben Bauer', null, 2 * HOUR, '20.00']]);
    expect(onlyBen.totals).toEqual({ duration: 2 * HOUR, cost: '20.00' });
  });

  it('follows the project report visibility and rate rules of the project total', async () => {
    const fixture = await arrangeReport(t);
    const { aiko, ben, gina } = fixture.team;
    // SUMMARY (the default): the project's totals, only the caller's rows, their own money.
    const summary = await reportOf(ben, fixture);
    expect(summary).toMatchObject({ view: 'SUMMARY', total_items: 1 });
    expect(summary.totals).toEqual({ duration: 8.5 * HOUR, cost: null });
    expect(brief(summary.items)).toEqual([['Ben Bauer', null, 2 * HOUR, '20.00']]);
    // Filtering by another member shows none of their rows, and the totals stay the project's.
    const filtered = await reportOf(ben, fixture, { members: aiko.id });
    expect(filtered).toMatchObject({ total_items: 0, items: [] });
    expect(filtered.totals.duration).toBe(8.5 * HOUR);

    await setReportVisibility(fixture, 'PERSONAL');
    const personal = await reportOf(ben, fixture);
    expect(personal).toMatchObject({
      view: 'PERSONAL',
      totals: { duration: 2 * HOUR, cost: null },
    });
    expect(brief(personal.items)).toEqual([['Ben Bauer', null, 2 * HOUR, '20.00']]);

    await setReportVisibility(fixture, 'DETAILS');
    const details = await reportOf(ben, fixture);
    expect(details.view).toBe('DETAILS');
    expect(
      details.items.map((row) => [row.member.name, row.rate, row.current_rate, row.cost]),
    ).toEqual([
      ['Aiko Abe', null, null, null],
      ['Ben Bauer', '10.00', '10.00', '20.00'],
    ]);
    // A guest sees others' names but not their addresses.
    const guest = await reportOf(gina, fixture);
    expect(guest.items.map((row) => [row.member.name, row.member.email])).toEqual([
      ['Aiko Abe', ''],
      ['Ben Bauer', ''],
    ]);
  });

  it('needs the project report feature, prices at the project rate without member rates', async () => {
    const free = await arrangeReport(t, 'FREE');
    const refused = await free.team.superOwner.agent
      .get(PAGES)
      .query({ id_project: free.idProject, ...free.window })
      .expect(403);
    expect(errorKey(refused)).toBe(ErrorKey.PlanFeatureUnavailable);

    const lite = await arrangeReport(t, 'LITE');
    const report = await reportOf(lite.team.superOwner, lite);
    expect(brief(report.items)).toEqual([
      ['Aiko Abe', null, 6.5 * HOUR, '65.00'],
      ['Ben Bauer', null, 2 * HOUR, '20.00'],
    ]);
  });

  it('counts a running activity up to now', async () => {
    const owner = shared.team.superOwner;
    const project = await createProject(owner.agent, { hourly_rate: 60 });
    const now = nowSeconds(t);
    await newActivity(t, shared.team.workspaceId, owner.id, { ago: 2 * HOUR }, null, {
      id_project: project.id,
    });
    const res = await owner.agent
      .get(PAGES)
      .query({ id_project: project.id, start_time: now - 86_400, end_time: now + 86_400 })
      .expect(200);
    const [row] = (res.body as ProjectMemberReportPage).items;
    expect(row?.duration).toBeGreaterThanOrEqual(2 * HOUR);
    expect(row?.duration).toBeLessThan(2 * HOUR + 60);
    expect(Number(row?.cost)).toBeCloseTo(120, 0);
  });

  it('refuses bad queries with 400 and unknown projects with 404', async () => {
    const owner = shared.team.superOwner;
    const bad = [
      { ...shared.window, end_time: shared.window.start_time },
      { ...shared.window, end_time: shared.window.start_time + 368 * 86_400 },
      { ...shared.window, groups: 'year' },
      { ...shared.window, timezone: 15 * HOUR },
      { ...shared.window, timezone: '9h' },
      { ...shared.window, 'marker.item': 501 },
      { ...shared.window, 'marker.page': 0 },
      { ...shared.window, members: 'not-a-uuid' },
      { ...shared.window, unknown: 'x' },
    ];
    for (const query of bad) {
      const res = await owner.agent
        .get(PAGES)
        .query({ id_project: shared.idProject, ...query })
        .expect(400);
      expect(errorKey(res)).toBe(ErrorKey.BadRequest);
    }
    const missing = await owner.agent
      .get(PAGES)
      .query({ id_project: '00000000-0000-4000-8000-000000000000', ...shared.window })
      .expect(404);
    expect(errorKey(missing)).toBe(ErrorKey.ProjectNotFound);
    const foreign = await arrangeReport(t);
    await owner.agent
      .get(PAGES)
      .query({ id_project: foreign.idProject, ...shared.window })
      .expect(404);
  });
});
