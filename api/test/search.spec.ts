import { SEARCH_SIZE_CAP, type SearchHit, type SearchResult } from '@punchcard/shared';
import { newLink, newRow, newWorkspace, type Owner } from './support/factory.js';
import { addMember, setPlan, sql } from './support/db.js';
import { signUp, startTestApp, type TestAgent, type TestApp } from './support/test-app.js';

describe('search', () => {
  let t: TestApp;
  /** The BASIC workspace every test searches, and one person of each kind of access. */
  let ws: string;
  let owner: Owner;
  let member: Awaited<ReturnType<typeof signUp>>;
  let insider: Awaited<ReturnType<typeof signUp>>;
  let manager: Awaited<ReturnType<typeof signUp>>;
  let stranger: Owner;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newWorkspace(t, { name: 'Search Team', plan: 'BASIC' });
    ws = owner.workspaceId;
    [member, insider, manager] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    await addMember(t, ws, member.me.user.id, 'Member');
    await addMember(t, ws, insider.me.user.id, 'Member');
    await addMember(t, ws, manager.me.user.id, 'Manager');
    await sql(t, `UPDATE users SET first_name = 'Hanako', last_name = 'Yamada' WHERE id = $1`, [
      member.me.user.id,
    ]);
    await sql(t, `UPDATE workspace_members SET nickname = 'Kitchen Boss' WHERE id_user = $1`, [
      insider.me.user.id,
    ]);
    const by = owner.me.user.id;
    ids.tokyo = await newRow(t, 'projects', {
      id_workspace: ws,
      name: '東京オフィス改装',
      created_by: by,
    });
    ids.secret = await newRow(t, 'projects', {
      id_workspace: ws,
      name: 'Secret Bakery Merger',
      is_public: false,
      created_by: by,
    });
    await newLink(t, 'project_members', { id_project: ids.secret, id_user: insider.me.user.id });
    ids.deletedProject = await newRow(t, 'projects', {
      id_workspace: ws,
      name: 'Bakery Archive',
      created_by: by,
      deleted_at: new Date(),
    });
    ids.bakeryClient = await newRow(t, 'clients', { id_workspace: ws, name: 'Bakery Co' });
    ids.corner = await newRow(t, 'clients', { id_workspace: ws, name: 'Corner bakery' });
    ids.tag = await newRow(t, 'tags', { id_workspace: ws, name: '100% done' });
    ids.plainTag = await newRow(t, 'tags', { id_workspace: ws, name: 'plain' });
    ids.category = await newRow(t, 'categories', { id_workspace: ws, name: 'Baking' });
    ids.publicTask = await newRow(t, 'tasks', {
      id_workspace: ws,
      id_project: ids.tokyo,
      id_user: by,
      name: 'Order oven parts',
    });
    ids.secretTask = await newRow(t, 'tasks', {
      id_workspace: ws,
      id_project: ids.secret,
      id_user: by,
      name: 'Oven negotiation',
    });
    ids.looseTask = await newRow(t, 'tasks', {
      id_workspace: ws,
      id_user: by,
      name: 'Oven cleaning',
    });
    ids.personalTask = await newRow(t, 'tasks', {
      id_workspace: ws,
      id_user: member.me.user.id,
      name: 'Oven diary',
      is_personal: true,
    });
    stranger = await newWorkspace(t, { name: 'Elsewhere' });
    await newRow(t, 'projects', {
      id_workspace: stranger.workspaceId,
      name: 'Bakery Elsewhere',
      created_by: stranger.me.user.id,
    });
    await newRow(t, 'clients', { id_workspace: stranger.workspaceId, name: '東京オフィス' });
  });
  afterAll(() => t.close());

  async function search(agent: TestAgent, q: string, limit?: number): Promise<SearchResult> {
    const res = await agent
      .get('/v1/search')
      .query(limit === undefined ? { q } : { q, limit: String(limit) })
      .expect(200);
    return res.body as SearchResult;
  }

  const idsOf = (result: SearchResult) => result.hits.map((hit) => hit.id);

  it.each([
    ['改装', 0.6],
    ['オフィス', 0.6],
    ['東京', 0.8],
  ])('finds a project by the partial Japanese word %s', async (q, score) => {
    const result = await search(member.agent, q);
    expect(result.hits).toEqual([
      { type: 'project', id: ids.tokyo, title: '東京オフィス改装', subtitle: null, score },
    ]);
    expect(result.size).toBe(1);
  });

  it('finds partial English words across kinds, best first, with the hit shape', async () => {
    const result = await search(member.agent, 'bake');
    const hits = result.hits.map(({ type, id }) => ({ type, id }));
    expect(hits).toEqual(
      expect.arrayContaining([
        { type: 'client', id: ids.bakeryClient },
        { type: 'client', id: ids.corner },
      ]),
    );
    const bakeryCo = result.hits.find((hit) => hit.id === ids.bakeryClient);
    const corner = result.hits.find((hit) => hit.id === ids.corner);
    expect(bakeryCo).toEqual({
      type: 'client',
      id: ids.bakeryClient,
      title: 'Bakery Co',
      subtitle: null,
      score: 0.8,
    });
    // A prefix ranks above a word in the middle.
    expect(result.hits.indexOf(bakeryCo as SearchHit)).toBeLessThan(
      result.hits.indexOf(corner as SearchHit),
    );
    expect(result.size).toBe(result.hits.length);
    expect(idsOf(await search(member.agent, 'Baking'))[0]).toBe(ids.category);
  });

  it('never returns another workspace’s objects', async () => {
    const mine = await search(member.agent, 'Elsewhere');
    expect(mine).toEqual({ hits: [], size: 0, is_size_capped: false });
    const theirs = await search(stranger.agent, '東京');
    expect(theirs.hits.map((hit) => hit.title)).toEqual(['東京オフィス']);
  });

  it('hides private projects and their tasks from members without access', async () => {
    const forMember = await search(member.agent, 'Secret');
    expect(idsOf(forMember)).not.toContain(ids.secret);
    expect(idsOf(await search(member.agent, 'negotiation'))).toEqual([]);
    for (const agent of [insider.agent, manager.agent, owner.agent]) {
      expect(idsOf(await search(agent, 'Secret'))).toContain(ids.secret);
    }
    const task = (await search(insider.agent, 'negotiation')).hits[0];
    expect(task).toMatchObject({
      type: 'task',
      id: ids.secretTask,
      title: 'Oven negotiation',
      subtitle: 'Secret Bakery Merger',
    });
  });

  it('treats every project as public on a plan without private projects', async () => {
    const free = await newWorkspace(t, { name: 'Free' });
    const person = await signUp(t);
    await addMember(t, free.workspaceId, person.me.user.id, 'Member');
    const id = await newRow(t, 'projects', {
      id_workspace: free.workspaceId,
      name: 'Hidden Garden',
      is_public: false,
      created_by: free.me.user.id,
    });
    expect(idsOf(await search(person.agent, 'garden'))).toEqual([id]);
    await setPlan(t, free.workspaceId, 'LITE');
    expect(idsOf(await search(person.agent, 'garden'))).toEqual([]);
  });

  it('shows personal tasks only to their owner and project-less tasks to all', async () => {
    const forOwner = idsOf(await search(owner.agent, 'oven'));
    expect(forOwner).toEqual(
      expect.arrayContaining([ids.publicTask, ids.secretTask, ids.looseTask]),
    );
    expect(forOwner).not.toContain(ids.personalTask);
    const forMember = idsOf(await search(member.agent, 'oven'));
    expect(forMember.sort()).toEqual([ids.publicTask, ids.looseTask, ids.personalTask].sort());
    const loose = (await search(member.agent, 'cleaning')).hits[0];
    expect(loose).toMatchObject({ type: 'task', id: ids.looseTask, subtitle: null });
  });

  it('finds members by name, nickname and e-mail, but not inactive ones', async () => {
    const byName = (await search(owner.agent, 'yamada')).hits;
    expect(byName).toEqual([
      {
        type: 'member',
        id: member.me.user.id,
        title: 'Hanako Yamada',
        subtitle: member.email,
        score: 0.6,
      },
    ]);
    expect((await search(owner.agent, 'kitchen')).hits[0]).toMatchObject({
      type: 'member',
      id: insider.me.user.id,
      title: 'Kitchen Boss',
    });
    // Other e-mails of the same shape may be similar enough to match too, but rank lower.
    expect((await search(owner.agent, manager.email)).hits[0]).toMatchObject({
      id: manager.me.user.id,
      score: 1,
    });
    const gone = await signUp(t);
    await addMember(t, ws, gone.me.user.id, 'Member', 'INACTIVE');
    expect(idsOf(await search(owner.agent, gone.email))).not.toContain(gone.me.user.id);
  });

  it('never returns deleted objects', async () => {
    const tag = await newRow(t, 'tags', {
      id_workspace: ws,
      name: 'Zanzibar',
      deleted_at: new Date(),
    });
    expect(idsOf(await search(owner.agent, 'Zanzibar'))).not.toContain(tag);
    expect(idsOf(await search(owner.agent, 'Archive'))).not.toContain(ids.deletedProject);
  });

  it('treats LIKE wildcards literally', async () => {
    expect(idsOf(await search(owner.agent, '%'))).toEqual([ids.tag]);
    expect(idsOf(await search(owner.agent, '_'))).toEqual([]);
  });

  it('limits the hits and counts every match in size', async () => {
    const all = await search(owner.agent, 'oven');
    expect(all.size).toBeGreaterThanOrEqual(3);
    const one = await search(owner.agent, 'oven', 1);
    expect(one.hits).toHaveLength(1);
    expect(one.size).toBe(all.size);
    expect(one.hits[0]).toEqual(all.hits[0]);
  });

  it('ranks among the newest matching activities only and caps size', async () => {
    // One more match than the cap, one an hour back; the oldest is an exact match (score 1).
    const [oldest] = await sql<{ id: string }>(
      t,
      `INSERT INTO activities (id_workspace, id_user, start_at, end_at, description)
       SELECT $1, $2, now() - n * interval '1 hour', now() - n * interval '1 hour' + interval '30 minutes',
              CASE WHEN n = $3 THEN 'quokka' ELSE 'Quokka survey ' || n END
         FROM generate_series(1, $3) n
        ORDER BY n DESC RETURNING id`,
      [ws, member.me.user.id, SEARCH_SIZE_CAP + 1],
    );
    // The caller's own activities and everyone's are read along different paths.
    for (const agent of [member.agent, owner.agent]) {
      const result = await search(agent, 'quokka', 50);
      expect(result).toMatchObject({ size: SEARCH_SIZE_CAP, is_size_capped: true });
      expect(result.hits).toHaveLength(50);
      expect(idsOf(result)).not.toContain(oldest?.id);
      expect(result.hits[0]).toMatchObject({ type: 'activity', score: 0.8 });
    }
    expect(await search(owner.agent, 'oven')).toMatchObject({ is_size_capped: false });
  });

  it.each([
    [{ q: '' }],
    [{ q: '   ' }],
    [{ q: 'x'.repeat(101) }],
    [{}],
    [{ q: 'oven', limit: '0' }],
    [{ q: 'oven', limit: '51' }],
    [{ q: 'oven', limit: 'ten' }],
    [{ q: 'oven', sort: 'name' }],
  ])('refuses %p with 400 error.bad_request', async (query) => {
    const res = await owner.agent.get('/v1/search').query(query).expect(400);
    expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
  });

  it('accepts 100 characters after trimming', async () => {
    await owner.agent
      .get('/v1/search')
      .query({ q: `  ${'x'.repeat(100)}  ` })
      .expect(200);
  });
});
