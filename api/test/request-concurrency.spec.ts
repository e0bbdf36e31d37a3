import {
  newWorkspace,
  HOUR,
  MINUTE,
  nowSeconds,
  type Person,
  newMember,
} from './support/factory.js';
import { setPlan, sql } from './support/db.js';
import { filed, review } from './support/span-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ROUNDS = 5;

/**
 * Reviews racing each other and the member's own clocking: the request row lock and the time
 * tables' constraints decide, so exactly one side wins, cleanly (never 5xx, never two changes).
 */
describe('workspace time requests under concurrency', () => {
  let t: TestApp;
  let ws: string;
  let managers: [Person, Person];
  beforeAll(async () => {
    t = await startTestApp();
    const team = await newWorkspace(t, { name: 'Racing team' });
    ws = team.workspaceId;
    await setPlan(t, ws, 'BASIC');
    managers = [await newMember(t, ws, 'Manager'), await newMember(t, ws, 'Owner')];
  });
  afterAll(() => t.close());

  const count = async (query: string, params: unknown[]) =>
    Number((await sql<{ n: string }>(t, query, params))[0]?.n);

  it('two simultaneous approvals of one request: one applies it, the other is 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const me = await newMember(t, ws);
      const n = nowSeconds(t);
      const request = await filed(me.agent, '/v1/workspaces/requests', {
        request_type: 'ADD',
        start: n - 3 * HOUR,
        end: n - 2 * HOUR,
      });
      const results = await Promise.all(managers.map((m) => review(m.agent, request.id, true)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = results.find((r) => r.status === 409);
      expect(refused?.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });
      const winner = results.find((r) => r.status === 200);
      expect(winner?.body).toMatchObject({ status: 'approved' });
      expect(
        await count(`SELECT count(*) AS n FROM workspace_times WHERE id_user = $1`, [me.id]),
      ).toBe(1);
    }
  });

  it("approving an add racing the member's overlapping clock-in: exactly one wins", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const me = await newMember(t, ws);
      const n = nowSeconds(t);
      const request = await filed(me.agent, '/v1/workspaces/requests', {
        request_type: 'ADD',
        start: n - 30 * MINUTE,
        end: n - 10 * MINUTE,
      });
      // Back to inside the requested span: a clock-in now starts there and runs on.
      t.clock.advance(-20 * MINUTE * 1000);
      try {
        const [approval, clockIn] = await Promise.all([
          review(managers[0].agent, request.id, true),
          me.agent.post('/v1/workspaces/timestamps').send({}),
        ]);
        if (approval.status === 200) {
          expect(clockIn.status).toBe(412);
          expect(clockIn.body).toMatchObject({ error_key: 'already_clocked_in' });
        } else {
          expect([approval.status, clockIn.status]).toEqual([409, 201]);
          expect(approval.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });
        }
        const [state] = await sql<{ times: string; open: string; reviewed: boolean }>(
          t,
          `SELECT (SELECT count(*) FROM workspace_times WHERE id_user = $1) AS times,
                  (SELECT count(*) FROM workspace_times WHERE id_user = $1 AND end_at IS NULL) AS open,
                  (SELECT reviewed_at IS NOT NULL FROM time_requests WHERE id = $2) AS reviewed`,
          [me.id, request.id],
        );
        expect(state).toEqual({
          times: '1',
          open: approval.status === 200 ? '0' : '1',
          reviewed: approval.status === 200,
        });
      } finally {
        t.clock.advance(20 * MINUTE * 1000);
      }
    }
  });
});
