import type { Tag } from '@punchcard/shared';
import { newWorkspace, type Owner } from './support/factory.js';
import { addMember, setPlan, sql } from './support/db.js';
import { signUp, startTestApp, type TestAgent, type TestApp } from './support/test-app.js';

const NIL = '00000000-0000-4000-8000-000000000000';

describe('tags', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newWorkspace(t, { name: 'Tags team' });
    await setPlan(t, owner.workspaceId, 'BASIC');
    other = await newWorkspace(t, { name: 'Elsewhere' });
  });
  afterAll(() => t.close());

  /** A workspace of its own, so names never collide with other tests. */
  async function freshOwner() {
    return newWorkspace(t, { name: 'Tag owner' });
  }

  async function create(agent: TestAgent, name: string): Promise<Tag> {
    return (await agent.post('/v1/tags').send({ name }).expect(201)).body as Tag;
  }

  it('creates a tag with a trimmed name and answers the full shape', async () => {
    const before = Math.floor(Date.now() / 1000);
    const tag = (await owner.agent.post('/v1/tags').send({ name: '  urgent ' }).expect(201))
      .body as Tag;
    expect(tag).toEqual({
      id: tag.id,
      name: 'urgent',
      created_at: tag.created_at,
      deleted_at: null,
    });
    expect(tag.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(Number.isInteger(tag.created_at)).toBe(true);
    expect(Math.abs(tag.created_at - before)).toBeLessThanOrEqual(5);
  });

  it.each([[''], ['  ']])('refuses the empty name %p with 400 tag_name_empty', async (name) => {
    const res = await owner.agent.post('/v1/tags').send({ name }).expect(400);
    expect(res.body).toMatchObject({ status_code: 400, error_key: 'tag_name_empty' });
  });

  it('accepts 50 characters and refuses 51 with 400 error.bad_request', async () => {
    const user = await freshOwner();
    await create(user.agent, 'x'.repeat(50));
    const res = await user.agent
      .post('/v1/tags')
      .send({ name: 'y'.repeat(51) })
      .expect(400);
    expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
    await user.agent.post('/v1/tags').send({ name: 5 }).expect(400);
  });

  it('keeps names unique among live tags, ignoring case and spaces: 409 tag_conflict', async () => {
    const user = await freshOwner();
    const tag = await create(user.agent, 'Billable');
    const res = await user.agent.post('/v1/tags').send({ name: ' billABLE  ' }).expect(409);
    expect(res.body).toMatchObject({ status_code: 409, error_key: 'tag_conflict' });
    // Another workspace may use the same name.
    await create(other.agent, 'Billable');

    const second = await create(user.agent, 'Internal');
    const renamed = await user.agent
      .patch(`/v1/tags/${second.id}`)
      .send({ name: 'BILLABLE' })
      .expect(409);
    expect(renamed.body).toMatchObject({ error_key: 'tag_conflict' });
    // Changing only the case of its own name is not a conflict.
    await user.agent.patch(`/v1/tags/${tag.id}`).send({ name: 'billable' }).expect(200);

    const rows = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM tags WHERE id_workspace = $1 AND lower(name) = 'billable'`,
      [user.workspaceId],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('lets exactly one of many racing creates with the same name win', async () => {
    const user = await freshOwner();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => user.agent.post('/v1/tags').send({ name: 'Race' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('frees a deleted name; restoring when the name is taken again is 409 tag_conflict', async () => {
    const user = await freshOwner();
    const first = await create(user.agent, 'Review');
    const deleted = (await user.agent.delete(`/v1/tags/${first.id}/pseudo`).expect(200))
      .body as Tag;
    expect(deleted).toEqual({ ...first, deleted_at: deleted.deleted_at });
    expect(Number.isInteger(deleted.deleted_at)).toBe(true);
    const second = await create(user.agent, 'review');
    const res = await user.agent.patch(`/v1/tags/${first.id}/restore`).expect(409);
    expect(res.body).toMatchObject({ error_key: 'tag_conflict' });

    await user.agent.delete(`/v1/tags/${second.id}/pseudo`).expect(200);
    const restored = await user.agent.patch(`/v1/tags/${first.id}/restore`).expect(200);
    expect(restored.body).toEqual(first);
  });

  it('lists live tags by name; include_deleted adds deleted ones; other workspaces never show', async () => {
    const user = await freshOwner();
    const b = await create(user.agent, 'bravo');
    const a = await create(user.agent, 'Alpha');
    const c = await create(user.agent, 'charlie');
    await create(other.agent, 'Aardvark');
    await user.agent.delete(`/v1/tags/${b.id}/pseudo`).expect(200);
    const live = (await user.agent.get('/v1/tags').expect(200)).body as Tag[];
    expect(live.map((tag) => tag.id)).toEqual([a.id, c.id]);
    const all = (await user.agent.get('/v1/tags?include_deleted=true').expect(200)).body as Tag[];
    expect(all.map((tag) => tag.id)).toEqual([a.id, b.id, c.id]);
    await user.agent.get('/v1/tags?include_deleted=1').expect(400);
  });

  it('renames; empty is tag_name_empty, unknown or deleted is 404 tag_not_found', async () => {
    const user = await freshOwner();
    const tag = await create(user.agent, 'Draft');
    const res = await user.agent.patch(`/v1/tags/${tag.id}`).send({ name: ' Final ' }).expect(200);
    expect(res.body).toEqual({ ...tag, name: 'Final' });
    const empty = await user.agent.patch(`/v1/tags/${tag.id}`).send({ name: ' ' }).expect(400);
    expect(empty.body).toMatchObject({ error_key: 'tag_name_empty' });
    const unknown = await user.agent.patch(`/v1/tags/${NIL}`).send({ name: 'X' }).expect(404);
    expect(unknown.body).toMatchObject({ status_code: 404, error_key: 'tag_not_found' });

    await user.agent.delete(`/v1/tags/${tag.id}/pseudo`).expect(200);
    for (const call of [
      user.agent.patch(`/v1/tags/${tag.id}`).send({ name: 'Zombie' }),
      user.agent.delete(`/v1/tags/${tag.id}/pseudo`),
    ]) {
      expect((await call.expect(404)).body).toMatchObject({ error_key: 'tag_not_found' });
    }
    await user.agent.patch(`/v1/tags/${tag.id}/restore`).expect(200);
    // Only a deleted tag can be restored.
    const again = await user.agent.patch(`/v1/tags/${tag.id}/restore`).expect(404);
    expect(again.body).toMatchObject({ error_key: 'tag_not_found' });
    await user.agent.patch('/v1/tags/nope').send({ name: 'X' }).expect(400);
  });

  it("answers 404 tag_not_found for another workspace's tag on every route", async () => {
    const theirs = await create(other.agent, 'Their tag');
    const gone = await create(other.agent, 'Their deleted tag');
    await other.agent.delete(`/v1/tags/${gone.id}/pseudo`).expect(200);
    for (const call of [
      owner.agent.patch(`/v1/tags/${theirs.id}`).send({ name: 'Mine' }),
      owner.agent.delete(`/v1/tags/${theirs.id}/pseudo`),
      owner.agent.patch(`/v1/tags/${gone.id}/restore`),
    ]) {
      expect((await call.expect(404)).body).toMatchObject({ error_key: 'tag_not_found' });
    }
    const still = (await other.agent.get('/v1/tags').expect(200)).body as Tag[];
    expect(still.find((tag) => tag.id === theirs.id)).toEqual(theirs);
  });

  it('needs CUD_TAGS to change tags (BASIC); any member reads; FREE keeps the default map', async () => {
    const tag = await create(owner.agent, 'Guarded');
    const member = await signUp(t);
    await addMember(t, owner.workspaceId, member.me.user.id, 'Member');
    await member.agent.get('/v1/tags').expect(200);
    const res = await member.agent.post('/v1/tags').send({ name: 'Nope' }).expect(403);
    expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
    await member.agent.patch(`/v1/tags/${tag.id}`).send({ name: 'Nope' }).expect(403);
    await member.agent.delete(`/v1/tags/${tag.id}/pseudo`).expect(403);
    await member.agent.patch(`/v1/tags/${tag.id}/restore`).expect(403);

    const manager = await signUp(t);
    await addMember(t, owner.workspaceId, manager.me.user.id, 'Manager');
    await create(manager.agent, 'By the manager');

    // FREE lacks the permissions feature: the default map applies, which gives members nothing.
    await setPlan(t, owner.workspaceId, 'FREE');
    try {
      await member.agent.post('/v1/tags').send({ name: 'By a member on FREE' }).expect(403);
      await create(manager.agent, 'By the manager on FREE');
    } finally {
      await setPlan(t, owner.workspaceId, 'BASIC');
    }
  });
});
