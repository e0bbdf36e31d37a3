import type {
  KioskActivityPage,
  KioskIdentifyFailure,
  KioskIdentifyResponse,
} from '@punchcard/shared';
import { Role } from '@punchcard/shared';
import { PinHasher } from '#src/modules/kiosk-identity/pin-hasher.js';
import { KioskSessions } from '#src/modules/kiosk-identity/index.js';
import { addMember, sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import {
  HOUR,
  MINUTE,
  newBreak,
  newMember,
  newTeam,
  newWorkspaceTime,
  type Person,
  type Team,
} from './support/factory.js';
import { pairedKiosk } from './support/kiosks.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('kiosk identify', () => {
  let t: TestApp;
  let team: Team<'manager'>;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Identify Team', members: { manager: Role.Manager } });
  });
  afterAll(() => t.close());

  /** A member of `idWorkspace` whose PIN is stored as the PIN route stores it. */
  async function memberWithPin(idWorkspace: string, pin: string, firstName = 'Kim') {
    const person = await newMember(t, idWorkspace, Role.Member, { via: 'none', firstName });
    await sql(t, 'INSERT INTO account_pins (id_user, pin_hash) VALUES ($1, $2)', [
      person.id,
      t.app.get(PinHasher).hash(pin),
    ]);
    return person;
  }
  const identify = (kiosk: { device: Person['agent'] }, method: string, value: string) =>
    kiosk.device.post('/v1/kiosk/identify').send({ method, value });
  /** A UTC offset zone where it is now `hour` o'clock (Etc/GMT signs are inverted). */
  const zoneAtHour = (hour: number) => {
    let offset = (hour - t.clock.now().getUTCHours() + 48) % 24;
    if (offset > 14) offset -= 24;
    return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  };
  const setZone = (idWorkspace: string, zone: string) =>
    sql(t, 'UPDATE workspaces SET time_zone = $1 WHERE id = $2', [zone, idWorkspace]);

  it('finds a member by a PIN set through the web app, with their state and a session', async () => {
    const member = await newMember(t, team.workspaceId, Role.Member, { via: 'sign-up' });
    await member.agent.put('/v1/accounts/me/pin').send({ pin: '3719' }).expect(200);
    const kiosk = await pairedKiosk(t, team.superOwner, 'Hall');
    const res = await identify(kiosk, 'pin', '3719').expect(200);
    const body = res.body as KioskIdentifyResponse;
    expect(body).toMatchObject({
      member: { id_user: member.id, avatar: null },
      work_status: 'NOT_WORKING',
      workspace_time: null,
      break: null,
      today_worked_seconds: 0,
      forgotten_clock_out: null,
    });
    const device = await kioskDevice(kiosk.id);
    expect(t.app.get(KioskSessions).verify(device, body.kiosk_session, t.clock.now())).toEqual({
      idUser: member.id,
    });
    const later = new Date(t.clock.now().getTime() + 6 * MINUTE * 1000);
    expect(t.app.get(KioskSessions).verify(device, body.kiosk_session, later)).toBeUndefined();
  });

  async function kioskDevice(id: string) {
    const [row] = await sql<{ token_hash: string }>(
      t,
      'SELECT token_hash FROM kiosks WHERE id = $1',
      [id],
    );
    return { kiosk: { id, tokenHash: row?.token_hash ?? null } } as never;
  }

  it("answers the open time and break and today's worked seconds in the workspace zone", async () => {
    const local = await newTeam(t, { name: 'Worked', members: {} });
    await setZone(local.workspaceId, zoneAtHour(12));
    const member = await memberWithPin(local.workspaceId, '6285', 'Ana');
    await newWorkspaceTime(t, local.workspaceId, member.id, { ago: 4 * HOUR }, { ago: 3 * HOUR });
    // Started yesterday in the zone (it is 12:xx there): only today's hour counts.
    const sinceMidnight = 12 * HOUR + (Math.floor(t.clock.now().getTime() / 1000) % HOUR);
    await newWorkspaceTime(
      t,
      local.workspaceId,
      member.id,
      { ago: sinceMidnight + HOUR },
      {
        ago: sinceMidnight - HOUR,
      },
    );
    const open = await newWorkspaceTime(t, local.workspaceId, member.id, { ago: HOUR }, null);
    await newBreak(t, open, { ago: 50 * MINUTE }, { ago: 40 * MINUTE });
    await newBreak(t, open, { ago: 5 * MINUTE }, null);
    const kiosk = await pairedKiosk(t, local.superOwner, 'Worked');
    const body = (await identify(kiosk, 'pin', '6285').expect(200)).body as KioskIdentifyResponse;
    expect(body.member.name).toBe('Ana');
    expect(body.work_status).toBe('BREAK');
    expect(body.workspace_time?.id).toBe(open);
    expect(body.break?.end).toBeNull();
    expect(body.forgotten_clock_out).toBeNull();
    // 1 h + 1 h from yesterday's time after midnight + 1 h open - 10 min - 5 min of breaks.
    const expected = 3 * HOUR - 15 * MINUTE;
    expect(Math.abs(body.today_worked_seconds - expected)).toBeLessThanOrEqual(120);
  });

  it('hints at a forgotten clock-out: open since an earlier day, or for more than 16 h', async () => {
    const local = await newTeam(t, { name: 'Forgot', members: {} });
    await setZone(local.workspaceId, zoneAtHour(2));
    const yesterday = await memberWithPin(local.workspaceId, '7392');
    const since = await newWorkspaceTime(
      t,
      local.workspaceId,
      yesterday.id,
      { ago: 3 * HOUR },
      null,
    );
    const longAgo = await memberWithPin(local.workspaceId, '7394');
    await newWorkspaceTime(t, local.workspaceId, longAgo.id, { ago: 17 * HOUR }, null);
    const recent = await memberWithPin(local.workspaceId, '7396');
    await newWorkspaceTime(t, local.workspaceId, recent.id, { ago: HOUR }, null);
    const kiosk = await pairedKiosk(t, local.superOwner, 'Forgot');
    const hint = async (pin: string) =>
      ((await identify(kiosk, 'pin', pin).expect(200)).body as KioskIdentifyResponse)
        .forgotten_clock_out;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const fromYesterday = await hint('7392');
    expect(fromYesterday?.id_workspace_time).toBe(since);
    expect(Math.abs((fromYesterday?.start ?? 0) - (now - 3 * HOUR))).toBeLessThanOrEqual(5);
    expect(Math.abs(((await hint('7394'))?.start ?? 0) - (now - 17 * HOUR))).toBeLessThanOrEqual(5);
    expect(await hint('7396')).toBeNull();
    // 16 hours later the recent one is forgotten too.
    t.clock.advance(16 * HOUR * 1000);
    expect(await hint('7396')).not.toBeNull();
  });

  it('refuses a method the workspace turned off with a clear key', async () => {
    const local = await newTeam(t, { name: 'Methods', members: {} });
    await memberWithPin(local.workspaceId, '8261');
    const kiosk = await pairedKiosk(t, local.superOwner, 'Methods');
    await local.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_pin_enabled: false, is_qrcode_enabled: false, is_nfc_enabled: false })
      .expect(200);
    for (const method of ['pin', 'qr', 'nfc']) {
      const res = await identify(kiosk, method, '8261');
      expect([method, res.status, errorKey(res)]).toEqual([method, 403, 'kiosk_method_disabled']);
    }
  });

  it('finds only ACTIVE members of the kiosk’s own workspace, and never an ambiguous PIN', async () => {
    const local = await newTeam(t, { name: 'Only active', members: {} });
    const leaver = await memberWithPin(local.workspaceId, '9153');
    await sql(t, `UPDATE workspace_members SET status = 'INACTIVE' WHERE id_user = $1`, [
      leaver.id,
    ]);
    const other = await newTeam(t, { name: 'Other', members: {} });
    await memberWithPin(other.workspaceId, '9157');
    const a = await memberWithPin(local.workspaceId, '9162');
    const b = await memberWithPin(other.workspaceId, '9162');
    const kiosk = await pairedKiosk(t, local.superOwner, 'Active');
    for (const pin of ['9153', '9157']) {
      const res = await identify(kiosk, 'pin', pin);
      expect([pin, res.status, errorKey(res)]).toEqual([pin, 400, 'account.messages.invalid_pin']);
    }
    expect(
      ((await identify(kiosk, 'pin', '9162').expect(200)).body as KioskIdentifyResponse).member
        .id_user,
    ).toBe(a.id);
    // b joins later with the same PIN: the kiosk refuses rather than pick one of the two.
    await addMember(t, local.workspaceId, b.id, Role.Member);
    const ambiguous = await identify(kiosk, 'pin', '9162');
    expect([ambiguous.status, errorKey(ambiguous)]).toEqual([409, 'kiosk_pin_ambiguous']);
  });

  it('finds the same member by badge and by an enrolled card', async () => {
    const local = await newTeam(t, { name: 'Badges', members: {} });
    const member = await newMember(t, local.workspaceId, Role.Member, { firstName: 'Bo' });
    const badge = (await member.agent.get('/v1/workspaces/members/me/badge').expect(200)).body as {
      token: string;
    };
    const uid = '04:A2:3B:4C:5D:6E:7F';
    await local.superOwner.agent
      .post(`/v1/workspaces/members/${member.id}/cards`)
      .send({ uid })
      .expect(201);
    const kiosk = await pairedKiosk(t, local.superOwner, 'Badges');
    for (const [method, value] of [
      ['qr', badge.token],
      ['nfc', uid],
    ] as const) {
      const body = (await identify(kiosk, method, value).expect(200)).body as KioskIdentifyResponse;
      expect([method, body.member]).toEqual([
        method,
        { id_user: member.id, name: 'Bo', avatar: null },
      ]);
    }
  });

  it('stops a scripted sweep of PINs within 20 attempts, with Retry-After', async () => {
    const local = await newTeam(t, { name: 'Sweep', members: {} });
    await memberWithPin(local.workspaceId, '5540');
    const kiosk = await pairedKiosk(t, local.superOwner, 'Sweep');
    let attempts = 0;
    let last = await identify(kiosk, 'pin', '0000');
    for (let pin = 1; pin < 10_000 && last.status !== 429; pin += 1) {
      attempts += 1;
      last = await identify(kiosk, 'pin', String(pin).padStart(4, '0'));
    }
    expect(attempts + 1).toBeLessThanOrEqual(20);
    expect([last.status, errorKey(last)]).toEqual([429, 'error.too_many_requests']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Locked out, even the right PIN is not looked up.
    expect((await identify(kiosk, 'pin', '5540')).status).toBe(429);
    // Unknown badges and cards spend the same budget.
    expect((await identify(kiosk, 'qr', 'not-a-badge')).status).toBe(429);
  });

  it('limits unknown badge and card values the same way', async () => {
    const local = await newTeam(t, { name: 'Cards', members: {} });
    const kiosk = await pairedKiosk(t, local.superOwner, 'Cards');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await identify(kiosk, i % 2 ? 'nfc' : 'qr', `04A1B2C3D4E5F${i}`);
      statuses.push(res.status);
      if (res.status !== 429) expect(errorKey(res)).toBe('kiosk_credential_unknown');
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('records every failure for managers, never the value tried', async () => {
    const local = await newTeam(t, { name: 'Failures', members: { manager: Role.Manager } });
    const kiosk = await pairedKiosk(t, local.superOwner, 'Lobby');
    await identify(kiosk, 'pin', '4096').expect(400);
    await identify(kiosk, 'qr', 'SECRET-BADGE-VALUE').expect(404);
    const res = await local.superOwner.agent.get('/v1/kiosks/identify-failures').expect(200);
    const failures = (res.body as KioskActivityPage<KioskIdentifyFailure>).items;
    expect(failures.map((f) => [f.kiosk_name, f.method, f.reason])).toEqual([
      ['Lobby', 'qr', 'unknown'],
      ['Lobby', 'pin', 'unknown'],
    ]);
    expect(JSON.stringify(failures)).not.toMatch(/4096|SECRET-BADGE-VALUE/);
    const rows = await sql(t, 'SELECT * FROM kiosk_identify_failures WHERE id_kiosk = $1', [
      kiosk.id,
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'created_at',
      'id',
      'id_kiosk',
      'id_workspace',
      'method',
      'reason',
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/4096|SECRET-BADGE-VALUE/);
    await local.manager.agent.get('/v1/kiosks/identify-failures').expect(403);
  });
});
