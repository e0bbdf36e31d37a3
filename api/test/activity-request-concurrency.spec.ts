import { DAY, HOUR, MINUTE } from './support/factory.js';
import {
  fileOk,
  nowSec,
  requestRow,
  review,
  type RequestTeam,
  timeNotRequired,
  requestTeam,
} from './support/activity-requests.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { errorKey } from './support/errors.js';

/**
 * Reviews under concurrency: the request row lock and the activities' exclusion constraint decide,
 * so racing calls end as exactly one success and clean 409s, never 5xx, never two rows.
 */
describe('activity requests under concurrency', () => {
  let t: TestApp;
  let team: RequestTeam;
  beforeAll(async () => {
    t = await startTestApp();
    team = await requestTeam(t);
    await timeNotRequired(t, team);
  });
  afterAll(() => t.close());

  async function liveActivitiesAt(idUser: string, start: number): Promise<number> {
    const [row] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM activities
        WHERE id_user = $1 AND deleted_at IS NULL AND start_at = to_timestamp($2)`,
      [idUser, start],
    );
    return Number(row?.n);
  }

  it('two reviewers approving one request at once: one 200, one 409, one activity', async () => {
    const base = nowSec(t) - 10 * DAY;
    for (let round = 0; round < 10; round += 1) {
      const start = base + round * HOUR;
      const id = await fileOk(team.member, {
        request_type: 'ADD',
        start,
        end: start + 30 * MINUTE,
      });
      const results = await Promise.all([review(team.manager, id), review(team.owner, id)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = results.find((r) => r.status === 409);
      expect(refused && errorKey(refused)).toBe('review_activity_conflict');
      expect(await liveActivitiesAt(team.member.id, start)).toBe(1);
      const winner = results.find((r) => r.status === 200);
      expect(winner?.body).toMatchObject({ status: 'approved' });
    }
  });

  it("approval racing the member's own overlapping start: exactly one wins, cleanly", async () => {
    for (let round = 0; round < 12; round += 1) {
      // Each round an hour later, so the previous round's activities are behind us.
      t.clock.advance(HOUR * 1000);
      const now = nowSec(t);
      const id = await fileOk(team.other, {
        request_type: 'ADD',
        start: now - 20 * MINUTE,
        end: now - 10 * MINUTE,
      });
      const [approval, start] = await Promise.all([
        review(team.manager, id),
        team.other.agent.post('/v1/activities/start').send({ start: now - 15 * MINUTE }),
      ]);
      expect([approval.status, start.status].filter((s) => s >= 500)).toEqual([]);
      if (approval.status === 200) {
        expect([start.status, errorKey(start)]).toEqual([409, 'activity_conflict']);
        expect(await liveActivitiesAt(team.other.id, now - 20 * MINUTE)).toBe(1);
      } else {
        expect([approval.status, errorKey(approval)]).toEqual([409, 'review_activity_conflict']);
        expect(start.status).toBe(201);
        expect(await requestRow(t, id)).toMatchObject({ reviewed_at: null });
        expect(await liveActivitiesAt(team.other.id, now - 20 * MINUTE)).toBe(0);
        // Stop the running activity, so the next round starts clear.
        const running = start.body as { id: string };
        await team.other.agent.patch(`/v1/activities/${running.id}/stop`).send({}).expect(200);
      }
      const [overlaps] = await sql<{ n: string }>(
        t,
        `SELECT count(*) AS n FROM activities a JOIN activities b
            ON a.id_user = b.id_user AND a.id < b.id
           AND a.deleted_at IS NULL AND b.deleted_at IS NULL
           AND tstzrange(a.start_at, coalesce(a.end_at, 'infinity'))
            && tstzrange(b.start_at, coalesce(b.end_at, 'infinity'))
         WHERE a.id_user = $1`,
        [team.other.id],
      );
      expect(overlaps?.n).toBe('0');
    }
  });
});
