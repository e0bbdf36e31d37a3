import { generateKeyPairSync, sign } from 'node:crypto';
import {
  badgeToken,
  encodeBadgePayload,
  type KioskConfig,
  type MemberBadge,
  parseBadge,
  publicKeyThumbprint,
  verifyBadge,
} from '@punchcard/shared';
import { KioskCredentialsService } from '#src/modules/kiosk-credentials/index.js';
import { errorKey } from './support/errors.js';
import { MINUTE, newTeam, newWorkspace, type Team } from './support/factory.js';
import { pairedKiosk } from './support/kiosks.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('kiosk QR badges', () => {
  let t: TestApp;
  let team: Team;
  let credentials: KioskCredentialsService;
  let kiosk: Awaited<ReturnType<typeof pairedKiosk>>;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Badge Team' });
    credentials = t.app.get(KioskCredentialsService, { strict: false });
    kiosk = await pairedKiosk(t, team.superOwner);
  });
  afterAll(() => t.close());

  const config = async () =>
    (await kiosk.device.get('/v1/kiosk/config').expect(200)).body as KioskConfig;
  const ownBadge = async (person: { agent: Team['member']['agent'] }) =>
    (await person.agent.get('/v1/workspaces/members/me/badge').expect(200)).body as MemberBadge;
  const rotate = async (idUser: string) =>
    (await team.superOwner.agent.post(`/v1/workspaces/members/${idUser}/badge/rotate`).expect(200))
      .body as MemberBadge;
  const memberFor = (value: string, at = t.clock.now()) =>
    credentials.memberForBadge(team.workspaceId, value, at);

  it('issues a badge whose QR url verifies offline with WebCrypto from the config', async () => {
    const badge = await ownBadge(team.member);
    expect(badge.version).toBe(1);
    expect(badge.url).toBe(`http://punchcard.test/qr-handler?b=${badge.token}`);
    // Compact enough for a QR code a phone reads at arm's length.
    expect(badge.url.length).toBeLessThan(200);
    expect((await ownBadge(team.member)).version).toBe(1);

    const material = (await config()).badge_verification;
    if (!material) throw new Error('QR badges are on: the config must carry the badge key');
    expect(material.kid).toBe(await publicKeyThumbprint(material.public_key));
    for (const scanned of [badge.url, badge.token]) {
      expect(await verifyBadge(material.public_key, scanned)).toEqual({
        idWorkspace: team.workspaceId,
        idUser: team.member.id,
        version: 1,
      });
    }
    expect(await memberFor(badge.url)).toBe(team.member.id);
    expect(await memberFor(badge.token)).toBe(team.member.id);
  });

  it('refuses a tampered payload and a signature by another key, offline and on the server', async () => {
    const badge = await ownBadge(team.member);
    const material = (await config()).badge_verification;
    if (!material) throw new Error('no badge material');
    const parsed = parseBadge(badge.token);
    if (!parsed) throw new Error('unparsable badge');

    // The same signature over a payload naming someone else.
    const forgedPayload = encodeBadgePayload({ ...parsed.claims, idUser: team.manager.id });
    const tampered = badgeToken(forgedPayload, parsed.signature);
    // A well-formed badge signed with a key that is not the workspace's.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const otherKey = badgeToken(
      forgedPayload,
      sign('sha256', forgedPayload, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
    );
    for (const value of [tampered, otherKey, `${badge.token}x`, 'not a badge', '']) {
      expect(await verifyBadge(material.public_key, value)).toBeNull();
      expect(await memberFor(value)).toBeUndefined();
    }
  });

  it('rotation refuses the old version from the rotation on, on the server and in the material', async () => {
    const before = await ownBadge(team.guest);
    const versionBefore = (await config()).config_version;
    const rotatedAt = t.clock.now();
    t.clock.advance(MINUTE * 1000);

    const rotated = await rotate(team.guest.id);
    expect(rotated.version).toBe(2);
    expect((await ownBadge(team.guest)).version).toBe(2);
    // The old badge: refused for now, still good for a punch made before the rotation.
    expect(await memberFor(before.token)).toBeUndefined();
    expect(await memberFor(before.token, rotatedAt)).toBe(team.guest.id);
    expect(await memberFor(rotated.token)).toBe(team.guest.id);

    const after = await config();
    expect(after.config_version).not.toBe(versionBefore);
    expect(after.badge_verification?.min_versions).toEqual({ [team.guest.id]: 2 });
    // The old badge's signature still holds offline: the minimum version is what refuses it.
    const key = after.badge_verification?.public_key;
    if (!key) throw new Error('no badge key');
    expect((await verifyBadge(key, before.token))?.version).toBe(1);

    expect((await rotate(team.guest.id)).version).toBe(3);
    expect(await memberFor(rotated.token)).toBeUndefined();
  });

  it('finds nobody from another workspace, and no member who is not ACTIVE', async () => {
    const outsider = await newWorkspace(t, { name: 'Elsewhere' });
    const theirs = await ownBadge(outsider);
    expect(await memberFor(theirs.token)).toBeUndefined();
    // Another workspace's key and id: its own workspace finds its member.
    expect(
      await credentials.memberForBadge(outsider.workspaceId, theirs.token, t.clock.now()),
    ).toBe(outsider.id);
    // A manager of the team cannot reach an outsider's badge.
    const res = await team.superOwner.agent
      .post(`/v1/workspaces/members/${outsider.id}/badge/rotate`)
      .expect(404);
    expect(errorKey(res)).toBe('member_not_found');

    const leaving = await ownBadge(team.manager);
    await team.superOwner.agent
      .patch(`/v1/workspaces/members/${team.manager.id}/deactivate`)
      .expect(200);
    expect(await memberFor(leaving.token)).toBeUndefined();
    expect((await config()).badge_verification?.inactive_members).toEqual([team.manager.id]);
  });

  it('renders the badge as a PNG or SVG QR code', async () => {
    const png = await team.member.agent.get('/v1/workspaces/members/me/badge/qr').expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const svg = await team.member.agent
      .get('/v1/workspaces/members/me/badge/qr?format=svg')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          done(null, text);
        });
      })
      .expect(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(String(svg.body)).toContain('<svg');
  });

  it('sends no badge material while QR badges are off', async () => {
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_qrcode_enabled: false })
      .expect(200);
    expect((await config()).badge_verification).toBeNull();
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_qrcode_enabled: true })
      .expect(200);
  });
});
