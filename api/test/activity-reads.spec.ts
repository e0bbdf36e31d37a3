import type { CategoryUsage, RecentAction, SearchResult, TaskPage } from '@punchcard/shared';
import {
  type ActivitiesTeam,
  activitiesTeam,
  add,
  addOk,
  list,
  row,
  start,
  startOk,
  timeOptional,
} from './support/activities.js';
import { setPlan, sql } from './support/db.js';
import {
  at,
  DAY,
  HOUR,
  newActivity,
  newCatalogueItem,
  newLink,
  newProject,
  newRow,
  nowSeconds,
  type Person,
} from './support/factory.js';
import { errorKey } from './support/errors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Team = ActivitiesTeam;

describe('activities', () => {
  let t: TestApp;
  let foreign: Team;
  beforeAll(async () => {
    t = await startTestApp();
    foreign = await activitiesTeam(t);
  });
  afterAll(() => t.close());

  describe('reads', () => {
    it('lists one member’s activities in a window, filtered, by start', async () => {
      const team = await activitiesTeam(t);
      const base = nowSeconds(t) - 40 * DAY;
      const idProject = await newProject(t, team.workspaceId, team.owner.id);
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId);
      const a = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        base + 2 * HOUR,
        base + 3 * HOUR,
        {
          id_project: idProject,
        },
      );
      const b = await newActivity(t, team.workspaceId, team.member.id, base, base + HOUR);
      const c = await newActivity(t, team.workspaceId, team.member.id, base + 5 * HOUR, null);
      await newLink(t, 'activity_tags', { id_activity: b, id_tag: idTag });
      await newActivity(t, team.workspaceId, team.member.id, base - 2 * HOUR, base - HOUR);
      await newActivity(t, team.workspaceId, team.member.id, base + HOUR, base + 2 * HOUR, {
        deleted_at: new Date(),
      });
      await newActivity(t, team.workspaceId, team.other.id, base, base + HOUR);

      const window = { start: base - 1800, end: base + 4 * DAY };
      const ids = async (person: Person, query: object) =>
        (await list(t, person, { ...window, ...query })).map((activity) => activity.id);
      expect(await ids(team.member, {})).toEqual([b, a, c]);
      expect(await ids(team.member, { id_project: idProject })).toEqual([a]);
      expect(await ids(team.member, { id_tag: idTag })).toEqual([b]);
      // An activity still running reaches into any later window.
      expect(await ids(team.member, { start: nowSeconds(t) - 60, end: nowSeconds(t) })).toEqual([
        c,
      ]);

      expect(await ids(team.manager, { id_user: team.member.id })).toEqual([b, a, c]);
      const denied = await team.other.agent
        .get('/v1/activities')
        .query({ ...window, id_user: team.member.id });
      expect([denied.status, errorKey(denied)]).toEqual([403, 'error.forbidden']);
      const stranger = await team.manager.agent
        .get('/v1/activities')
        .query({ ...window, id_user: foreign.member.id });
      expect([stranger.status, errorKey(stranger)]).toEqual([404, 'member_not_found']);
      for (const query of [
        { start: base, end: base },
        { start: base, end: base + 367 * DAY },
        { start: base },
        { start: 'soon', end: base },
      ]) {
        await team.member.agent.get('/v1/activities').query(query).expect(400);
      }
    });

    it('hides entries beyond the 35 days FREE keeps, from every read and write', async () => {
      const team = await activitiesTeam(t, 'FREE');
      const old = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        nowSeconds(t) - 40 * DAY,
        nowSeconds(t) - 40 * DAY + HOUR,
        {
          description: 'Ancient loaf',
        },
      );
      const recent = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        nowSeconds(t) - 30 * DAY,
        nowSeconds(t) - 30 * DAY + HOUR,
        {
          description: 'Recent loaf',
        },
      );
      const window = { start: nowSeconds(t) - 60 * DAY, end: nowSeconds(t) };
      expect((await list(t, team.member, window)).map((a) => a.id)).toEqual([recent]);
      for (const res of [
        await team.member.agent.patch(`/v1/activities/${old}`).send({ note: 'x' }),
        await team.member.agent.delete(`/v1/activities/${old}`),
        await team.owner.agent.patch(`/v1/activities/${old}/feedback`).send({ feedback: 'x' }),
      ]) {
        expect([res.status, errorKey(res)]).toEqual([404, 'activity_not_found']);
      }
      // Nothing can be recorded where the plan would hide it at once.
      const added = await add(team.member, {
        start: nowSeconds(t) - 36 * DAY,
        end: nowSeconds(t) - 35 * DAY,
      });
      expect([added.status, errorKey(added)]).toEqual([400, 'past_activity_invalid']);
      const moved = await team.member.agent
        .patch(`/v1/activities/${recent}`)
        .send({ start: nowSeconds(t) - 36 * DAY });
      expect([moved.status, errorKey(moved)]).toEqual([400, 'update_invalid']);
      const started = await start(team.member, { start: nowSeconds(t) - 36 * DAY });
      expect([started.status, errorKey(started)]).toEqual([400, 'details_invalid']);
      const search = await team.member.agent.get('/v1/search').query({ q: 'loaf' }).expect(200);
      expect((search.body as SearchResult).hits.map((hit) => hit.id)).toEqual([recent]);

      await setPlan(t, team.workspaceId, 'BASIC');
      expect((await list(t, team.member, window)).map((a) => a.id)).toEqual([old, recent]);
    });
  });

  describe('the catalogue around activities', () => {
    it('counts activities on tasks: is-used, permanent delete refused, tracked duration', async () => {
      const team = await activitiesTeam(t);
      await timeOptional(team);
      const idTask = (
        await team.owner.agent.post('/v1/tasks').send({ name: 'Tracked' }).expect(201)
      ).body as { id: string };
      const isUsed = async () =>
        (
          (await team.owner.agent.get(`/v1/tasks/${idTask.id}/is-used`).expect(200)).body as {
            is_used: boolean;
          }
        ).is_used;
      expect(await isUsed()).toBe(false);

      const base = nowSeconds(t) - 3 * DAY;
      const { id } = await addOk(team.owner, {
        id_task: idTask.id,
        start: base,
        end: base + HOUR,
      });
      await sql(t, `DELETE FROM recent_actions WHERE id_workspace = $1`, [team.workspaceId]);
      expect(await isUsed()).toBe(true);
      const refused = await team.owner.agent.delete(`/v1/tasks/${idTask.id}`);
      expect([refused.status, errorKey(refused)]).toEqual([
        412,
        'tasks.messages.contains_timestamps',
      ]);

      const page = async () =>
        ((await team.owner.agent.get('/v1/tasks/pages').expect(200)).body as TaskPage).tasks.find(
          (entry) => entry.task.id === idTask.id,
        );
      expect((await page())?.duration).toBe(HOUR);
      const began = nowSeconds(t) - 600;
      await startOk(team.member, { id_task: idTask.id, start: began });
      const running = async () =>
        ((await page())?.task.duration ?? 0) - HOUR - (nowSeconds(t) - began);
      // The running activity counts up to now (the server's now may be a second behind ours).
      expect(await running()).toBeGreaterThanOrEqual(-1);
      expect(await running()).toBeLessThanOrEqual(0);
      t.clock.advance(60_000);
      expect(await running()).toBeGreaterThanOrEqual(-1);
      expect(((await page())?.duration ?? 0) - HOUR).toBeGreaterThanOrEqual(660);

      // A soft-deleted activity no longer counts as time, but still holds the task.
      await team.owner.agent.delete(`/v1/activities/${id}`).expect(200);
      await sql(t, `DELETE FROM activities WHERE id_user = $1`, [team.member.id]);
      await sql(t, `DELETE FROM recent_actions WHERE id_workspace = $1`, [team.workspaceId]);
      expect((await page())?.duration).toBe(0);
      expect(await isUsed()).toBe(true);
      await team.owner.agent.delete(`/v1/tasks/${idTask.id}`).expect(412);
      await sql(t, `DELETE FROM activities WHERE id = $1`, [id]);
      await team.owner.agent.delete(`/v1/tasks/${idTask.id}`).expect(200);
    });

    it('moves activities with a reassigning category delete and back with a reassigning restore', async () => {
      const team = await activitiesTeam(t);
      await timeOptional(team);
      const old = await newCatalogueItem(t, 'categories', team.workspaceId, 'Old');
      const target = await newCatalogueItem(t, 'categories', team.workspaceId, 'New');
      const base = nowSeconds(t) - 4 * DAY;
      const live = (await addOk(team.member, { id_category: old, start: base, end: base + HOUR }))
        .id;
      const deleted = await newActivity(t, team.workspaceId, team.member.id, base - HOUR, base, {
        id_category: old,
        deleted_at: new Date(),
      });
      const usage = await team.owner.agent.get(`/v1/workspaces/categories/${old}`).expect(200);
      expect(usage.body).toEqual({ is_used: true, tasks: 0 } satisfies CategoryUsage);
      const plain = await team.owner.agent.delete(`/v1/workspaces/category/${old}/pseudo`);
      expect([plain.status, errorKey(plain)]).toEqual([412, 'category_in_use']);

      await team.owner.agent
        .delete(`/v1/workspaces/categories/${old}/new/pseudo`)
        .query({ new_id_category: target })
        .expect(200);
      expect((await row(t, live))?.id_category).toBe(target);
      expect((await row(t, deleted))?.id_category).toBe(target);

      await team.owner.agent
        .patch(`/v1/workspaces/categories/${old}/restore`)
        .send({ new_id_category: target })
        .expect(200);
      expect((await row(t, live))?.id_category).toBe(old);
    });

    it('records recent actions on start and add, without duplicates, at most 20', async () => {
      const team = await activitiesTeam(t);
      await timeOptional(team);
      const recent = async () =>
        (await team.member.agent.get('/v1/workspaces/recent-actions').expect(200))
          .body as RecentAction[];
      const idProject = await newProject(t, team.workspaceId, team.owner.id);
      const [tagA, tagB] = [
        await newCatalogueItem(t, 'tags', team.workspaceId),
        await newCatalogueItem(t, 'tags', team.workspaceId),
      ];
      const base = nowSeconds(t) - 6 * DAY;
      await addOk(team.member, { start: base, end: base + 60 });
      expect(await recent()).toEqual([]);

      const template = { id_project: idProject, id_tags: [tagA, tagB], description: 'Bake' };
      await addOk(team.member, { ...template, start: base + 60, end: base + 120 });
      const [first] = await recent();
      expect(first).toMatchObject({
        id_project: idProject,
        id_task: null,
        id_category: null,
        id_tags: [tagA, tagB].sort(),
        description: 'Bake',
      });
      t.clock.advance(5_000);
      await startOk(team.member, { ...template, id_tags: [tagB, tagA] });
      const again = await recent();
      expect(again.map((a) => a.id)).toEqual([first?.id]);
      expect(again[0]?.used_at).toBeGreaterThan(first?.used_at ?? 0);

      for (let i = 0; i < 25; i += 1) {
        await newRow(t, 'recent_actions', {
          id_workspace: team.workspaceId,
          id_user: team.member.id,
          description: `old ${i}`,
          used_at: at(nowSeconds(t) - DAY - i),
        });
      }
      await addOk(team.member, { description: 'Newest', start: base + 180, end: base + 240 });
      const [count] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM recent_actions WHERE id_user = $1`,
        [team.member.id],
      );
      expect(count?.n).toBe(20);
      const kept = await recent();
      expect(kept.slice(0, 2).map((a) => a.description)).toEqual(['Newest', 'Bake']);
      expect(kept.map((a) => a.description)).not.toContain('old 24');
    });

    it('finds activity descriptions in search, as the caller may see them', async () => {
      const team = await activitiesTeam(t);
      const idProject = await newProject(t, team.workspaceId, team.owner.id, 'Sourdough Lab');
      const base = nowSeconds(t) - 2 * DAY;
      const mine = await newActivity(t, team.workspaceId, team.member.id, base, base + HOUR, {
        description: 'Feeding the starter culture',
        id_project: idProject,
      });
      await newActivity(t, team.workspaceId, team.member.id, base + HOUR, base + 2 * HOUR, {
        description: 'Starter feeding, deleted',
        deleted_at: new Date(),
      });
      const hits = async (person: Person) =>
        (
          (await person.agent.get('/v1/search').query({ q: 'starter' }).expect(200))
            .body as SearchResult
        ).hits.filter((hit) => hit.type === 'activity');
      expect(await hits(team.member)).toEqual([
        expect.objectContaining({
          type: 'activity',
          id: mine,
          title: 'Feeding the starter culture',
          subtitle: 'Sourdough Lab',
        }),
      ]);
      expect(await hits(team.other)).toEqual([]);
      expect((await hits(team.manager)).map((hit) => hit.id)).toEqual([mine]);
      expect(await hits(foreign.owner)).toEqual([]);
    });
  });
});
