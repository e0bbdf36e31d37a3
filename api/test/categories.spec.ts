import type { Category } from '@punchcard/shared';
import { NIL, newWorkspace, type Owner } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { create, freshOwner, list } from './support/categories.js';

describe('categories', () => {
  let t: TestApp;
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    other = await newWorkspace(t, { name: 'Elsewhere' });
  });
  afterAll(() => t.close());

  it('creates a category with the default colour and answers the full shape', async () => {
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
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
    const owner = await freshOwner(t);
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
      const owner = await freshOwner(t);
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
      const owner = await freshOwner(t);
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
      const owner = await freshOwner(t);
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
});
