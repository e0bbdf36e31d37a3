import { createHash, generateKeyPairSync } from 'node:crypto';
import {
  type Kiosk,
  KIOSK_PAIRING_ALPHABET,
  KIOSK_PAIRING_TTL_SECONDS,
  type KioskPairingCode,
  type PairKioskResponse,
} from '@punchcard/shared';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { newTeam, newWorkspace, nowSeconds, type Team } from './support/factory.js';
import {
  deviceAgent,
  HEARTBEAT,
  kioskPrivateKey,
  kioskPublicKey,
  pairWith,
  registerKiosk,
} from './support/kiosks.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

describe('kiosk pairing and fleet', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Kiosk Team' });
  });
  afterAll(() => t.close());

  const list = async () =>
    (await team.superOwner.agent.get('/v1/kiosks').expect(200)).body as Kiosk[];

  it('registers a kiosk with a typeable single-use code, stored only as a hash', async () => {
    const before = nowSeconds(t);
    const kiosk = await registerKiosk(team.superOwner, '  Front door  ');
    expect(kiosk.name).toBe('Front door');
    expect(kiosk.pairing_code).toMatch(new RegExp(`^[${KIOSK_PAIRING_ALPHABET}]{8}$`));
    expect(kiosk.pairing_code).not.toMatch(/[0O1IL]/);
    expect(kiosk.pairing_expires_at - before).toBeGreaterThanOrEqual(KIOSK_PAIRING_TTL_SECONDS - 1);
    expect(kiosk.pairing_expires_at - before).toBeLessThanOrEqual(KIOSK_PAIRING_TTL_SECONDS + 1);
    expect(kiosk.pairing_url).toBe(`http://punchcard.test/kiosk/?pair=${kiosk.pairing_code}`);
    const [row] = await sql<{ pairing_code_hash: string }>(
      t,
      'SELECT pairing_code_hash FROM kiosks WHERE id = $1',
      [kiosk.id],
    );
    expect(row?.pairing_code_hash).toBe(hashOf(kiosk.pairing_code));
    expect((await list()).find((k) => k.id === kiosk.id)).toMatchObject({
      status: 'pending',
      online: false,
      paired_at: null,
      last_seen_at: null,
    });
  });

  it('pairs once: answers a long token (stored hashed), the kiosk and its workspace', async () => {
    const kiosk = await registerKiosk(team.superOwner, 'Back door');
    // As typed on a tablet: lower case, with a dash.
    const typed = `${kiosk.pairing_code.slice(0, 4)}-${kiosk.pairing_code.slice(4)}`.toLowerCase();
    const res = await pairWith(t, typed, { app_version: '1.2.3' }).expect(201);
    const paired = res.body as PairKioskResponse;
    expect(paired.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(paired.kiosk).toEqual({ id: kiosk.id, name: 'Back door' });
    expect(paired.journal_head).toBeNull();
    expect(paired.workspace).toEqual({
      id: team.workspaceId,
      name: 'Kiosk Team',
      avatar: null,
      time_zone: 'UTC',
    });
    const [row] = await sql<{ token_hash: string; public_key: { kty: string; d?: string } }>(
      t,
      'SELECT token_hash, public_key FROM kiosks WHERE id = $1',
      [kiosk.id],
    );
    expect(row?.token_hash).toBe(hashOf(paired.token));
    expect(row?.public_key.kty).toBe('EC');
    expect((await list()).find((k) => k.id === kiosk.id)).toMatchObject({
      status: 'active',
      online: true,
      app_version: '1.2.3',
    });
    await deviceAgent(t, paired.token).post('/v1/kiosk/heartbeat').send(HEARTBEAT).expect(200);
  });

  it('refuses a reused code, and the first token keeps working', async () => {
    const kiosk = await registerKiosk(team.superOwner);
    const first = await pairWith(t, kiosk.pairing_code).expect(201);
    const again = await pairWith(t, kiosk.pairing_code);
    expect([again.status, errorKey(again)]).toEqual([409, 'kiosk_pairing_code_used']);
    const token = (first.body as PairKioskResponse).token;
    await deviceAgent(t, token).get('/v1/kiosk/config').expect(200);
  });

  it('refuses a wrong or malformed code', async () => {
    await registerKiosk(team.superOwner);
    for (const code of ['ACDEFGHJ', 'nonsense', '', '0O1IL0O1', 'ACDEFGHJK']) {
      const res = await pairWith(t, code);
      expect([code, res.status, errorKey(res)]).toEqual([code, 404, 'kiosk_pairing_code_invalid']);
    }
  });

  it('refuses a code after 15 minutes', async () => {
    const kiosk = await registerKiosk(team.superOwner);
    t.clock.advance((KIOSK_PAIRING_TTL_SECONDS + 1) * 1000);
    const res = await pairWith(t, kiosk.pairing_code);
    expect([res.status, errorKey(res)]).toEqual([410, 'kiosk_pairing_code_expired']);
    expect((await list()).find((k) => k.id === kiosk.id)?.status).toBe('pending');
  });

  it('lets exactly one of many racing pairings with one code win', async () => {
    const kiosk = await registerKiosk(team.superOwner);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => pairWith(t, kiosk.pairing_code)),
    );
    const won = answers.filter((res) => res.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.status !== 201).map(errorKey)).toEqual(
      Array.from({ length: 7 }, () => 'kiosk_pairing_code_used'),
    );
    const [row] = await sql<{ token_hash: string }>(
      t,
      'SELECT token_hash FROM kiosks WHERE id = $1',
      [kiosk.id],
    );
    expect(row?.token_hash).toBe(hashOf((won[0]?.body as PairKioskResponse).token));
  });

  it('takes only the public JWK of a P-256 key, and a refused key does not spend the code', async () => {
    const kiosk = await registerKiosk(team.superOwner);
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey.export({
      format: 'jwk',
    });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      format: 'jwk',
    });
    const good = kioskPublicKey();
    const offCurve = { ...good, y: good.x };
    const refused = [kioskPrivateKey(), p384, rsa, offCurve, { ...good, crv: 'P-384' }, {}];
    for (const public_key of refused) {
      const res = await pairWith(t, kiosk.pairing_code, { public_key });
      expect([res.status, errorKey(res)]).toEqual([400, 'kiosk_public_key_invalid']);
    }
    const notObject = await pairWith(t, kiosk.pairing_code, { public_key: 'key' });
    expect([notObject.status, errorKey(notObject)]).toEqual([400, 'error.bad_request']);
    await pairWith(t, kiosk.pairing_code, { public_key: good }).expect(201);
  });

  it('re-pairs with a new code: the old code dies at once, the old token when the new code is used', async () => {
    const kiosk = await registerKiosk(team.superOwner);
    const old = (await pairWith(t, kiosk.pairing_code).expect(201)).body as PairKioskResponse;
    const first = await team.superOwner.agent
      .post(`/v1/kiosks/${kiosk.id}/pairing-code`)
      .expect(201);
    const second = await team.superOwner.agent
      .post(`/v1/kiosks/${kiosk.id}/pairing-code`)
      .expect(201);
    const code = (second.body as KioskPairingCode).pairing_code;
    // Re-issuing replaced the first new code before anyone used it.
    const stale = await pairWith(t, (first.body as KioskPairingCode).pairing_code);
    expect(errorKey(stale)).toBe('kiosk_pairing_code_invalid');
    await deviceAgent(t, old.token).get('/v1/kiosk/config').expect(200);
    const fresh = (await pairWith(t, code).expect(201)).body as PairKioskResponse;
    await deviceAgent(t, old.token).get('/v1/kiosk/config').expect(401);
    await deviceAgent(t, fresh.token).get('/v1/kiosk/config').expect(200);
  });

  it('renames, locks and unlocks; a revoked kiosk stays listed and cannot change', async () => {
    const kiosk = await registerKiosk(team.superOwner);
    await pairWith(t, kiosk.pairing_code).expect(201);
    const path = `/v1/kiosks/${kiosk.id}`;
    const owner = team.superOwner.agent;
    const renamed = await owner.patch(path).send({ name: 'Lobby', locked: true }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Lobby', status: 'locked' });
    expect((await owner.patch(path).send({ locked: false }).expect(200)).body).toMatchObject({
      name: 'Lobby',
      status: 'active',
    });
    expect(errorKey(await owner.patch(path).send({ name: '  ' }).expect(400))).toBe(
      'kiosk_name_empty',
    );
    const revoked = await owner.delete(path).expect(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', online: false });
    await owner.delete(path).expect(200);
    expect((await list()).find((k) => k.id === kiosk.id)?.status).toBe('revoked');
    expect(errorKey(await owner.patch(path).send({ locked: true }).expect(412))).toBe(
      'kiosk_revoked',
    );
    expect(errorKey(await owner.post(`${path}/pairing-code`).expect(412))).toBe('kiosk_revoked');
    const [row] = await sql<{ token_hash: string | null }>(
      t,
      'SELECT token_hash FROM kiosks WHERE id = $1',
      [kiosk.id],
    );
    expect(row?.token_hash).toBeNull();
  });

  it('refuses a revoked kiosk’s unused code', async () => {
    const kiosk = await registerKiosk(team.superOwner);
    await team.superOwner.agent.delete(`/v1/kiosks/${kiosk.id}`).expect(200);
    expect(errorKey(await pairWith(t, kiosk.pairing_code).expect(404))).toBe(
      'kiosk_pairing_code_invalid',
    );
  });

  it('keeps the fleet to holders of MANAGE_WORKSPACE_SETTINGS in their own workspace', async () => {
    const kiosk = await registerKiosk(team.superOwner);
    for (const person of [team.member, team.manager, team.guest]) {
      await person.agent.get('/v1/kiosks').expect(403);
      await person.agent.post('/v1/kiosks').send({ name: 'Mine' }).expect(403);
      await person.agent.patch(`/v1/kiosks/${kiosk.id}`).send({ locked: true }).expect(403);
      await person.agent.post(`/v1/kiosks/${kiosk.id}/pairing-code`).expect(403);
      await person.agent.delete(`/v1/kiosks/${kiosk.id}`).expect(403);
    }
    await team.owner.agent.get('/v1/kiosks').expect(200);
    const other = await newWorkspace(t, { name: 'Elsewhere' });
    expect(await other.agent.get('/v1/kiosks').expect(200)).toHaveProperty('body', []);
    for (const res of [
      await other.agent.patch(`/v1/kiosks/${kiosk.id}`).send({ locked: true }),
      await other.agent.post(`/v1/kiosks/${kiosk.id}/pairing-code`),
      await other.agent.delete(`/v1/kiosks/${kiosk.id}`),
    ]) {
      expect([res.status, errorKey(res)]).toEqual([404, 'kiosk_not_found']);
    }
    expect((await list()).find((k) => k.id === kiosk.id)?.status).toBe('pending');
  });
});
