import type { Me, Member } from '@punchcard/shared';
import { newWorkspace } from './support/factory.js';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';
import { membersTeam, memberOf } from './support/members.js';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('names and pictures', () => {
    it('sets the name the workspace shows for a member; a member may rename themself', async () => {
      const { owner, Member, Guest, Manager } = await membersTeam(t);
      const res = await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: ' Grace ', last_name: 'Hopper', nickname: 'Amazing' })
        .expect(200);
      expect(res.body).toMatchObject({
        first_name: 'Grace',
        last_name: 'Hopper',
        nickname: 'Amazing',
        name: 'Amazing',
      });
      const kept = await Member.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: 'G', last_name: null })
        .expect(200);
      expect(kept.body).toMatchObject({ first_name: 'G', last_name: null, nickname: 'Amazing' });
      const cleared = await Member.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: 'G', last_name: 'H', nickname: '' })
        .expect(200);
      expect(cleared.body).toMatchObject({ nickname: null, name: 'G H' });
      // The account's own name is untouched.
      const me = (await Member.agent.get('/v1/accounts/me').expect(200)).body as Me;
      expect(me.user.first_name).toBeNull();

      await Guest.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: 'X', last_name: 'Y' })
        .expect(403);
      const reach = await Manager.agent
        .patch(`/v1/workspaces/members/${owner.id}/profile`)
        .send({ first_name: 'X', last_name: 'Y' })
        .expect(403);
      expect(reach.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: 'x'.repeat(101), last_name: 'Y' })
        .expect(400);
      await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ last_name: 'Y' })
        .expect(400);
      const other = await newWorkspace(t);
      const foreign = await owner.agent
        .patch(`/v1/workspaces/members/${other.me.user.id}/profile`)
        .send({ first_name: 'X', last_name: 'Y' })
        .expect(404);
      expect(foreign.body).toMatchObject({ error_key: 'member_not_found' });
    });

    it("sets the caller's nickname; empty is 400 workspace_nickname_empty", async () => {
      const { owner, Guest } = await membersTeam(t);
      const res = await Guest.agent
        .post('/v1/workspaces/nicknames')
        .send({ nickname: '  Gus ' })
        .expect(200);
      expect(res.body).toMatchObject({ id_user: Guest.id, nickname: 'Gus', name: 'Gus' });
      expect((await memberOf(owner.agent, owner.workspaceId, Guest.id))?.nickname).toBe('Gus');
      for (const nickname of ['', '   ']) {
        const empty = await Guest.agent
          .post('/v1/workspaces/nicknames')
          .send({ nickname })
          .expect(400);
        expect(empty.body).toMatchObject({ error_key: 'workspace_nickname_empty' });
      }
      await Guest.agent
        .post('/v1/workspaces/nicknames')
        .send({ nickname: 'x'.repeat(51) })
        .expect(400);
      const lonely = await signUp(t);
      const none = await lonely.agent
        .post('/v1/workspaces/nicknames')
        .send({ nickname: 'Z' })
        .expect(404);
      expect(none.body).toMatchObject({ error_key: 'workspace_not_found' });
    });

    it("sets the caller's own avatar from an image upload", async () => {
      const { owner, Guest } = await membersTeam(t);
      const res = await Guest.agent
        .patch('/v1/workspaces/members/me/avatar')
        .attach('file', PNG, 'me.png')
        .expect(200);
      const avatar = (res.body as Member).avatar ?? '';
      expect(avatar).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\.png$/);
      await owner.agent.get(avatar).expect(200);
      const second = await Guest.agent
        .patch('/v1/workspaces/members/me/avatar')
        .attach('file', PNG, 'again.png')
        .expect(200);
      expect((second.body as Member).avatar).not.toBe(avatar);
      await owner.agent.get(avatar).expect(404);
      const bad = await Guest.agent
        .patch('/v1/workspaces/members/me/avatar')
        .attach('file', Buffer.from('not an image'), 'x.png')
        .expect(400);
      expect(bad.body).toMatchObject({ error_key: 'upload_invalid_type' });
      const missing = await Guest.agent.patch('/v1/workspaces/members/me/avatar').expect(400);
      expect(missing.body).toMatchObject({ error_key: 'upload_missing' });
    });
  });
});
