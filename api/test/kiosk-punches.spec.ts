import {
  type KioskPairingCode,
  type PairKioskResponse,
  type PunchBody,
  type PunchEntry,
  PunchAction,
  Role,
} from '@punchcard/shared';
import { sql } from './support/db.js';
import {
  DAY,
  HOUR,
  MINUTE,
  newMember,
  newTeam,
  newWorkspaceTime,
  nowSeconds,
  type Team,
} from './support/factory.js';
import { pairWith } from './support/kiosks.js';
import { type PunchKiosk, punchKiosk, sendPunches } from './support/punches.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('kiosk punches', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Punch Team' });
    await settings({ is_kiosk_enabled: true, is_pin_enabled: true, is_picture_enabled: false });
  });
  afterAll(() => t.close());

  function settings(flags: Record<string, boolean>) {
    return team.superOwner.agent.patch('/v1/workspaces/kiosk-settings').send(flags).expect(200);
  }
  const timesOf = (idUser: string) =>
    sql<{ id: string; start_at: Date; end_at: Date | null; user_agent_in: string }>(
      t,
      'SELECT id, start_at, end_at, user_agent_in FROM workspace_times WHERE id_user = $1 ORDER BY start_at',
      [idUser],
    );
  const breaksOf = (idUser: string) =>
    sql<{ id: string }>(t, 'SELECT id FROM breaks WHERE id_user = $1', [idUser]);

  /** A clock-in, break and clock-out of `idUser`, 10 s apart (a session proves the last minute). */
  async function day(kiosk: PunchKiosk, idUser: string) {
    const now = nowSeconds(t);
    const credential = await kiosk.session(idUser);
    const actions = [
      PunchAction.ClockIn,
      PunchAction.BreakStart,
      PunchAction.BreakEnd,
      PunchAction.ClockOut,
    ];
    const entries = [];
    for (const [i, action] of actions.entries()) {
      entries.push(await kiosk.journal.next({ action, at: now - (4 - i) * 10, credential }));
    }
    return entries;
  }

  it('applies an online punch with a kiosk session through the web clock, recording the kiosk', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Online');
    const member = await newTeamMember();
    const entry = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: nowSeconds(t),
      credential: await kiosk.session(member),
    });
    const answer = await sendPunches(kiosk, [entry]);
    expect(answer.results).toMatchObject([{ id: entry.id, seq: 1, status: 'applied' }]);
    expect(answer.head).toEqual({ seq: 1, hash: entry.hash });
    const [time] = await timesOf(member);
    expect(answer.results[0]?.workspace_time?.id).toBe(time?.id);
    expect(time?.user_agent_in).toBe(`kiosk:${kiosk.id} Online`);
    const [started] = await sql<{ started_by: string }>(
      t,
      'SELECT started_by FROM workspace_times WHERE id = $1',
      [time?.id],
    );
    expect(started?.started_by).toBe(member);
    // The same entry again: a duplicate with the same answer, nothing new.
    const again = await sendPunches(kiosk, [entry]);
    expect(again.results[0]).toEqual({ ...answer.results[0], status: 'duplicate' });
    expect(await timesOf(member)).toHaveLength(1);
  });

  it('applies an out-of-order batch with repeats once, in seq order', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Backlog');
    const member = await newTeamMember();
    const [e1, e2, e3, e4] = await day(kiosk, member);
    const answer = await sendPunches(kiosk, [e3, e1, e4, e1, e2]);
    expect(answer.results.map((r) => [r.seq, r.status])).toEqual([
      [3, 'applied'],
      [1, 'applied'],
      [4, 'applied'],
      [1, 'duplicate'],
      [2, 'applied'],
    ]);
    expect(answer.head?.seq).toBe(4);
    const times = await timesOf(member);
    expect(times).toHaveLength(1);
    expect(times[0]?.end_at).not.toBeNull();
    expect(await breaksOf(member)).toHaveLength(1);
    const resent = await sendPunches(kiosk, [e1, e2, e3, e4]);
    expect(resent.results.map((r) => r.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(resent.results[0]?.workspace_time).toEqual(answer.results[1]?.workspace_time);
  });

  it('applies the same batch sent twice at the same time once', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Twice');
    const member = await newTeamMember();
    const batch = await day(kiosk, member);
    const [a, b] = await Promise.all([sendPunches(kiosk, batch), sendPunches(kiosk, batch)]);
    const statuses = [...a.results, ...b.results].map((r) => r.status).sort();
    expect(statuses).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await timesOf(member)).toHaveLength(1);
    expect(await breaksOf(member)).toHaveLength(1);
  });

  it('refuses a broken chain, a bad hash or signature, and a replayed seq, without moving the head', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Tamper');
    const other = await punchKiosk(t, team.superOwner, 'Other key');
    const member = await newTeamMember();
    const [e1, e2] = entries(await day(kiosk, member));
    expect((await sendPunches(kiosk, [e1])).results[0]?.status).toBe('applied');
    const forgedLink = await kiosk.journal.sign('0'.repeat(64), body(e2));
    const badHash = { ...e2, at: e2.at + 1 };
    const foreignKey = await other.journal.sign(e1.hash, body(e2));
    const replayed = await kiosk.journal.sign(e1.prev_hash, { ...body(e1), at: e1.at - 5 });
    const answer = await sendPunches(kiosk, [forgedLink, badHash, foreignKey, replayed]);
    expect(answer.results.map((r) => r.error_key)).toEqual([
      'kiosk.punch.broken_chain',
      'kiosk.punch.bad_hash',
      'kiosk.punch.bad_signature',
      'kiosk.punch.replayed_seq',
    ]);
    expect(answer.head).toEqual({ seq: 1, hash: e1.hash });
    // The genuine entry still joins the chain.
    expect((await sendPunches(kiosk, [e2])).results[0]?.status).toBe('applied');
    const listed = await team.superOwner.agent
      .get(`/v1/kiosks/punches?status=rejected&id_kiosk=${kiosk.id}`)
      .expect(200);
    const keys = (listed.body as { items: { error_key: string }[] }).items
      .map((r) => r.error_key)
      .sort();
    expect(keys).toEqual([
      'kiosk.punch.bad_hash',
      'kiosk.punch.bad_signature',
      'kiosk.punch.broken_chain',
      'kiosk.punch.replayed_seq',
    ]);
    await team.member.agent.get('/v1/kiosks/punches').expect(403);
  });

  it('refuses malformed entries one by one and keeps them for managers', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Malformed');
    const member = await newTeamMember();
    const [e1] = entries(await day(kiosk, member));
    const extra = { ...e1, note: 'unsigned' };
    const answer = await sendPunches(kiosk, [{}, 'text', extra, e1]);
    expect(answer.results.map((r) => r.error_key ?? r.status)).toEqual([
      'kiosk.punch.malformed',
      'kiosk.punch.malformed',
      'kiosk.punch.malformed',
      'applied',
    ]);
    const kept = await sql<{ entry_id: string | null }>(
      t,
      'SELECT entry_id FROM kiosk_punches WHERE id_kiosk = $1 AND NOT in_chain ORDER BY entry_id',
      [kiosk.id],
    );
    expect(kept.map((row) => row.entry_id)).toEqual([e1.id, null, null]);
  });

  it('records a punch dated in the future or too old as rejected, and the chain moves on', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Clock');
    const member = await newTeamMember();
    const credential = await kiosk.session(member);
    const now = nowSeconds(t);
    const future = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: now + 10 * MINUTE,
      credential,
    });
    const old = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: now - 8 * DAY,
      credential: { method: 'pin', value: '9999' },
    });
    const fine = await kiosk.journal.next({ action: PunchAction.ClockIn, at: now, credential });
    const answer = await sendPunches(kiosk, [future, old, fine]);
    expect(answer.results.map((r) => r.error_key ?? r.status)).toEqual([
      'kiosk.punch.at_in_future',
      'kiosk.punch.too_old',
      'applied',
    ]);
    expect(answer.head?.seq).toBe(3);
  });

  it('answers a seq gap until the missing entry arrives, then applies both', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Gap');
    const member = await newTeamMember();
    const [e1, e2] = await day(kiosk, member);
    expect((await sendPunches(kiosk, [e2])).results[0]?.error_key).toBe('kiosk.punch.seq_gap');
    const answer = await sendPunches(kiosk, [e1, e2]);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const [{ count }] = (await sql<{ count: string }>(
      t,
      `SELECT count(*) FROM kiosk_punches WHERE id_kiosk = $1 AND NOT in_chain`,
      [kiosk.id],
    )) as [{ count: string }];
    expect(count).toBe('0');
  });

  it('refuses a punch without a selfie where the workspace requires one', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Selfie');
    const member = await newTeamMember();
    await settings({ is_picture_enabled: true });
    try {
      const credential = await kiosk.session(member);
      const bare = await kiosk.journal.next({
        action: PunchAction.ClockIn,
        at: nowSeconds(t) - 2,
        credential,
      });
      const withSelfie = await kiosk.journal.next({
        action: PunchAction.ClockIn,
        at: nowSeconds(t),
        credential,
        selfie_id: crypto.randomUUID(),
      });
      const answer = await sendPunches(kiosk, [bare, withSelfie]);
      expect(answer.results.map((r) => r.error_key ?? r.status)).toEqual([
        'kiosk.punch.selfie_required',
        'applied',
      ]);
    } finally {
      await settings({ is_picture_enabled: false });
    }
  });

  it('verifies an offline PIN punch when it arrives and never applies a wrong PIN', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'PIN');
    const pinHolder = await newMember(t, team.workspaceId, Role.Member, { via: 'sign-up' });
    await pinHolder.agent.put('/v1/accounts/me/pin').send({ pin: '48170392' }).expect(200);
    const now = nowSeconds(t);
    const wrong = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: now - HOUR,
      credential: { method: 'pin', value: '59260481' },
    });
    const right = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: now - HOUR + 5,
      credential: { method: 'pin', value: '48170392' },
    });
    const answer = await sendPunches(kiosk, [wrong, right]);
    expect(answer.results[0]?.status).toBe('rejected');
    expect(answer.results[1]?.status).toBe('applied');
    const times = await timesOf(pinHolder.id);
    expect(times).toHaveLength(1);
    const stored = await sql<{ credential_kind: string; signature: string }>(
      t,
      'SELECT * FROM kiosk_punches WHERE id_kiosk = $1',
      [kiosk.id],
    );
    expect(stored.map((r) => r.credential_kind)).toEqual(['pin', 'pin']);
    expect(JSON.stringify(stored)).not.toContain('48170392');
    expect(JSON.stringify(stored)).not.toContain('59260481');
  });

  it('closes a forgotten clock-out at left_at, then clocks in', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Forgotten');
    const member = await newTeamMember();
    const now = nowSeconds(t);
    const open = await newWorkspaceTime(t, team.workspaceId, member, now - 20 * HOUR, null);
    const entry = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: now,
      credential: await kiosk.session(member),
      left_at: now - 12 * HOUR,
    });
    const [result] = (await sendPunches(kiosk, [entry])).results;
    expect(result?.status).toBe('applied');
    expect(result?.closed_workspace_time).toMatchObject({ id: open, end: now - 12 * HOUR });
    const times = await timesOf(member);
    expect(times.map((time) => time.end_at?.getTime() ?? null)).toEqual([
      (now - 12 * HOUR) * 1000,
      null,
    ]);
  });

  it('closes it at the clock-in and files an edit request where members may not change their time', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Approval');
    const member = await newTeamMember();
    const now = nowSeconds(t);
    const open = await newWorkspaceTime(t, team.workspaceId, member, now - 20 * HOUR, null);
    await sql(t, 'UPDATE workspaces SET is_approval_required = true WHERE id = $1', [
      team.workspaceId,
    ]);
    try {
      const entry = await kiosk.journal.next({
        action: PunchAction.ClockIn,
        at: now,
        credential: await kiosk.session(member),
        left_at: now - 12 * HOUR,
      });
      const [result] = (await sendPunches(kiosk, [entry])).results;
      expect(result?.closed_workspace_time).toMatchObject({ id: open, end: now });
      const requests = await sql<{
        id: string;
        request_type: string;
        end_at: Date;
        submitted_at: Date | null;
      }>(
        t,
        'SELECT id, request_type, end_at, submitted_at FROM time_requests WHERE id_workspace_time = $1',
        [open],
      );
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        request_type: 'EDIT',
        end_at: new Date((now - 12 * HOUR) * 1000),
      });
      expect(requests[0]?.submitted_at).not.toBeNull();
      expect(result?.closed_workspace_time).toMatchObject({ edit_request: requests[0]?.id });
      expect((await timesOf(member)).map((time) => time.end_at === null)).toEqual([false, true]);
    } finally {
      await sql(t, 'UPDATE workspaces SET is_approval_required = false WHERE id = $1', [
        team.workspaceId,
      ]);
    }
  });

  it('tells a device that pairs again where its chain stands, so a wiped kiosk continues it', async () => {
    const kiosk = await punchKiosk(t, team.superOwner, 'Wiped');
    const entry = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: nowSeconds(t),
      credential: await kiosk.session(await newTeamMember()),
    });
    await sendPunches(kiosk, [entry]);
    const code = await team.superOwner.agent
      .post(`/v1/kiosks/${kiosk.id}/pairing-code`)
      .expect(201);
    const again = await pairWith(t, (code.body as KioskPairingCode).pairing_code).expect(201);
    expect((again.body as PairKioskResponse).journal_head).toEqual({ seq: 1, hash: entry.hash });
  });

  /** A fresh ACTIVE member of the team, so each test's clock starts clean. */
  async function newTeamMember(): Promise<string> {
    return (await newMember(t, team.workspaceId, Role.Member)).id;
  }
});

/** The first two entries, which the test made. */
function entries(made: PunchEntry[]): [PunchEntry, PunchEntry] {
  const [first, second] = made;
  if (!first || !second) throw new Error('two entries expected');
  return [first, second];
}

/** The signed body of an entry (no chain fields). */
function body(entry: PunchEntry | undefined): PunchBody {
  if (!entry) throw new Error('no entry');
  const { id, seq, at, action, credential } = entry;
  return { id, seq, at, action, credential };
}
