import { type DeletedWorkspace, Role, type Workspace } from '@punchcard/shared';
import { newMember, newWorkspace } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { settingsTeam } from './support/workspace-settings.js';

describe('workspace profile and deleted workspaces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('PATCH /v1/workspaces/profile', () => {
    it('sets the address and time zone, each only when sent, and clears a blank address', async () => {
      const { owner } = await settingsTeam(t);
      const both = await owner.agent
        .patch('/v1/workspaces/profile')
        .send({ address: '  1-1 Chiyoda, Tokyo ', time_zone: 'Asia/Tokyo' })
        .expect(200);
      expect(both.body).toMatchObject({ address: '1-1 Chiyoda, Tokyo', time_zone: 'Asia/Tokyo' });

      const zoneOnly = await owner.agent
        .patch('/v1/workspaces/profile')
        .send({ time_zone: 'Europe/Paris' })
        .expect(200);
      expect(zoneOnly.body).toMatchObject({
        address: '1-1 Chiyoda, Tokyo',
        time_zone: 'Europe/Paris',
      });

      const cleared = await owner.agent
        .patch('/v1/workspaces/profile')
        .send({ address: '   ' })
        .expect(200);
      expect(cleared.body).toMatchObject({ address: null, time_zone: 'Europe/Paris' });
      const read = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
      expect((read.body as Workspace).address).toBeNull();
    });

    it('refuses a zone the runtime does not know and an address too long', async () => {
      const { owner } = await settingsTeam(t);
      const zone = await owner.agent
        .patch('/v1/workspaces/profile')
        .send({ time_zone: 'Mars/Olympus' })
        .expect(400);
      expect(zone.body).toMatchObject({ error_key: 'error.bad_request' });
      await owner.agent
        .patch('/v1/workspaces/profile')
        .send({ address: 'x'.repeat(501) })
        .expect(400);
      const read = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
      expect(read.body).toMatchObject({ address: null, time_zone: 'UTC' });
    });
  });

  describe('GET /v1/workspaces/deleted', () => {
    it('lists what the caller super-owns, newest first, and forgets it once restored', async () => {
      const owner = await newWorkspace(t, { name: 'First' });
      const second = await owner.agent.post('/v1/workspaces').send({ name: 'Second' }).expect(201);
      const idSecond = (second.body as Workspace).id;
      const coOwner = await newMember(t, owner.workspaceId, Role.Owner, { via: 'sign-up' });

      await owner.agent.get('/v1/workspaces/deleted').expect(200, []);
      await owner.agent.delete(`/v1/workspaces/${owner.workspaceId}`).expect(200);
      await owner.agent.delete(`/v1/workspaces/${idSecond}`).expect(200);

      const listed = (await owner.agent.get('/v1/workspaces/deleted').expect(200))
        .body as DeletedWorkspace[];
      expect(listed.map(({ name }) => name)).toEqual(['Second', 'First']);
      expect(listed[0]?.id).toBe(idSecond);
      expect(listed[0]?.deleted_at).toBeGreaterThan(Date.now() / 1000 - 60);
      // An owner who is not the super owner may not restore, so sees none.
      await coOwner.agent.get('/v1/workspaces/deleted').expect(200, []);

      await owner.agent.patch(`/v1/workspaces/deleted/${idSecond}`).expect(200);
      const left = (await owner.agent.get('/v1/workspaces/deleted').expect(200))
        .body as DeletedWorkspace[];
      expect(left.map(({ name }) => name)).toEqual(['First']);
    });
  });
});
