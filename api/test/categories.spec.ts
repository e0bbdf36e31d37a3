import type { Category, CategoryUsage } from '@punchcard/shared';
import { addMember, setPlan, sql } from './support/db.js';
import {
  signUp,
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
} from './support/test-app.js';

const NIL = '00000000-0000-4000-8000-000000000000';

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;

describe('categories', () => {
  let t: TestApp;
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    other = await signUpWithWorkspace(t, 'Elsewhere');
  });
  afterAll(() => t.close());

  /** A workspace of its own on BASIC, so role permissions apply and lists start empty. */
  async function freshOwner(): Promise<Owner> {
    const owner = await signUpWithWorkspace(t, 'Category owner');
    await setPlan(t, owner.workspaceId, 'BASIC');
    return owner;
  }

  async function create(agent: TestAgent, name: string, color?: string): Promise<Category> {
    const body = color ? { name, color } : { name };
    return (await agent.post('/v1/tasks/categories').send(body).expect(201)).body as Category;
  }

  async function list(agent: TestAgent, includeDeleted = false): Promise<Category[]> {
    const query = includeDeleted ? '?include_deleted=true' : '';
    return (await agent.get(`/v1/tasks/categories${query}`).expect(200)).body as Category[];
  }

  /** A task row straight in the table (the tasks API is another module's). */
  async function task(
    owner: Owner,
    idCategory: string,
    state: 'live' | 'archived' | 'deleted' = 'live',
  ): Promise<string> {
    const rows = await sql<{ id: string }>(
      t,
      `INSERT INTO tasks (id_workspace, id_category, id_user, name, archived_at, deleted_at)
       VALUES ($1, $2, $3, 'A task', $4, $5) RETURNING id`,
      [
        owner.workspaceId,
        idCategory,
        owner.me.user.id,
        state === 'archived' ? new Date() : null,
        state === 'deleted' ? new Date() : null,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('task not inserted');
    return id;
  }

  async function categoryOfTasks(ids: string[]): Promise<(string | null)[]> {
    const rows = await sql<{ id: string; id_category: string | null }>(
      t,
      `SELECT id, id_category FROM tasks WHERE id = ANY($1)`,
      [ids],
    );
    return ids.map((id) => rows.find((row) => row.id === id)?.id_category ?? null);
  }

  it('creates a category with the default colour and answers the full shape', async () => {
    const owner = await freshOwner();
    const before = Math.floor(Date.now() / 1000);
    const category = (
      await owner.agent.post('/v1/tasks/categories').send({ name: ' Design ' }).expect(201)
    ).body as Category;
    expect(category).toEqual({
      id: category.id,
      name: 'Design',
      color: '#828E99',
      id_workspace: owner.workspaceId,
      created_at: category.created_at,
      deleted_at: null,
    });
    expect(category.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(Number.isInteger(category.created_at)).toBe(true);
    expect(Math.abs(category.created_at - before)).toBeLessThanOrEqual(5);
    expect((await create(owner.agent, 'Build', '#a1b2c3')).color).toBe('#A1B2C3');
  });

  it('refuses an empty name (category_name_empty), a long name and a bad colour (error.bad_request)', async () => {
    const owner = await freshOwner();
    for (const name of ['', '   ']) {
      const res = await owner.agent.post('/v1/tasks/categories').send({ name }).expect(400);
      expect(res.body).toMatchObject({ status_code: 400, error_key: 'category_name_empty' });
    }
    await create(owner.agent, 'x'.repeat(50));
    const long = await owner.agent
      .post('/v1/tasks/categories')
      .send({ name: 'x'.repeat(51) })
      .expect(400);
    expect(long.body).toMatchObject({ error_key: 'error.bad_request' });
    for (const color of ['red', '#12345', '#1234567', '828E99', '#GGGGGG', 5]) {
      const res = await owner.agent
        .post('/v1/tasks/categories')
        .send({ name: 'Coloured', color })
        .expect(400);
      expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
    }
    expect(await list(owner.agent)).toHaveLength(1);
  });

  it('lists live categories by name; include_deleted adds deleted ones; never another workspace', async () => {
    const owner = await freshOwner();
    const c = await create(owner.agent, 'charlie');
    const a = await create(owner.agent, 'Alpha');
    const b = await create(owner.agent, 'bravo');
    await create(other.agent, 'Aardvark');
    await owner.agent.delete(`/v1/workspaces/category/${b.id}/pseudo`).expect(200);
    expect((await list(owner.agent)).map((x) => x.id)).toEqual([a.id, c.id]);
    expect((await list(owner.agent, true)).map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    await owner.agent.get('/v1/tasks/categories?include_deleted=on').expect(400);
  });

  it('updates name and colour; fields not sent keep their value', async () => {
    const owner = await freshOwner();
    const category = await create(owner.agent, 'Ops');
    const res = await owner.agent
      .patch(`/v1/workspaces/categories/${category.id}`)
      .send({ name: ' Operations ', color: '#00ff00' })
      .expect(200);
    expect(res.body).toEqual({ ...category, name: 'Operations', color: '#00FF00' });
    const colourOnly = await owner.agent
      .patch(`/v1/workspaces/categories/${category.id}`)
      .send({ color: '#0000FF' })
      .expect(200);
    expect(colourOnly.body).toMatchObject({ name: 'Operations', color: '#0000FF' });
    const empty = await owner.agent
      .patch(`/v1/workspaces/categories/${category.id}`)
      .send({ name: '' })
      .expect(400);
    expect(empty.body).toMatchObject({ error_key: 'category_name_empty' });
    await owner.agent
      .patch(`/v1/workspaces/categories/${category.id}`)
      .send({ color: 'blue' })
      .expect(400);
    const unknown = await owner.agent
      .patch(`/v1/workspaces/categories/${NIL}`)
      .send({ name: 'X' })
      .expect(404);
    expect(unknown.body).toMatchObject({ status_code: 404, error_key: 'category_not_found' });
    await owner.agent.patch('/v1/workspaces/categories/not-a-uuid').send({ name: 'X' }).expect(400);
  });

  describe('bulk update', () => {
    it('applies every entry in one call and answers them in the order sent', async () => {
      const owner = await freshOwner();
      const a = await create(owner.agent, 'A');
      const b = await create(owner.agent, 'B');
      const res = await owner.agent
        .patch('/v1/workspaces/categories')
        .send({
          categories: [
            { id: b.id, name: 'Bee', color: '#111111' },
            { id: a.id, color: '#222222' },
          ],
        })
        .expect(200);
      expect(res.body).toEqual([
        { ...b, name: 'Bee', color: '#111111' },
        { ...a, color: '#222222' },
      ]);
      expect(await list(owner.agent)).toEqual([
        { ...a, color: '#222222' },
        { ...b, name: 'Bee', color: '#111111' },
      ]);
    });

    it('changes nothing when one id is unknown, deleted or of another workspace (404)', async () => {
      const owner = await freshOwner();
      const a = await create(owner.agent, 'A');
      const gone = await create(owner.agent, 'Gone');
      await owner.agent.delete(`/v1/workspaces/category/${gone.id}/pseudo`).expect(200);
      const theirs = await create(other.agent, 'Theirs');
      for (const stranger of [NIL, gone.id, theirs.id]) {
        const res = await owner.agent
          .patch('/v1/workspaces/categories')
          .send({
            categories: [
              { id: a.id, name: 'Changed' },
              { id: stranger, name: 'Changed too' },
            ],
          })
          .expect(404);
        expect(res.body).toMatchObject({ error_key: 'category_not_found' });
      }
      expect((await list(owner.agent)).map((c) => c.name)).toEqual(['A']);
      expect((await list(other.agent)).find((c) => c.id === theirs.id)?.name).toBe('Theirs');
    });

    it('changes nothing when one name is empty, and refuses duplicates and bad entries', async () => {
      const owner = await freshOwner();
      const a = await create(owner.agent, 'A');
      const b = await create(owner.agent, 'B');
      const empty = await owner.agent
        .patch('/v1/workspaces/categories')
        .send({
          categories: [
            { id: a.id, name: 'Changed' },
            { id: b.id, name: ' ' },
          ],
        })
        .expect(400);
      expect(empty.body).toMatchObject({ error_key: 'category_name_empty' });
      const twice = await owner.agent
        .patch('/v1/workspaces/categories')
        .send({
          categories: [
            { id: a.id, name: 'One' },
            { id: a.id, name: 'Two' },
          ],
        })
        .expect(400);
      expect(twice.body).toMatchObject({ error_key: 'error.bad_request' });
      await owner.agent
        .patch('/v1/workspaces/categories')
        .send({ categories: [{ id: 'nope', name: 'X' }] })
        .expect(400);
      await owner.agent
        .patch('/v1/workspaces/categories')
        .send({ categories: [{ id: a.id, color: '#12' }] })
        .expect(400);
      await owner.agent.patch('/v1/workspaces/categories').send({}).expect(400);
      expect((await list(owner.agent)).map((c) => c.name)).toEqual(['A', 'B']);
      await owner.agent.patch('/v1/workspaces/categories').send({ categories: [] }).expect(200);
    });
  });

  it('reports use by live and archived tasks, not deleted ones', async () => {
    const owner = await freshOwner();
    const category = await create(owner.agent, 'Used');
    const usage = (path: string) => owner.agent.get(path).expect(200);
    const path = `/v1/workspaces/categories/${category.id}`;
    expect((await usage(path)).body).toEqual({ is_used: false, tasks: 0 } satisfies CategoryUsage);
    await task(owner, category.id, 'deleted');
    expect((await usage(path)).body).toEqual({ is_used: false, tasks: 0 });
    await task(owner, category.id);
    await task(owner, category.id, 'archived');
    expect((await usage(path)).body).toEqual({ is_used: true, tasks: 2 });

    const unknown = await owner.agent.get(`/v1/workspaces/categories/${NIL}`).expect(404);
    expect(unknown.body).toMatchObject({ error_key: 'category_not_found' });
    const theirs = await create(other.agent, 'Theirs');
    await owner.agent.get(`/v1/workspaces/categories/${theirs.id}`).expect(404);
  });

  it('refuses to delete a category in use (412 category_in_use); deletes an unused one', async () => {
    const owner = await freshOwner();
    const category = await create(owner.agent, 'Busy');
    const archived = await task(owner, category.id, 'archived');
    const res = await owner.agent
      .delete(`/v1/workspaces/category/${category.id}/pseudo`)
      .expect(412);
    expect(res.body).toMatchObject({ status_code: 412, error_key: 'category_in_use' });
    expect((await list(owner.agent)).map((c) => c.id)).toEqual([category.id]);

    await sql(t, `UPDATE tasks SET deleted_at = now() WHERE id = $1`, [archived]);
    const before = Math.floor(Date.now() / 1000);
    const deleted = (
      await owner.agent.delete(`/v1/workspaces/category/${category.id}/pseudo`).expect(200)
    ).body as Category;
    expect(deleted).toEqual({ ...category, deleted_at: deleted.deleted_at });
    expect(deleted.deleted_at).toBeGreaterThanOrEqual(before - 5);
    expect(await list(owner.agent)).toEqual([]);
    for (const call of [
      owner.agent.delete(`/v1/workspaces/category/${category.id}/pseudo`),
      owner.agent.get(`/v1/workspaces/categories/${category.id}`),
      owner.agent.patch(`/v1/workspaces/categories/${category.id}`).send({ name: 'Zombie' }),
    ]) {
      expect((await call.expect(404)).body).toMatchObject({ error_key: 'category_not_found' });
    }
  });

  it('deletes and moves every task to the new category atomically', async () => {
    const owner = await freshOwner();
    const old = await create(owner.agent, 'Old');
    const target = await create(owner.agent, 'New');
    const tasks = [
      await task(owner, old.id),
      await task(owner, old.id, 'archived'),
      await task(owner, old.id, 'deleted'),
    ];
    const untouched = await task(owner, target.id);
    const res = await owner.agent
      .delete(`/v1/workspaces/categories/${old.id}/new/pseudo`)
      .query({ new_id_category: target.id })
      .expect(200);
    expect(res.body).toEqual({ ...old, deleted_at: (res.body as Category).deleted_at });
    expect(Number.isInteger((res.body as Category).deleted_at)).toBe(true);
    expect(await categoryOfTasks([...tasks, untouched])).toEqual([
      target.id,
      target.id,
      target.id,
      target.id,
    ]);
    expect((await list(owner.agent)).map((c) => c.id)).toEqual([target.id]);
  });

  it('refuses a reassigning delete to the same, an unknown, a deleted or a foreign category, changing nothing', async () => {
    const owner = await freshOwner();
    const old = await create(owner.agent, 'Old');
    const gone = await create(owner.agent, 'Gone');
    await owner.agent.delete(`/v1/workspaces/category/${gone.id}/pseudo`).expect(200);
    const theirs = await create(other.agent, 'Theirs');
    const used = await task(owner, old.id);
    const url = `/v1/workspaces/categories/${old.id}/new/pseudo`;

    const same = await owner.agent.delete(url).query({ new_id_category: old.id }).expect(400);
    expect(same.body).toMatchObject({ error_key: 'error.bad_request' });
    for (const target of [NIL, gone.id, theirs.id]) {
      const res = await owner.agent.delete(url).query({ new_id_category: target }).expect(404);
      expect(res.body).toMatchObject({ error_key: 'category_not_found' });
    }
    await owner.agent.delete(url).expect(400);
    await owner.agent.delete(url).query({ new_id_category: 'nope' }).expect(400);
    const theirsAsSource = await owner.agent
      .delete(`/v1/workspaces/categories/${theirs.id}/new/pseudo`)
      .query({ new_id_category: old.id })
      .expect(404);
    expect(theirsAsSource.body).toMatchObject({ error_key: 'category_not_found' });

    expect(await categoryOfTasks([used])).toEqual([old.id]);
    expect((await list(owner.agent)).map((c) => c.id)).toEqual([old.id]);
    expect((await list(other.agent)).map((c) => c.id)).toContain(theirs.id);
  });

  it('restores a deleted category; a live, unknown or foreign one is 404', async () => {
    const owner = await freshOwner();
    const category = await create(owner.agent, 'Back');
    await owner.agent.delete(`/v1/workspaces/category/${category.id}/pseudo`).expect(200);
    const restored = await owner.agent
      .patch(`/v1/workspaces/category/${category.id}/restore`)
      .expect(200);
    expect(restored.body).toEqual(category);
    expect(await list(owner.agent)).toEqual([category]);

    const theirs = await create(other.agent, 'Theirs');
    await other.agent.delete(`/v1/workspaces/category/${theirs.id}/pseudo`).expect(200);
    for (const id of [category.id, NIL, theirs.id]) {
      const res = await owner.agent.patch(`/v1/workspaces/category/${id}/restore`).expect(404);
      expect(res.body).toMatchObject({ error_key: 'category_not_found' });
    }
  });

  it('restores with new_id_category: every task of that category moves to the restored one', async () => {
    const owner = await freshOwner();
    const old = await create(owner.agent, 'Old');
    const target = await create(owner.agent, 'New');
    const moved = await task(owner, old.id);
    const native = await task(owner, target.id);
    await owner.agent
      .delete(`/v1/workspaces/categories/${old.id}/new/pseudo`)
      .query({ new_id_category: target.id })
      .expect(200);

    const res = await owner.agent
      .patch(`/v1/workspaces/categories/${old.id}/restore`)
      .send({ new_id_category: target.id })
      .expect(200);
    expect(res.body).toEqual(old);
    expect(await categoryOfTasks([moved, native])).toEqual([old.id, old.id]);
    expect((await list(owner.agent)).map((c) => c.id)).toEqual([target.id, old.id]);
  });

  it('restores without new_id_category like the plain restore', async () => {
    const owner = await freshOwner();
    const category = await create(owner.agent, 'Plain');
    await owner.agent.delete(`/v1/workspaces/category/${category.id}/pseudo`).expect(200);
    const res = await owner.agent
      .patch(`/v1/workspaces/categories/${category.id}/restore`)
      .send({})
      .expect(200);
    expect(res.body).toEqual(category);
  });

  it('refuses a reassigning restore from the same, an unknown, a deleted or a foreign category, changing nothing', async () => {
    const owner = await freshOwner();
    const old = await create(owner.agent, 'Old');
    const live = await create(owner.agent, 'Live');
    const gone = await create(owner.agent, 'Gone');
    const theirs = await create(other.agent, 'Theirs');
    const used = await task(owner, live.id);
    for (const id of [old.id, gone.id]) {
      await owner.agent.delete(`/v1/workspaces/category/${id}/pseudo`).expect(200);
    }
    const url = `/v1/workspaces/categories/${old.id}/restore`;
    const same = await owner.agent.patch(url).send({ new_id_category: old.id }).expect(400);
    expect(same.body).toMatchObject({ error_key: 'error.bad_request' });
    for (const source of [NIL, gone.id, theirs.id]) {
      const res = await owner.agent.patch(url).send({ new_id_category: source }).expect(404);
      expect(res.body).toMatchObject({ error_key: 'category_not_found' });
    }
    // The category itself must be a deleted one of this workspace.
    await owner.agent
      .patch(`/v1/workspaces/categories/${live.id}/restore`)
      .send({ new_id_category: old.id })
      .expect(404);
    await owner.agent.patch(url).send({ new_id_category: 'nope' }).expect(400);

    expect(await categoryOfTasks([used])).toEqual([live.id]);
    expect((await list(owner.agent)).map((c) => c.id)).toEqual([live.id]);
  });

  it('needs CUD_TASK_CATEGORY to change categories (BASIC); any member reads; FREE lets every member', async () => {
    const owner = await freshOwner();
    const category = await create(owner.agent, 'Guarded');
    const spare = await create(owner.agent, 'Spare');
    const member = await signUp(t);
    await addMember(t, owner.workspaceId, member.me.user.id, 'Member');
    const agent = member.agent;
    await agent.get('/v1/tasks/categories').expect(200);
    await agent.get(`/v1/workspaces/categories/${category.id}`).expect(200);
    const calls = [
      agent.post('/v1/tasks/categories').send({ name: 'Nope' }),
      agent.patch(`/v1/workspaces/categories/${category.id}`).send({ name: 'Nope' }),
      agent.patch('/v1/workspaces/categories').send({ categories: [] }),
      agent.delete(`/v1/workspaces/category/${category.id}/pseudo`),
      agent
        .delete(`/v1/workspaces/categories/${category.id}/new/pseudo`)
        .query({ new_id_category: spare.id }),
      agent.patch(`/v1/workspaces/category/${category.id}/restore`),
      agent.patch(`/v1/workspaces/categories/${category.id}/restore`).send({}),
    ];
    for (const call of calls) {
      expect((await call.expect(403)).body).toMatchObject({ error_key: 'error.forbidden' });
    }
    const manager = await signUp(t);
    await addMember(t, owner.workspaceId, manager.me.user.id, 'Manager');
    await create(manager.agent, 'By the manager');

    await setPlan(t, owner.workspaceId, 'FREE');
    await create(agent, 'By a member on FREE');
  });
});
