import type { ApiErrorBody } from '@punchcard/shared';
import {
  type ActivitiesTeam,
  activitiesTeam,
  add,
  addOk,
  current,
  list,
  settings,
  start,
  startOk,
  timeOptional,
} from './support/activities.js';
import { setPlan, sql } from './support/db.js';
import {
  DAY,
  HOUR,
  newCatalogueItem,
  newProject,
  newRow,
  newTask,
  newWorkspaceTime,
  nowSeconds,
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

  describe('details', () => {
    let team: Team;
    beforeAll(async () => {
      team = await activitiesTeam(t);
      await timeOptional(team);
    });

    it("answers 404 for another workspace's project, task, category, tag and workspace", async () => {
      const base = nowSeconds(t) - 10 * DAY;
      const cases: [object, string][] = [
        [
          { id_project: await newProject(t, foreign.workspaceId, foreign.owner.id) },
          'project_not_found',
        ],
        [
          {
            id_task: await newTask(t, foreign.workspaceId, foreign.owner.id, null, {
              name: 'Task',
            }),
          },
          'task_not_found',
        ],
        [
          { id_category: await newCatalogueItem(t, 'categories', foreign.workspaceId) },
          'category_not_found',
        ],
        [{ id_tags: [await newCatalogueItem(t, 'tags', foreign.workspaceId)] }, 'tag_not_found'],
        [{ id_workspace: foreign.workspaceId }, 'workspace_not_found'],
      ];
      for (const [body, key] of cases) {
        const started = await start(team.member, body);
        expect([started.status, errorKey(started)]).toEqual([404, key]);
        const added = await add(team.member, { ...body, start: base, end: base + 60 });
        expect([added.status, errorKey(added)]).toEqual([404, key]);
      }
      const deletedTag = await newRow(t, 'tags', {
        id_workspace: team.workspaceId,
        name: 'gone',
        deleted_at: new Date(),
      });
      const res = await start(team.member, { id_tags: [deletedTag] });
      expect([res.status, errorKey(res)]).toEqual([404, 'tag_not_found']);
      const [count] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM activities WHERE id_user = $1`,
        [team.member.id],
      );
      expect(count?.n).toBe(0);
    });

    it('refuses a task of another project (400 details_invalid) and a long description', async () => {
      const base = nowSeconds(t) - 11 * DAY;
      const [one, two] = [
        await newProject(t, team.workspaceId, team.owner.id),
        await newProject(t, team.workspaceId, team.owner.id),
      ];
      const idTask = await newTask(t, team.workspaceId, team.owner.id, one, { name: 'Task' });
      const res = await add(team.member, {
        id_project: two,
        id_task: idTask,
        start: base,
        end: base + 60,
      });
      expect([res.status, errorKey(res)]).toEqual([400, 'details_invalid']);
      const long = await start(team.member, { description: 'x'.repeat(1001) });
      expect([long.status, errorKey(long)]).toEqual([400, 'error.bad_request']);
      await add(team.member, {
        id_project: one,
        id_task: idTask,
        start: base,
        end: base + 60,
      }).expect(201);
    });

    it('enforces the required fields of the timestamp settings (400 details_invalid)', async () => {
      const fresh = await activitiesTeam(t);
      await timeOptional(fresh);
      await settings(fresh, {
        is_description_required: true,
        is_project_required: true,
        is_category_required: true,
        is_task_required: true,
        is_tag_required: true,
      });
      const base = nowSeconds(t) - 5 * DAY;
      const bare = await start(fresh.member, { description: 'Only this' });
      expect([bare.status, errorKey(bare)]).toEqual([400, 'details_invalid']);
      expect((bare.body as ApiErrorBody).message).toContain('id_project');
      const blank = await add(fresh.member, { description: '   ', start: base, end: base + 60 });
      expect([blank.status, errorKey(blank)]).toEqual([400, 'details_invalid']);
      const idProject = await newProject(t, fresh.workspaceId, fresh.owner.id);
      const full = {
        description: 'All set',
        id_task: await newTask(t, fresh.workspaceId, fresh.owner.id, idProject, {
          name: 'Task',
        }),
        id_category: await newCatalogueItem(t, 'categories', fresh.workspaceId),
        id_tags: [await newCatalogueItem(t, 'tags', fresh.workspaceId)],
      };
      await addOk(fresh.member, { ...full, start: base, end: base + 60 });
      await startOk(fresh.member, full);
    });
  });

  describe('overlaps', () => {
    it('refuses overlapping activities with 409 activity_conflict; touching ones are fine', async () => {
      const team = await activitiesTeam(t);
      await timeOptional(team);
      const base = nowSeconds(t) - 2 * DAY;
      await addOk(team.member, { start: base, end: base + HOUR });
      const overlap = await add(team.member, { start: base + 1800, end: base + 2 * HOUR });
      expect([overlap.status, errorKey(overlap)]).toEqual([409, 'activity_conflict']);
      await addOk(team.member, { start: base + HOUR, end: base + 2 * HOUR });
      // Someone else's time never conflicts.
      await addOk(team.other, { start: base, end: base + HOUR });

      const running = await startOk(team.member, { start: nowSeconds(t) - HOUR });
      const blocked = await add(team.member, {
        start: nowSeconds(t) - 1800,
        end: nowSeconds(t) - 600,
      });
      expect([blocked.status, errorKey(blocked)]).toEqual([409, 'activity_conflict']);
      const second = await start(team.member);
      expect([second.status, errorKey(second)]).toEqual([409, 'activity_conflict']);
      // Before the running one is fine.
      await addOk(team.member, { start: nowSeconds(t) - 2 * HOUR + 60, end: nowSeconds(t) - HOUR });
      expect((await current(team.member))?.id).toBe(running.id);
    });

    it('refuses bad past ranges with 400 past_activity_invalid', async () => {
      const team = await activitiesTeam(t);
      const base = nowSeconds(t) - DAY;
      for (const body of [
        { start: base, end: base },
        { start: base, end: base - 60 },
        { start: nowSeconds(t) - 60, end: nowSeconds(t) + 600 },
      ]) {
        const res = await add(team.member, body);
        expect([res.status, errorKey(res)]).toEqual([400, 'past_activity_invalid']);
      }
      await add(team.member, { start: base }).expect(400);
    });
  });

  describe('metadata', () => {
    it('records the location only with the plan feature and the member’s timestamp switch', async () => {
      const team = await activitiesTeam(t);
      const body = { location_in: 'Kitchen', latitude_in: 35.5, longitude_in: 139.5 };
      await newWorkspaceTime(t, team.workspaceId, team.member.id, { ago: 8 * HOUR }, null);
      const off = await startOk(team.member, body);
      expect((await current(team.member))?.metadata_in).toMatchObject({
        location: null,
        latitude: null,
        longitude: null,
      });
      await sql(t, `UPDATE activities SET deleted_at = now() WHERE id = $1`, [off.id]);

      await team.member.agent
        .patch('/v1/accounts/me/location/timestamp')
        .send({ is_location_on: true })
        .expect(200);
      const on = await startOk(team.member, body);
      expect((await current(team.member))?.metadata_in).toMatchObject({
        location: 'Kitchen',
        latitude: 35.5,
        longitude: 139.5,
      });
      t.clock.advance(1_000);
      await team.member.agent
        .patch(`/v1/activities/${on.id}/stop`)
        .send({ location_out: 'Office', latitude_out: 1, longitude_out: 2 })
        .expect(200);
      const [stopped] = await list(t, team.member);
      expect(stopped?.metadata_out).toMatchObject({
        location: 'Office',
        latitude: 1,
        longitude: 2,
      });

      // FREE has no location feature: even a switch left on records nothing.
      await setPlan(t, team.workspaceId, 'FREE');
      const again = await startOk(team.member, body);
      expect((await current(team.member))?.id).toBe(again.id);
      expect((await current(team.member))?.metadata_in.location).toBeNull();
      await start(team.member, { latitude_in: 91 }).expect(400);
    });
  });
});
