import { PunchAction, type PunchEntry, Role } from '@punchcard/shared';
import { sql } from './support/db.js';
import { HOUR, MINUTE, newMember, newTeam, nowSeconds, type Person } from './support/factory.js';
import { punchKiosk, sendPunches } from './support/punches.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MEMBERS = 20;
const PER_MEMBER = 30;
const CYCLE = [
  PunchAction.ClockIn,
  PunchAction.BreakStart,
  PunchAction.BreakEnd,
  PunchAction.ClockOut,
] as const;

/**
 * A kiosk back from an outage: 600 offline PIN punches of 20 members in one batch, sent twice at
 * the same time. The budget is 5 s; the elapsed time is printed, not asserted (the
 * benchmark measures speed).
 */
describe('a 600-punch offline backlog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('applies exactly once and in seq order, also when sent twice at once', async () => {
    const team = await newTeam(t, { name: 'Backlog Team', members: {} });
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_kiosk_enabled: true, is_pin_enabled: true, is_picture_enabled: false })
      .expect(200);
    const people: { person: Person; pin: string }[] = [];
    for (let m = 0; m < MEMBERS; m++) {
      const person = await newMember(t, team.workspaceId, Role.Member, { via: 'sign-up' });
      const pin = String(40_517_293 + m * 104_729);
      await person.agent.put('/v1/accounts/me/pin').send({ pin }).expect(200);
      people.push({ person, pin });
    }
    const kiosk = await punchKiosk(t, team.superOwner, 'Backlog');
    // Member m punches every minute over the last 10 hours, in turn with the others.
    const start = nowSeconds(t) - 10 * HOUR;
    const entries: PunchEntry[] = [];
    for (let k = 0; k < PER_MEMBER; k++) {
      for (const [m, { pin }] of people.entries()) {
        entries.push(
          await kiosk.journal.next({
            action: CYCLE[k % CYCLE.length] ?? PunchAction.ClockIn,
            at: start + k * 20 * MINUTE + m,
            credential: { method: 'pin', value: pin },
          }),
        );
      }
    }
    expect(entries).toHaveLength(600);

    const began = performance.now();
    const [a, b] = await Promise.all([sendPunches(kiosk, entries), sendPunches(kiosk, entries)]);
    const elapsed = performance.now() - began;
    console.log(
      `600-punch batch, sent twice concurrently: both answered in ${elapsed.toFixed(0)} ms`,
    );

    const [first, second] = a.results[0]?.status === 'applied' ? [a, b] : [b, a];
    expect(first.results.map((r) => r.status)).toEqual(Array(600).fill('applied'));
    expect(second.results.map((r) => r.status)).toEqual(Array(600).fill('duplicate'));
    expect(first.results.map((r) => r.seq)).toEqual(entries.map((e) => e.seq));
    expect(second.head).toEqual({ seq: 600, hash: entries[599]?.hash });

    // Exactly once: 8 workspace times (30 punches: 7 full cycles and a half) and 8 breaks each.
    for (const { person } of people) {
      const times = await sql<{ start_at: Date; end_at: Date | null }>(
        t,
        'SELECT start_at, end_at FROM workspace_times WHERE id_user = $1 ORDER BY start_at',
        [person.id],
      );
      expect(times).toHaveLength(8);
      const breaks = await sql(t, 'SELECT 1 FROM breaks WHERE id_user = $1', [person.id]);
      expect(breaks).toHaveLength(8);
      // In seq order: each closed before the next opened, the last one still open.
      expect(times.filter((time) => time.end_at === null)).toHaveLength(1);
      expect(times[7]?.end_at).toBeNull();
    }
    const recorded = await sql<{ count: string }>(
      t,
      'SELECT count(*) FROM kiosk_punches WHERE id_kiosk = $1',
      [kiosk.id],
    );
    expect(recorded[0]?.count).toBe('600');
  }, 120_000);
});
