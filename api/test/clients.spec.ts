import fs from 'node:fs';
import path from 'node:path';
import type { Client } from '@punchcard/shared';
import { PNG_PIXEL } from './matrix/matrix.js';
import { newWorkspace, type Owner, newMember } from './support/factory.js';
import { addMember, setPlan } from './support/db.js';
import { signUp, startTestApp, type TestAgent, type TestApp } from './support/test-app.js';

const NIL = '00000000-0000-4000-8000-000000000000';

describe('clients', () => {
  let t: TestApp;
  /** BASIC plan (role permissions apply) with a Manager, a Member and a Guest. */
  let team: Owner & {
    manager: TestAgent;
    member: TestAgent;
    guest: TestAgent;
  };
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await newWorkspace(t, { name: 'Clients team' });
    await setPlan(t, owner.workspaceId, 'BASIC');
    const [manager, member, guest] = await Promise.all(
      ['Manager', 'Member', 'Guest'].map(async (role) => {
        const person = await signUp(t);
        await addMember(t, owner.workspaceId, person.me.user.id, role);
        return person.agent;
      }),
    );
    if (!manager || !member || !guest) throw new Error('team not built');
    team = { ...owner, manager, member, guest };
    other = await newWorkspace(t, { name: 'Elsewhere' });
  });
  afterAll(() => t.close());

  async function create(agent: TestAgent, name: string): Promise<Client> {
    return (await agent.post('/v1/clients').send({ name }).expect(201)).body as Client;
  }

  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

  it('creates a client with a trimmed name and answers the full shape', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await team.agent.post('/v1/clients').send({ name: '  Northwind  ' }).expect(201);
    const client = res.body as Client;
    expect(Object.keys(client).sort()).toEqual([
      'avatar',
      'created_at',
      'deleted_at',
      'id',
      'name',
    ]);
    expect(client).toEqual({
      id: client.id,
      name: 'Northwind',
      avatar: null,
      created_at: client.created_at,
      deleted_at: null,
    });
    expect(client.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(Number.isInteger(client.created_at)).toBe(true);
    expect(client.created_at).toBeGreaterThanOrEqual(before - 5);
    expect(client.created_at).toBeLessThanOrEqual(before + 5);
  });

  it.each([[''], ['   ']])('refuses the empty name %p with 400 client_name_empty', async (name) => {
    const res = await team.agent.post('/v1/clients').send({ name }).expect(400);
    expect(res.body).toMatchObject({ status_code: 400, error_key: 'client_name_empty' });
  });

  it('accepts 100 characters and refuses 101; refuses a missing or unknown field', async () => {
    await create(team.agent, 'é'.repeat(100));
    const long = await team.agent
      .post('/v1/clients')
      .send({ name: 'x'.repeat(101) })
      .expect(400);
    expect(long.body).toMatchObject({ error_key: 'error.bad_request' });
    const missing = await team.agent.post('/v1/clients').send({}).expect(400);
    expect(missing.body).toMatchObject({ error_key: 'error.bad_request' });
    await team.agent.post('/v1/clients').send({ name: 'A', avatar: 'x' }).expect(400);
  });

  it("lists the active workspace's live clients by name; include_deleted adds deleted ones", async () => {
    const owner = await newWorkspace(t, { name: 'Listing' });
    const zeta = await create(owner.agent, 'zeta');
    const alpha = await create(owner.agent, 'Alpha');
    const beta = await create(owner.agent, 'beta');
    await create(other.agent, 'Not mine');
    await owner.agent.delete(`/v1/clients/${beta.id}/pseudo`).expect(200);

    const live = (await owner.agent.get('/v1/clients').expect(200)).body as Client[];
    expect(live.map((c) => c.name)).toEqual(['Alpha', 'zeta']);
    const all = (
      await owner.agent.get('/v1/clients').query({ include_deleted: 'true' }).expect(200)
    ).body as Client[];
    expect(all.map((c) => c.id)).toEqual([alpha.id, beta.id, zeta.id]);
    expect(all.find((c) => c.id === beta.id)?.deleted_at).toEqual(expect.any(Number));
    const explicit = await owner.agent.get('/v1/clients').query({ include_deleted: 'false' });
    expect((explicit.body as Client[]).length).toBe(2);
    await owner.agent.get('/v1/clients').query({ include_deleted: 'yes' }).expect(400);
  });

  it('renames; an empty name is 400 client_name_empty and an unknown id 404 client_not_found', async () => {
    const client = await create(team.agent, 'Old name');
    const res = await team.agent
      .patch(`/v1/clients/${client.id}/name`)
      .send({ name: ' New name ' })
      .expect(200);
    expect(res.body).toEqual({ ...client, name: 'New name' });
    const empty = await team.agent
      .patch(`/v1/clients/${client.id}/name`)
      .send({ name: '' })
      .expect(400);
    expect(empty.body).toMatchObject({ error_key: 'client_name_empty' });
    const unknown = await team.agent
      .patch(`/v1/clients/${NIL}/name`)
      .send({ name: 'Anything' })
      .expect(404);
    expect(unknown.body).toMatchObject({ status_code: 404, error_key: 'client_not_found' });
    await team.agent.patch('/v1/clients/not-a-uuid/name').send({ name: 'A' }).expect(400);
  });

  describe('avatar', () => {
    it('stores a PNG, answers the client, serves it, and drops the image it replaces', async () => {
      const client = await create(team.agent, 'With avatar');
      const first = await team.agent
        .patch(`/v1/clients/${client.id}/avatar`)
        .attach('file', PNG_PIXEL, 'a.png')
        .expect(200);
      const withAvatar = first.body as Client;
      expect(withAvatar).toEqual({ ...client, avatar: withAvatar.avatar });
      expect(withAvatar.avatar).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\.png$/);
      const image = await team.agent.get(withAvatar.avatar ?? '').expect(200);
      expect(image.headers['content-type']).toBe('image/png');

      // The type comes from the bytes, not the name.
      const second = await team.agent
        .patch(`/v1/clients/${client.id}/avatar`)
        .attach('file', PNG_PIXEL, 'photo.jpg')
        .expect(200);
      const replaced = second.body as Client;
      expect(replaced.avatar).toMatch(/\.png$/);
      expect(replaced.avatar).not.toBe(withAvatar.avatar);
      await team.agent.get(withAvatar.avatar ?? '').expect(404);
      await team.agent.get(replaced.avatar ?? '').expect(200);
    });

    it('refuses a non-image with upload_invalid_type, over 2 MB with upload_too_large, none with upload_missing', async () => {
      const client = await create(team.agent, 'Bad uploads');
      const url = `/v1/clients/${client.id}/avatar`;
      const before = storedFiles().length;
      const text = await team.agent
        .patch(url)
        .attach('file', Buffer.from('GIF89a not really'), 'x.png')
        .expect(400);
      expect(text.body).toMatchObject({ error_key: 'upload_invalid_type' });
      const big = Buffer.concat([PNG_PIXEL, Buffer.alloc(2 * 1024 * 1024)]);
      const large = await team.agent.patch(url).attach('file', big, 'big.png').expect(400);
      expect(large.body).toMatchObject({ error_key: 'upload_too_large' });
      const none = await team.agent.patch(url).field('other', 'x').expect(400);
      expect(none.body).toMatchObject({ error_key: 'upload_missing' });
      expect(storedFiles().length).toBe(before);
      const after = (await team.agent.get('/v1/clients').expect(200)).body as Client[];
      expect(after.find((c) => c.id === client.id)?.avatar).toBeNull();
    });

    it('answers 404 client_not_found for an unknown client and stores nothing', async () => {
      const before = storedFiles().length;
      const res = await team.agent
        .patch(`/v1/clients/${NIL}/avatar`)
        .attach('file', PNG_PIXEL, 'a.png')
        .expect(404);
      expect(res.body).toMatchObject({ error_key: 'client_not_found' });
      expect(storedFiles().length).toBe(before);
    });
  });

  it('soft-deletes and restores; a deleted client is invisible to everything but restore', async () => {
    const client = await create(team.agent, 'Short-lived');
    const before = Math.floor(Date.now() / 1000);
    const deleted = (await team.agent.delete(`/v1/clients/${client.id}/pseudo`).expect(200))
      .body as Client;
    expect(deleted).toEqual({ ...client, deleted_at: deleted.deleted_at });
    expect(Number.isInteger(deleted.deleted_at)).toBe(true);
    expect(deleted.deleted_at).toBeGreaterThanOrEqual(before - 5);
    const listed = (await team.agent.get('/v1/clients').expect(200)).body as Client[];
    expect(listed.map((c) => c.id)).not.toContain(client.id);

    for (const call of [
      team.agent.delete(`/v1/clients/${client.id}/pseudo`),
      team.agent.patch(`/v1/clients/${client.id}/name`).send({ name: 'Zombie' }),
      team.agent.patch(`/v1/clients/${client.id}/avatar`).attach('file', PNG_PIXEL, 'a.png'),
    ]) {
      const res = await call.expect(404);
      expect(res.body).toMatchObject({ error_key: 'client_not_found' });
    }

    const restored = await team.agent.patch(`/v1/clients/${client.id}/restore`).expect(200);
    expect(restored.body).toEqual(client);
    // Restoring a live client is a 404 like any other missing deleted client.
    const again = await team.agent.patch(`/v1/clients/${client.id}/restore`).expect(404);
    expect(again.body).toMatchObject({ error_key: 'client_not_found' });
    const relisted = (await team.agent.get('/v1/clients').expect(200)).body as Client[];
    expect(relisted.map((c) => c.id)).toContain(client.id);
  });

  it("answers 404 client_not_found for another workspace's client on every route", async () => {
    const theirs = await create(other.agent, 'Theirs');
    const gone = await create(other.agent, 'Theirs, deleted');
    await other.agent.delete(`/v1/clients/${gone.id}/pseudo`).expect(200);
    const calls = [
      team.agent.patch(`/v1/clients/${theirs.id}/name`).send({ name: 'Mine now' }),
      team.agent.patch(`/v1/clients/${theirs.id}/avatar`).attach('file', PNG_PIXEL, 'a.png'),
      team.agent.delete(`/v1/clients/${theirs.id}/pseudo`),
      team.agent.patch(`/v1/clients/${gone.id}/restore`),
    ];
    for (const call of calls) {
      const res = await call.expect(404);
      expect(res.body).toMatchObject({ error_key: 'client_not_found' });
    }
    const mine = (await team.agent.get('/v1/clients?include_deleted=true').expect(200))
      .body as Client[];
    expect(mine.map((c) => c.id)).not.toEqual(expect.arrayContaining([theirs.id]));
    const still = (await other.agent.get('/v1/clients').expect(200)).body as Client[];
    expect(still.find((c) => c.id === theirs.id)).toEqual(theirs);
  });

  it('needs CUD_WORKSPACE_CLIENTS to change clients; any member may list them', async () => {
    const client = await create(team.agent, 'Guarded');
    for (const agent of [team.member, team.guest]) {
      await agent.get('/v1/clients').expect(200);
      const res = await agent.post('/v1/clients').send({ name: 'Nope' }).expect(403);
      expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
      await agent.patch(`/v1/clients/${client.id}/name`).send({ name: 'Nope' }).expect(403);
      await agent.delete(`/v1/clients/${client.id}/pseudo`).expect(403);
    }
    await create(team.manager, 'By the manager');
  });

  it('applies the default map on FREE (no permissions feature): members do not manage clients', async () => {
    const owner = await newWorkspace(t, { name: 'Free team' });
    const person = await newMember(t, owner.workspaceId, 'Member', { via: 'sign-up' });
    const refused = await person.agent
      .post('/v1/clients')
      .send({ name: 'By a member' })
      .expect(403);
    expect(refused.body).toMatchObject({ error_key: 'error.forbidden' });
    const manager = await newMember(t, owner.workspaceId, 'Manager', { via: 'sign-up' });
    const client = await create(manager.agent, 'Made by a manager');
    await person.agent.delete(`/v1/clients/${client.id}/pseudo`).expect(403);
  });

  it('answers 401 without a session and 404 workspace_not_found without an active workspace', async () => {
    await t.agent().get('/v1/clients').expect(401);
    const loner = await signUp(t);
    const res = await loner.agent.get('/v1/clients').expect(404);
    expect(res.body).toMatchObject({ error_key: 'workspace_not_found' });
  });
});
