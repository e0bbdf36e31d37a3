import { randomUUID } from 'node:crypto';
import { genesisHash, PunchAction, Role } from '@punchcard/shared';
import { sql } from './support/db.js';
import { newMember, newTeam, nowSeconds, type Team } from './support/factory.js';
import { punchKiosk, sendPunches } from './support/punches.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Refusals inside a batch: a batch runs without savepoints until the database refuses an entry
 * (then it reruns with one per entry), and an offline batch's credentials share one lock-out
 * read that follows the failures the batch itself records.
 */
describe('kiosk punch refusals in a batch', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Refusal Team' });
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_kiosk_enabled: true, is_pin_enabled: true, is_picture_enabled: false })
      .expect(200);
  });
  afterAll(() => t.close());

  const timesOf = (idUser: string) =>
    sql<{ start_at: Date; end_at: Date | null }>(
      t,
      'SELECT start_at, end_at FROM workspace_times WHERE id_user = $1 ORDER BY start_at',
      [idUser],
    );

  it('records an entry the database refuses and applies the rest of the batch', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Refusals');
    const member = (await newMember(t, team.workspaceId, Role.Member)).id;
    const credential = await kiosk.session(member);
    const now = nowSeconds(t);
    const made = [];
    for (const [i, action] of [
      PunchAction.ClockOut, // not clocked in: nothing to change
      PunchAction.ClockIn,
      PunchAction.ClockIn, // already in: the one-open-time index refuses it
      PunchAction.BreakStart,
      PunchAction.BreakEnd,
      PunchAction.ClockOut,
    ].entries()) {
      made.push(await kiosk.journal.next({ action, at: now - 60 + i * 10, credential }));
    }
    const answer = await sendPunches(kiosk, made);
    expect(answer.results.map((r) => r.error_key ?? r.status)).toEqual([
      'open_time_not_found',
      'applied',
      'already_clocked_in',
      'applied',
      'applied',
      'applied',
    ]);
    expect(answer.head?.seq).toBe(6);
    const times = await timesOf(member);
    expect(times.map((time) => [time.start_at.getTime(), time.end_at?.getTime()])).toEqual([
      [(now - 50) * 1000, (now - 10) * 1000],
    ]);
    const stored = await sql<{ seq: string; status: string; error_key: string | null }>(
      t,
      'SELECT seq, status, error_key FROM kiosk_punches WHERE id_kiosk = $1 ORDER BY seq',
      [kiosk.id],
    );
    expect(stored.map((row) => row.error_key ?? row.status)).toEqual(
      answer.results.map((r) => r.error_key ?? r.status),
    );
    // Sent again: every entry answers as the first time, nothing changes.
    const again = await sendPunches(kiosk, made);
    expect(again.results.map((r) => r.error_key ?? r.status)).toEqual([
      'open_time_not_found',
      'duplicate',
      'already_clocked_in',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await timesOf(member)).toHaveLength(1);
  });

  it('stops an offline PIN sweep inside one batch once the kiosk is locked out', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Sweep');
    const now = nowSeconds(t);
    const guesses = [];
    for (let i = 0; i < 8; i++) {
      guesses.push(
        await kiosk.journal.next({
          action: PunchAction.ClockIn,
          at: now - 600 + i,
          credential: { method: 'pin', value: String(40_516_270 + i * 7) },
        }),
      );
    }
    const answer = await sendPunches(kiosk, guesses);
    // Four wrong PINs are free, the fifth locks the kiosk: the rest are not even looked up.
    expect(answer.results.map((r) => r.error_key)).toEqual([
      ...Array<string>(5).fill('account.messages.invalid_pin'),
      ...Array<string>(3).fill('error.too_many_requests'),
    ]);
    const failures = await sql(t, 'SELECT id FROM kiosk_identify_failures WHERE id_kiosk = $1', [
      kiosk.id,
    ]);
    expect(failures).toHaveLength(5);
    // The lock-out holds for the kiosk's next batch too.
    const next = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: now - 500,
      credential: { method: 'pin', value: '40516999' },
    });
    const later = await sendPunches(kiosk, [next]);
    expect(later.results[0]?.error_key).toBe('error.too_many_requests');
  });

  it('spends no sweep budget on wrong PINs in forged or broken entries', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Forger');
    const other = await punchKiosk(t, team.superOwner, 'Other key');
    const now = nowSeconds(t);
    const forged = [];
    for (let i = 0; i < 6; i++) {
      const body = {
        id: randomUUID(),
        seq: 1,
        action: PunchAction.ClockIn,
        at: now - 300 + i,
        credential: { method: 'pin' as const, value: String(51_627_380 + i * 3) },
      };
      forged.push(
        i % 2 === 0
          ? await kiosk.journal.sign('0'.repeat(64), body)
          : await other.journal.sign(await genesisHash(kiosk.id), body),
      );
    }
    const answer = await sendPunches(kiosk, forged);
    expect(new Set(answer.results.map((r) => r.error_key))).toEqual(
      new Set(['kiosk.punch.broken_chain', 'kiosk.punch.bad_signature']),
    );
    const failures = await sql(t, 'SELECT id FROM kiosk_identify_failures WHERE id_kiosk = $1', [
      kiosk.id,
    ]);
    expect(failures).toEqual([]);
  });
});
