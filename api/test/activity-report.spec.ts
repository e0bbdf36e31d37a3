import { type MemberActivityReport, Role } from '@punchcard/shared';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import {
  DAY,
  HOUR,
  MINUTE,
  newActivity,
  newCatalogueItem,
  newLink,
  newProject,
  newTeam,
  newWorkspace,
  nowSeconds,
  type Team,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Unix seconds of an ISO local time with its offset. */
const at = (iso: string) => Date.parse(iso) / 1000;

const TEAM = { manager: Role.Manager, aiko: Role.Member, ben: Role.Member } as const;
const PATH = '/v1/activities/member/report';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function team(zone: string): Promise<Team<keyof typeof TEAM>> {
  const made = await newTeam(t, { members: TEAM, concurrently: true });
  await sql(t, 'UPDATE workspaces SET time_zone = $1 WHERE id = $2', [zone, made.workspaceId]);
  return made;
}

async function name(t: TestApp, id: string, first: string) {
  await sql(t, 'UPDATE users SET first_name = $2, last_name = NULL WHERE id = $1', [id, first]);
}

describe('GET /v1/activities/member/report', () => {
  /**
   * New York around the end of DST (2025-11-02, 01:00-02:00 happens twice): Aiko 00:30-03:30
   * local is four real hours on one day; Ben has a tagged activity across midnight on Nov 3-4.
   */
  it("answers each member's time by project, category, tag and local day", async () => {
    const { workspaceId: ws, manager, aiko, ben, superOwner } = await team('America/New_York');
    await name(t, aiko.id, 'Aiko');
    await name(t, ben.id, 'Ben');
    const alpha = await newProject(t, ws, superOwner.id, 'Alpha');
    const design = await newCatalogueItem(t, 'categories', ws, 'Design');
    const urgent = await newCatalogueItem(t, 'tags', ws, 'urgent');
    const client = await newCatalogueItem(t, 'tags', ws, 'client');
    const gone = await newCatalogueItem(t, 'tags', ws, 'gone');
    await sql(t, 'UPDATE tags SET deleted_at = now() WHERE id = $1', [gone]);

    await newActivity(t, ws, aiko.id, at('2025-11-02T00:30-04:00'), at('2025-11-02T03:30-05:00'), {
      id_project: alpha,
      id_category: design,
    });
    await newActivity(t, ws, aiko.id, at('2025-11-03T09:00-05:00'), at('2025-11-03T09:45-05:00'));
    await newActivity(t, ws, aiko.id, at('2025-11-03T10:00-05:00'), at('2025-11-03T11:00-05:00'), {
      deleted_at: new Date(),
    });
    const night = await newActivity(
      t,
      ws,
      ben.id,
      at('2025-11-03T23:00-05:00'),
      at('2025-11-04T01:00-05:00'),
      { id_project: alpha },
    );
    for (const tag of [urgent, client, gone]) {
      await newLink(t, 'activity_tags', { id_activity: night, id_tag: tag });
    }

    const res = await manager.agent
      .get(PATH)
      .query({
        'id_members[]': [ben.id, aiko.id],
        'date.start': at('2025-11-02T00:00-04:00'),
        'date.end': at('2025-11-05T00:00-05:00'),
      })
      .expect(200);
    const report = res.body as MemberActivityReport;
    expect(report.time_zone).toBe('America/New_York');
    expect(report.members.map((m) => m.name)).toEqual(['Aiko', 'Ben']);
    const [a, b] = report.members;
    expect(a).toEqual({
      id_user: aiko.id,
      name: 'Aiko',
      duration: 4 * HOUR + 45 * MINUTE,
      number_of_activities: 2,
      projects: [
        { id: alpha, name: 'Alpha', color: null, duration: 4 * HOUR },
        { id: null, name: null, color: null, duration: 45 * MINUTE },
      ],
      categories: [
        { id: design, name: 'Design', color: '#828E99', duration: 4 * HOUR },
        { id: null, name: null, color: null, duration: 45 * MINUTE },
      ],
      tags: [],
      days: [
        { date: '2025-11-02', start: at('2025-11-02T00:00-04:00'), duration: 4 * HOUR },
        { date: '2025-11-03', start: at('2025-11-03T00:00-05:00'), duration: 45 * MINUTE },
      ],
    });
    expect(b).toMatchObject({
      duration: 2 * HOUR,
      number_of_activities: 1,
      projects: [{ id: alpha, duration: 2 * HOUR }],
      categories: [{ id: null, duration: 2 * HOUR }],
      days: [
        { date: '2025-11-03', duration: HOUR },
        { date: '2025-11-04', duration: HOUR },
      ],
    });
    expect(b?.tags.map((tag) => [tag.name, tag.duration])).toEqual([
      ['client', 2 * HOUR],
      ['urgent', 2 * HOUR],
    ]);
  });

  it("is the caller's own without id_members, with an open activity counted to now", async () => {
    const { workspaceId: ws, aiko } = await team('UTC');
    await newActivity(t, ws, aiko.id, { ago: HOUR }, null);
    const now = nowSeconds(t);
    const res = await aiko.agent
      .get(PATH)
      .query({ 'date.start': now - DAY, 'date.end': now + DAY })
      .expect(200);
    const [me] = (res.body as MemberActivityReport).members;
    expect(me?.id_user).toBe(aiko.id);
    expect(me?.duration).toBeGreaterThanOrEqual(HOUR);
    expect(me?.duration).toBeLessThan(HOUR + 10);
  });

  it("needs VIEW_MEMBER_TIMESTAMPS for others' and members of the workspace", async () => {
    const { aiko, ben, manager } = await team('UTC');
    const outsider = await newWorkspace(t);
    const range = { 'date.start': 1_740_000_000, 'date.end': 1_740_086_400 };
    const others = await aiko.agent.get(PATH).query({ ...range, id_members: ben.id });
    expect([others.status, errorKey(others)]).toEqual([403, 'error.forbidden']);
    await aiko.agent
      .get(PATH)
      .query({ ...range, id_members: aiko.id })
      .expect(200);
    const unknown = await manager.agent
      .get(PATH)
      .query({ ...range, id_members: [aiko.id, outsider.id] });
    expect([unknown.status, errorKey(unknown)]).toEqual([404, 'member_not_found']);
    const both = await manager.agent
      .get(PATH)
      .query({ ...range, id_members: aiko.id, 'id_members[]': [ben.id, aiko.id] })
      .expect(200);
    expect((both.body as MemberActivityReport).members).toHaveLength(2);
  });

  it('refuses bad ranges and ids', async () => {
    const { aiko } = await team('UTC');
    const bad = [
      {},
      { 'date.start': 1_740_000_000 },
      { 'date.start': 1_740_000_000, 'date.end': 1_740_000_000 },
      { 'date.start': 1_740_000_000, 'date.end': 1_740_000_000 + 400 * DAY },
      { 'date.start': 1_740_000_000, 'date.end': 1_740_086_400, id_members: 'nope' },
    ];
    for (const query of bad) {
      const res = await aiko.agent.get(PATH).query(query);
      expect([res.status, errorKey(res)]).toEqual([400, 'error.bad_request']);
    }
  });
});
