import type { Category, CategoryUsage } from '@punchcard/shared';
import { NIL, newTask, newWorkspace, type Owner } from './support/factory.js';
import { addMember, setPlan, sql } from './support/db.js';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';
import { create, freshOwner, list } from './support/categories.js';

describe('categories', () => {
  let t: TestApp;
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    other = await newWorkspace(t, { name: 'Elsewhere' });
  });
  afterAll(() => t.close());

  /** A task row straight in the table (the tasks API is another module's). */
  function task(
    owner: Owner,
    idCategory: string,
    state: 'live' | 'archived' | 'deleted' = 'live',
  ): Promise<string> {
    return newTask(t, owner.workspaceId, owner.id, null, {
      id_category: idCategory,
      name: 'A task',
      archived_at: state === 'archived' ? new Date() : null,
      deleted_at: state === 'deleted' ? new Date() : null,
    });
  }

  async function categoryOfTasks(ids: string[]): Promise<(string | null)[]> {
    const rows = await sql<{ id: string; id_category: string | null }>(
      t,
      `SELECT id, id_category FROM tasks WHERE id = ANY($1)`,
      [ids],
    );
    return ids.map((id) => rows.find((row) => row.id === id)?.id_category ?? null);
  }

  it('reports use by live and archived tasks, not deleted ones', async () => {
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
    const category = await create(owner.agent, 'Plain');
    await owner.agent.delete(`/v1/workspaces/category/${category.id}/pseudo`).expect(200);
    const res = await owner.agent
      .patch(`/v1/workspaces/categories/${category.id}/restore`)
      .send({})
      .expect(200);
    expect(res.body).toEqual(category);
  });

  it('refuses a reassigning restore from the same, an unknown, a deleted or a foreign category, changing nothing', async () => {
    const owner = await freshOwner(t);
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

  it('needs CUD_TASK_CATEGORY to change categories (BASIC); any member reads; FREE keeps the default map', async () => {
    const owner = await freshOwner(t);
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

    // FREE lacks the permissions feature: the default map applies, which gives members nothing.
    await setPlan(t, owner.workspaceId, 'FREE');
    await agent.post('/v1/tasks/categories').send({ name: 'By a member on FREE' }).expect(403);
    await create(manager.agent, 'By the manager on FREE');
  });
});
