import { randomUUID } from 'node:crypto';
import type { Activity } from '@punchcard/shared';
import {
  type ActivitiesTeam,
  activitiesTeam,
  add,
  addOk,
  row,
  settings,
  startOk,
  timeOptional,
} from './support/activities.js';
import { grant } from './support/db.js';
import {
  DAY,
  HOUR,
  newCatalogueItem,
  newProject,
  newWorkspaceTime,
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

  describe('edits, feedback, delete and restore', () => {
    let team: Team;
    beforeAll(async () => {
      team = await activitiesTeam(t);
      await timeOptional(team);
    });
    let slot = 0;
    /** A closed past activity of the person in its own hour, so tests never overlap. */
    async function past(person: Person, body: object = {}) {
      slot += 1;
      const base = nowSeconds(t) - 200 * DAY + slot * 2 * HOUR;
      const { id } = await addOk(person, { start: base, end: base + HOUR, ...body });
      return { id, base };
    }
    const patch = (person: Person, id: string, body: object) =>
      person.agent.patch(`/v1/activities/${id}`).send(body);

    it('edits only the fields sent', async () => {
      const idProject = await newProject(t, team.workspaceId, team.owner.id);
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId);
      const { id, base } = await past(team.member, {
        description: 'Before',
        id_project: idProject,
      });
      const res = await patch(team.member, id, {
        note: ' remember ',
        id_tags: [idTag],
        start: base - 600,
      }).expect(200);
      expect(res.body).toMatchObject({
        id,
        description: 'Before',
        id_project: idProject,
        note: 'remember',
        tags: [idTag],
        start: base - 600,
        end: base + HOUR,
      } satisfies Partial<Activity>);
      const cleared = await patch(team.member, id, { id_project: null, description: '' }).expect(
        200,
      );
      expect(cleared.body).toMatchObject({ id_project: null, description: null, tags: [idTag] });
    });

    it('refuses bad ranges (400 update_invalid), overlaps (409) and deleted ones (404 update_deleted)', async () => {
      const { id, base } = await past(team.member);
      const next = await past(team.member);
      for (const body of [
        { end: base },
        { start: base + 2 * HOUR },
        { end: nowSeconds(t) + 3600 },
      ]) {
        const res = await patch(team.member, id, body);
        expect([res.status, errorKey(res)]).toEqual([400, 'update_invalid']);
      }
      const overlap = await patch(team.member, id, { end: next.base + 60 });
      expect([overlap.status, errorKey(overlap)]).toEqual([409, 'activity_conflict']);
      await team.manager.agent.delete(`/v1/activities/${id}`).expect(200);
      const gone = await patch(team.member, id, { note: 'x' });
      expect([gone.status, errorKey(gone)]).toEqual([404, 'update_deleted']);
      const unknown = await patch(team.member, randomUUID(), { note: 'x' });
      expect([unknown.status, errorKey(unknown)]).toEqual([404, 'activity_not_found']);
    });

    it("lets managers edit members' activities and give feedback; members neither", async () => {
      const { id } = await past(team.member);
      const hidden = await patch(team.other, id, { note: 'mine now' });
      expect([hidden.status, errorKey(hidden)]).toEqual([404, 'activity_not_found']);
      const foreignCall = await patch(foreign.owner, id, { note: 'x' });
      expect(foreignCall.status).toBe(404);
      await patch(team.manager, id, { description: 'Checked' }).expect(200);

      const feedback = (person: Person, body: object) =>
        person.agent.patch(`/v1/activities/${id}/feedback`).send(body);
      await feedback(team.member, { feedback: 'Self praise' }).expect(403);
      const given = await feedback(team.manager, { feedback: ' Good work ' }).expect(200);
      expect(given.body).toMatchObject({ id, feedback: 'Good work', description: 'Checked' });
      await feedback(team.manager, {}).expect(400);
      const cleared = await feedback(team.owner, { feedback: null }).expect(200);
      expect((cleared.body as Activity).feedback).toBeNull();
      await team.manager.agent.delete(`/v1/activities/${id}`).expect(200);
      const deleted = await feedback(team.manager, { feedback: 'Late' });
      expect([deleted.status, errorKey(deleted)]).toEqual([404, 'update_deleted']);
    });

    it('keeps the one-minute window for deleting one’s own closed activity', async () => {
      await newWorkspaceTime(t, team.workspaceId, team.member.id, { ago: HOUR }, null);
      const running = await startOk(team.member);
      const discarded = await team.member.agent.delete(`/v1/activities/${running.id}`).expect(200);
      expect((discarded.body as Activity).deleted_at).toEqual(expect.any(Number));
      const again = await team.member.agent.delete(`/v1/activities/${running.id}`);
      expect([again.status, errorKey(again)]).toEqual([404, 'timestamp_deleted_already']);

      const live = await startOk(team.member);
      t.clock.advance(30_000);
      await team.member.agent.patch(`/v1/activities/${live.id}/stop`).send({}).expect(200);
      t.clock.advance(30_000);
      await team.member.agent.delete(`/v1/activities/${live.id}`).expect(200);

      const { id } = await past(team.member);
      const late = await team.member.agent.delete(`/v1/activities/${id}`);
      expect([late.status, errorKey(late)]).toEqual([403, 'delete_window_passed']);
      const managers = await past(team.manager);
      await team.manager.agent.delete(`/v1/activities/${managers.id}`).expect(200);
      // Others' activities need MANAGE_TIMESTAMP_MODIFICATION, not the window permission.
      await team.other.agent.delete(`/v1/activities/${id}`).expect(404);
      await team.manager.agent.delete(`/v1/activities/${id}`).expect(200);
      expect((await row(t, id))?.deleted_at).not.toBeNull();
    });

    it('restores a deleted activity, unless its time was taken meanwhile (409)', async () => {
      const { id, base } = await past(team.owner);
      await team.owner.agent.delete(`/v1/activities/${id}`).expect(200);
      const restored = await team.owner.agent.patch(`/v1/activities/deleted/${id}`).expect(200);
      expect(restored.body).toMatchObject({ id, deleted_at: null, start: base });
      const live = await team.owner.agent.patch(`/v1/activities/deleted/${id}`);
      expect([live.status, errorKey(live)]).toEqual([404, 'activity_not_found']);

      await team.owner.agent.delete(`/v1/activities/${id}`).expect(200);
      await addOk(team.owner, { start: base + 60, end: base + 120 });
      const taken = await team.owner.agent.patch(`/v1/activities/deleted/${id}`);
      expect([taken.status, errorKey(taken)]).toEqual([409, 'activity_conflict']);
      await team.member.agent.patch(`/v1/activities/deleted/${id}`).expect(404);
    });
  });

  describe('modification rules', () => {
    it('refuses members’ direct changes of past time under approval; MANAGE bypasses', async () => {
      const team = await activitiesTeam(t);
      await timeOptional(team);
      const base = nowSeconds(t) - 20 * DAY;
      const closed = await addOk(team.member, { start: base, end: base + HOUR });
      await newWorkspaceTime(t, team.workspaceId, team.member.id, { ago: HOUR }, null);
      const running = await startOk(team.member, { start: nowSeconds(t) - 600 });
      await team.owner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
      // Past the one-minute window the member may delete their own time; approval still refuses.
      await grant(t, team.workspaceId, 'DELETE_CLOSED_TIMESTAMP_AFTER_1MIN', 'Member');

      const refused = [
        add(team.member, { start: base + 2 * HOUR, end: base + 3 * HOUR }),
        team.member.agent.patch(`/v1/activities/${closed.id}`).send({ end: base + 1800 }),
        team.member.agent.patch(`/v1/activities/${closed.id}`).send({ description: 'Changed' }),
        team.member.agent.delete(`/v1/activities/${closed.id}`),
        team.member.agent.patch(`/v1/activities/${running.id}`).send({ end: nowSeconds(t) - 60 }),
      ];
      for (const res of await Promise.all(refused)) {
        expect([res.status, errorKey(res)]).toEqual([403, 'time_modification_not_allowed']);
      }
      // The running activity's details and start stay the member's, and the note always is.
      await team.member.agent
        .patch(`/v1/activities/${running.id}`)
        .send({ description: 'Now this', start: nowSeconds(t) - 900 })
        .expect(200);
      await team.member.agent
        .patch(`/v1/activities/${closed.id}`)
        .send({ note: 'for the record' })
        .expect(200);
      t.clock.advance(1_000);
      await team.member.agent.patch(`/v1/activities/${running.id}/stop`).send({}).expect(200);

      await team.manager.agent
        .patch(`/v1/activities/${closed.id}`)
        .send({ end: base + 1800, description: 'Fixed' })
        .expect(200);
      await addOk(team.manager, { start: base, end: base + HOUR });
      await team.manager.agent.delete(`/v1/activities/${closed.id}`).expect(200);
      const restore = await team.member.agent.patch(`/v1/activities/deleted/${closed.id}`);
      expect([restore.status, errorKey(restore)]).toEqual([403, 'time_modification_not_allowed']);
    });

    it('applies the two "modification allowed" switches only under is_permission_required', async () => {
      const team = await activitiesTeam(t);
      await timeOptional(team);
      const base = nowSeconds(t) - 30 * DAY;
      const { id } = await addOk(team.member, { start: base, end: base + HOUR });
      await settings(team, { is_time_modification_allowed: false });
      await team.member.agent
        .patch(`/v1/activities/${id}`)
        .send({ end: base + 1800 })
        .expect(200);

      await settings(team, {
        is_permission_required: true,
        is_time_modification_allowed: false,
        is_detail_modification_allowed: true,
      });
      const time = await team.member.agent.patch(`/v1/activities/${id}`).send({ start: base + 60 });
      expect([time.status, errorKey(time)]).toEqual([403, 'time_modification_not_allowed']);
      // Sending the unchanged time along is not a change.
      await team.member.agent
        .patch(`/v1/activities/${id}`)
        .send({ start: base, description: 'Details are fine' })
        .expect(200);

      await settings(team, {
        is_time_modification_allowed: true,
        is_detail_modification_allowed: false,
      });
      const details = await team.member.agent
        .patch(`/v1/activities/${id}`)
        .send({ description: 'Nope' });
      expect([details.status, errorKey(details)]).toEqual([403, 'time_modification_not_allowed']);
      await team.member.agent
        .patch(`/v1/activities/${id}`)
        .send({ start: base + 60 })
        .expect(200);
    });
  });
});
