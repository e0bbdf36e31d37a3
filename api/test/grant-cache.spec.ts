import { Invalidations } from '#src/database/invalidations.js';
import { sql } from './support/db.js';
import { newTeam, type Person, type Team } from './support/factory.js';
import { serverUrl } from './support/test-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Workspace grants are cached per workspace on every instance. These prove the cache never
 * outlives a change: the API's own change is seen by the very next call, a change from outside
 * (psql here) within a second through the table's trigger, and an instance whose listener is gone
 * stops serving from the cache until it is back.
 */
describe('workspace grants cache', () => {
  let t: TestApp;
  let team: Team<'member'>;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { members: { member: 'Member' } });
  });
  afterAll(() => t.close());

  let tagNumber = 0;
  const createTag = async (who: Person) =>
    (await who.agent.post('/v1/tags').send({ name: `tag ${String(++tagNumber)}` })).status;

  /** Polls until the member's call answers `status`; answers how long that took. */
  async function until(status: number, limitMs = 1000): Promise<number> {
    const started = Date.now();
    for (;;) {
      const got = await createTag(team.member);
      const elapsed = Date.now() - started;
      if (got === status) return elapsed;
      if (elapsed > limitMs) throw new Error(`still ${String(got)} after ${String(elapsed)} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** As psql would: plain SQL, nothing told to the app (unlike the specs' `grant` helper). */
  const memberMayTag = (allowed: boolean) =>
    sql(
      t,
      allowed
        ? `INSERT INTO workspace_permissions (id_workspace, id_permission, member_role)
           SELECT $1, id, 'Member' FROM permissions WHERE permission = 'CUD_TAGS'`
        : `DELETE FROM workspace_permissions g USING permissions p
            WHERE p.id = g.id_permission AND g.id_workspace = $1
              AND p.permission = 'CUD_TAGS' AND g.member_role = 'Member'`,
      [team.workspaceId],
    );

  it('sees a change made outside the API within a second, both ways', async () => {
    await memberMayTag(false);
    await until(403);
    expect(await createTag(team.member)).toBe(403); // now cached
    await memberMayTag(true);
    expect(await until(201)).toBeLessThan(1000);
    await memberMayTag(false);
    expect(await until(403)).toBeLessThan(1000);
  });

  it('sees its own permission change on the very next call', async () => {
    const ids = (await sql<{ id: string; permission: string }>(
      t,
      `SELECT id, permission FROM permissions`,
    )) as { id: string; permission: string }[];
    const current = (
      await team.superOwner.agent.get(`/v1/workspaces/${team.workspaceId}/permissions`).expect(200)
    ).body as { id_permission: string; member_role: string }[];
    const tags = ids.find((row) => row.permission === 'CUD_TAGS')?.id ?? '';
    const without = current
      .filter((g) => !(g.id_permission === tags && g.member_role.toLowerCase() === 'member'))
      .map(({ id_permission, member_role }) => ({ id_permission, member_role }));
    const replace = (pairs: typeof without) =>
      team.superOwner.agent.patch('/v1/workspaces/permissions').send({ permissions: pairs });

    await replace(without).expect(200);
    expect(await createTag(team.member)).toBe(403);
    await replace([...without, { id_permission: tags, member_role: 'Member' }]).expect(200);
    expect(await createTag(team.member)).toBe(201);
    await replace(without).expect(200);
    expect(await createTag(team.member)).toBe(403);
  });

  (serverUrl() ? it : it.skip)(
    'serves nothing cached while its listener is down, and caches again once it is back',
    async () => {
      const invalidations = t.app.get(Invalidations);
      await memberMayTag(false);
      await until(403);
      await sql(
        t,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'punchcard-listen'`,
      );
      const waitFor = async (live: boolean) => {
        const deadline = Date.now() + 5000;
        while (invalidations.live !== live) {
          if (Date.now() > deadline) throw new Error(`listener never became live=${String(live)}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      await waitFor(false);
      // No notification can arrive now: only reading the database again shows the change.
      await memberMayTag(true);
      expect(await createTag(team.member)).toBe(201);
      await waitFor(true);
      await memberMayTag(false);
      expect(await until(403)).toBeLessThan(1000);
    },
  );
});
