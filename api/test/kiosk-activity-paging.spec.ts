import type { KioskActivityPage } from '@punchcard/shared';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { newTeam, type Team } from './support/factory.js';
import { pairedKiosk } from './support/kiosks.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A fixed day far enough back that nothing the suite records meanwhile falls inside it. */
const BASE = 1_700_000_000;
const ROUTES = ['/v1/kiosks/punches', '/v1/kiosks/identify-failures'] as const;
type Route = (typeof ROUTES)[number];

describe('kiosk activity lists: range, kiosk and keyset paging', () => {
  let t: TestApp;
  let team: Team;
  let lobby: string;
  let yard: string;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Activity Paging' });
    lobby = (await pairedKiosk(t, team.superOwner, 'Lobby')).id;
    yard = (await pairedKiosk(t, team.superOwner, 'Yard')).id;
    // Lobby: 7 rows, two sharing a second across the first page's end (limit 3), so the id must
    // break the tie; Yard: 2.
    const lobbyTimes = [0, 10, 20, 30, 30, 40, 50];
    for (const offset of lobbyTimes) await seed(lobby, BASE + offset);
    await seed(yard, BASE + 25);
    await seed(yard, BASE + 90);
  });
  afterAll(() => t.close());

  async function seed(idKiosk: string, at: number) {
    const when = new Date(at * 1000);
    await sql(
      t,
      `INSERT INTO kiosk_punches (id_kiosk, id_workspace, in_chain, status, error_key, received_at)
       VALUES ($1, $2, false, 'rejected', 'kiosk.punch.bad_hash', $3)`,
      [idKiosk, team.workspaceId, when],
    );
    await sql(
      t,
      `INSERT INTO kiosk_identify_failures (id_workspace, id_kiosk, method, reason, created_at)
       VALUES ($1, $2, 'pin', 'unknown', $3)`,
      [team.workspaceId, idKiosk, when],
    );
  }

  const timeOf = (route: Route, row: Record<string, unknown>) =>
    Number(route === '/v1/kiosks/punches' ? row.received_at : row.at);

  async function page(route: Route, query: Record<string, string | number>) {
    const res = await team.superOwner.agent.get(route).query(query).expect(200);
    return res.body as KioskActivityPage<Record<string, unknown> & { id: string }>;
  }

  describe.each(ROUTES)('%s', (route) => {
    it('keeps to the kiosk and [from, to), newest first', async () => {
      const answer = await page(route, { id_kiosk: lobby, from: BASE + 10, to: BASE + 40 });
      expect(answer.items.map((row) => timeOf(route, row))).toEqual([
        BASE + 30,
        BASE + 30,
        BASE + 20,
        BASE + 10,
      ]);
      expect(answer.items.every((row) => row.id_kiosk === lobby)).toBe(true);
      expect(answer.next_before).toBeNull();
      const both = await page(route, { from: BASE + 20, to: BASE + 30 });
      expect(both.items.map((row) => row.kiosk_name)).toEqual(['Yard', 'Lobby']);
    });

    it('pages through three pages without a duplicate or a gap', async () => {
      const whole = await page(route, { id_kiosk: lobby, from: BASE, to: BASE + 100 });
      expect(whole.items).toHaveLength(7);
      const seen: string[] = [];
      const query: Record<string, string | number> = {
        id_kiosk: lobby,
        from: BASE,
        to: BASE + 100,
        limit: 3,
      };
      const sizes: number[] = [];
      for (;;) {
        const answer = await page(route, query);
        sizes.push(answer.items.length);
        seen.push(...answer.items.map((row) => row.id));
        if (answer.next_before === null) break;
        query.before = answer.next_before;
      }
      expect(sizes).toEqual([3, 3, 1]);
      expect(seen).toEqual(whole.items.map((row) => row.id));
    });

    it('answers every row when fewer than a page, and refuses bad ranges, sizes and cursors with 400', async () => {
      const first = await page(route, { to: BASE + 100 });
      expect(first.items).toHaveLength(9);
      const bad: Record<string, string | number>[] = [
        { from: BASE + 10, to: BASE + 10 },
        { from: BASE + 20, to: BASE + 10 },
        { from: 'yesterday' },
        { to: -1 },
        { limit: 0 },
        { limit: 201 },
        { before: 'not-a-cursor' },
        { before: Buffer.from(`12:${lobby}:x`).toString('base64url') },
        { id_kiosk: 'lobby' },
      ];
      for (const query of bad) {
        const res = await team.superOwner.agent.get(route).query(query);
        expect([JSON.stringify(query), res.status, errorKey(res)]).toEqual([
          JSON.stringify(query),
          400,
          'error.bad_request',
        ]);
      }
    });

    it('shows another workspace none of these rows', async () => {
      const other = await newTeam(t, { name: 'Activity Elsewhere', members: {} });
      const res = await other.superOwner.agent.get(route).query({ id_kiosk: lobby }).expect(200);
      expect((res.body as KioskActivityPage<unknown>).items).toEqual([]);
    });
  });
});
