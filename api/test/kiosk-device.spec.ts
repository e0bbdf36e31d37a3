import type { Kiosk, KioskConfig, KioskHeartbeatResponse } from '@punchcard/shared';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { MINUTE, newTeam, nowSeconds, type Team } from './support/factory.js';
import { HEARTBEAT, pairedKiosk } from './support/kiosks.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What the kiosk token reaches, route by route, is the matrix's `Kiosk` caller. */
describe('kiosk device calls', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Device Team' });
  });
  afterAll(() => t.close());

  const fleet = async (id: string) =>
    ((await team.superOwner.agent.get('/v1/kiosks').expect(200)).body as Kiosk[]).find(
      (kiosk) => kiosk.id === id,
    );
  const setKioskSettings = (flags: Record<string, boolean>) =>
    team.superOwner.agent.patch('/v1/workspaces/kiosk-settings').send(flags).expect(200);

  it('refuses a missing, malformed or unknown token, and a kiosk token sent as Bearer', async () => {
    const { token } = await pairedKiosk(t, team.superOwner, 'Headers');
    const headers = [undefined, 'Kiosk', `Kiosk ${token}x`, `Bearer ${token}`, 'Kiosk a'];
    for (const header of headers) {
      const agent = t.agent();
      if (header !== undefined) agent.set('Authorization', header);
      const res = await agent.post('/v1/kiosk/heartbeat').send(HEARTBEAT);
      expect([header, res.status, errorKey(res)]).toEqual([header, 401, 'error.unauthorized']);
    }
    // A member's session is no device either.
    await team.superOwner.agent.get('/v1/kiosk/config').expect(401);
  });

  it('records a heartbeat and answers the lock state and config version', async () => {
    const { id, device } = await pairedKiosk(t, team.superOwner, 'Beat');
    const config = (await device.get('/v1/kiosk/config').expect(200)).body as KioskConfig;
    t.clock.advance(2 * MINUTE * 1000);
    // The test clock runs on with real time: on a busy machine the heartbeat's second may be
    // before the one read here.
    const sentAt = nowSeconds(t);
    const beat = await device.post('/v1/kiosk/heartbeat').send(HEARTBEAT).expect(200);
    expect(beat.body).toEqual({ locked: false, config_version: config.config_version });
    const seen = await fleet(id);
    expect(seen).toMatchObject({ status: 'active', online: true, app_version: '1.0.1', queued: 3 });
    expect(seen?.last_seen_at).toBeGreaterThanOrEqual(sentAt);
    expect(seen?.last_seen_at).toBeLessThanOrEqual(nowSeconds(t));
    const [row] = await sql<{ last_seq: string }>(t, 'SELECT last_seq FROM kiosks WHERE id = $1', [
      id,
    ]);
    expect(row?.last_seq).toBe('41');
    t.clock.advance(10 * MINUTE * 1000 + 1000);
    expect(await fleet(id)).toMatchObject({ online: false });
    for (const bad of [{ ...HEARTBEAT, queued: -1 }, { ...HEARTBEAT, last_seq: 1.5 }, {}]) {
      expect(errorKey(await device.post('/v1/kiosk/heartbeat').send(bad).expect(400))).toBe(
        'error.bad_request',
      );
    }
  });

  it('answers the configuration, whose version follows every setting in it', async () => {
    const { id, device } = await pairedKiosk(t, team.superOwner, 'Config');
    const read = async () => (await device.get('/v1/kiosk/config').expect(200)).body as KioskConfig;
    const first = await read();
    expect(first).toEqual({
      kiosk: { id, name: 'Config' },
      workspace: { id: team.workspaceId, name: 'Device Team', avatar: null, time_zone: 'UTC' },
      enabled: true,
      default_locale: 'en',
      methods: ['pin', 'qr', 'nfc'],
      selfie_required: true,
      // The credentials' offline material (kiosk-badges.spec.ts, kiosk-cards.spec.ts).
      badge_verification: expect.objectContaining({ min_versions: {} }) as object,
      card_verification: expect.objectContaining({ card_hashes: {} }) as object,
      config_version: expect.any(String) as string,
    });
    expect((await read()).config_version).toBe(first.config_version);
    const versions = new Set([first.config_version]);
    await setKioskSettings({ is_qrcode_enabled: false, is_picture_enabled: false });
    const changed = await read();
    expect(changed).toMatchObject({ methods: ['pin', 'nfc'], selfie_required: false });
    versions.add(changed.config_version);
    await team.superOwner.agent.patch(`/v1/kiosks/${id}`).send({ name: 'Renamed' }).expect(200);
    const renamed = await read();
    expect(renamed.kiosk.name).toBe('Renamed');
    versions.add(renamed.config_version);
    const beat = await device.post('/v1/kiosk/heartbeat').send(HEARTBEAT).expect(200);
    expect((beat.body as KioskHeartbeatResponse).config_version).toBe(renamed.config_version);
    await setKioskSettings({ is_qrcode_enabled: true, is_picture_enabled: true });
    expect(versions.size).toBe(3);
  });

  it('a locked kiosk learns it from the heartbeat and is refused everything else', async () => {
    const { id, device } = await pairedKiosk(t, team.superOwner, 'Locked');
    await team.superOwner.agent.patch(`/v1/kiosks/${id}`).send({ locked: true }).expect(200);
    const beat = await device.post('/v1/kiosk/heartbeat').send(HEARTBEAT).expect(200);
    expect((beat.body as KioskHeartbeatResponse).locked).toBe(true);
    expect(errorKey(await device.get('/v1/kiosk/config').expect(403))).toBe('kiosk_locked');
    expect((await fleet(id))?.status).toBe('locked');
    await team.superOwner.agent.patch(`/v1/kiosks/${id}`).send({ locked: false }).expect(200);
    await device.get('/v1/kiosk/config').expect(200);
    const after = await device.post('/v1/kiosk/heartbeat').send(HEARTBEAT).expect(200);
    expect((after.body as KioskHeartbeatResponse).locked).toBe(false);
  });

  it('a revoked kiosk is refused at once, heartbeat included', async () => {
    const { id, device } = await pairedKiosk(t, team.superOwner, 'Revoked');
    await device.get('/v1/kiosk/config').expect(200);
    await team.superOwner.agent.delete(`/v1/kiosks/${id}`).expect(200);
    await device.post('/v1/kiosk/heartbeat').send(HEARTBEAT).expect(401);
    await device.get('/v1/kiosk/config').expect(401);
  });

  it('with kiosks turned off in the workspace, heartbeat and config still answer', async () => {
    const { device } = await pairedKiosk(t, team.superOwner, 'Disabled');
    await setKioskSettings({ is_kiosk_enabled: false });
    try {
      const config = (await device.get('/v1/kiosk/config').expect(200)).body as KioskConfig;
      expect(config.enabled).toBe(false);
      const beat = await device.post('/v1/kiosk/heartbeat').send(HEARTBEAT).expect(200);
      expect(beat.body).toEqual({ locked: false, config_version: config.config_version });
    } finally {
      await setKioskSettings({ is_kiosk_enabled: true });
    }
    const enabled = (await device.get('/v1/kiosk/config').expect(200)).body as KioskConfig;
    expect(enabled.enabled).toBe(true);
  });

  it('a kiosk of a deleted workspace is no device', async () => {
    const other = await newTeam(t, { name: 'Gone', members: {} });
    const { device } = await pairedKiosk(t, other.superOwner, 'Orphan');
    await sql(t, 'UPDATE workspaces SET deleted_at = now() WHERE id = $1', [other.workspaceId]);
    await device.get('/v1/kiosk/config').expect(401);
    await device.post('/v1/kiosk/heartbeat').send(HEARTBEAT).expect(401);
  });
});
