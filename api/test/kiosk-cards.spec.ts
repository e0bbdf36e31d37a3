import {
  cardHash,
  type KioskConfig,
  type KioskEnrolment,
  type MemberCard,
} from '@punchcard/shared';
import { KioskCredentialsService } from '#src/modules/kiosk-credentials/index.js';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { newTeam, newWorkspace, SMALL_TEAM, type Team } from './support/factory.js';
import { pairedKiosk } from './support/kiosks.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SECOND = 1000;

describe('kiosk NFC cards', () => {
  let t: TestApp;
  let team: Team<keyof typeof SMALL_TEAM>;
  let credentials: KioskCredentialsService;
  let kiosk: Awaited<ReturnType<typeof pairedKiosk>>;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Card Team', members: SMALL_TEAM });
    credentials = t.app.get(KioskCredentialsService, { strict: false });
    kiosk = await pairedKiosk(t, team.superOwner);
  });
  afterAll(() => t.close());

  const cardsPath = (idUser: string) => `/v1/workspaces/members/${idUser}/cards`;
  const bind = (idUser: string, uid: string) =>
    team.superOwner.agent.post(cardsPath(idUser)).send({ uid });
  const list = async (idUser: string) =>
    (await team.superOwner.agent.get(cardsPath(idUser)).expect(200)).body as MemberCard[];
  const memberFor = (uid: string, at = t.clock.now()) =>
    credentials.memberForCard(team.workspaceId, uid, at);
  const config = async () =>
    (await kiosk.device.get('/v1/kiosk/config').expect(200)).body as KioskConfig;
  const device = () => ({ kiosk: { id: kiosk.id, idWorkspace: team.workspaceId } });

  it('binds a typed UID to one member, unique in the workspace, listed by its last digits', async () => {
    const created = (await bind(team.member.id, '04:a2:2b:1c:5f:61:80').expect(201))
      .body as MemberCard;
    expect(created.last_digits).toBe('6180');
    expect(await list(team.member.id)).toEqual([created]);
    expect(JSON.stringify(await list(team.member.id))).not.toContain('04A22B1C5F');
    expect(await memberFor('04A22B1C5F6180')).toBe(team.member.id);
    expect(await memberFor('04 A2 2B 1C 5F 61 80')).toBe(team.member.id);

    // The same card for someone else of the workspace: refused, however it is written.
    const taken = await bind(team.other.id, '04-A2-2B-1C-5F-61-80').expect(409);
    expect(errorKey(taken)).toBe('kiosk_card_taken');
    // Another workspace may bind the same card to its own member.
    const elsewhere = await newWorkspace(t, { name: 'Elsewhere' });
    await elsewhere.agent.post(cardsPath(elsewhere.id)).send({ uid: '04A22B1C5F6180' }).expect(201);
    expect(await memberFor('04A22B1C5F6180')).toBe(team.member.id);

    for (const uid of ['04A22B', 'ZZ112233', '0102030405', '']) {
      expect(errorKey(await bind(team.member.id, uid).expect(400))).toBe('kiosk_card_uid_invalid');
    }
    const stranger = await bind(elsewhere.id, 'DEADBEEF').expect(404);
    expect(errorKey(stranger)).toBe('member_not_found');
  });

  it('unbinds: refused from then on, still accepted for a moment before; then re-binds', async () => {
    const card = (await bind(team.other.id, 'A1B2C3D4').expect(201)).body as MemberCard;
    const beforeUnbinding = t.clock.now();
    t.clock.advance(60 * SECOND);
    await team.superOwner.agent.delete(`${cardsPath(team.other.id)}/${card.id}`).expect(200);
    expect(await list(team.other.id)).toEqual([]);
    expect(await memberFor('A1B2C3D4')).toBeUndefined();
    expect(await memberFor('A1B2C3D4', beforeUnbinding)).toBe(team.other.id);
    const again = await team.superOwner.agent.delete(`${cardsPath(team.other.id)}/${card.id}`);
    expect([again.status, errorKey(again)]).toEqual([404, 'kiosk_card_not_found']);

    // Re-bound to someone else: the new holder from now, the old one for the earlier moment.
    await bind(team.manager.id, 'a1b2c3d4').expect(201);
    expect(await memberFor('A1B2C3D4')).toBe(team.manager.id);
    expect(await memberFor('A1B2C3D4', beforeUnbinding)).toBe(team.other.id);
  });

  it('enrolment mode binds the next unknown tap on that kiosk within 60 seconds', async () => {
    const started = await team.superOwner.agent
      .post(`/v1/kiosks/${kiosk.id}/enrolment`)
      .send({ id_user: team.other.id })
      .expect(201);
    expect(started.body as KioskEnrolment).toMatchObject({
      id_kiosk: kiosk.id,
      id_user: team.other.id,
    });
    // Another kiosk's tap does not use this kiosk's enrolment.
    const other = await pairedKiosk(t, team.superOwner, 'Back door');
    const elsewhere = { kiosk: { id: other.id, idWorkspace: team.workspaceId } };
    expect(await credentials.enrolIfPending(elsewhere, '11223344', t.clock.now())).toBeUndefined();

    t.clock.advance(59 * SECOND);
    const enrolled = await credentials.enrolIfPending(device(), '11:22:33:44', t.clock.now());
    expect(enrolled?.idUser).toBe(team.other.id);
    expect(await memberFor('11223344')).toBe(team.other.id);
    expect((await list(team.other.id)).map((card) => card.last_digits)).toEqual(['3344']);
    // Used up: the next unknown tap binds nothing.
    expect(await credentials.enrolIfPending(device(), '55667788', t.clock.now())).toBeUndefined();
    expect(await memberFor('55667788')).toBeUndefined();
  });

  it('enrolment mode binds nothing after 60 seconds, nor a card bound already', async () => {
    await team.superOwner.agent
      .post(`/v1/kiosks/${kiosk.id}/enrolment`)
      .send({ id_user: team.manager.id })
      .expect(201);
    // A card that is someone's already is no unknown tap: the enrolment waits on.
    expect(await credentials.enrolIfPending(device(), '11223344', t.clock.now())).toBeUndefined();
    expect(await memberFor('11223344')).toBe(team.other.id);

    t.clock.advance(61 * SECOND);
    expect(await credentials.enrolIfPending(device(), '99887766', t.clock.now())).toBeUndefined();
    expect(await memberFor('99887766')).toBeUndefined();

    const unknownKiosk = await team.superOwner.agent
      .post(`/v1/kiosks/${team.superOwner.id}/enrolment`)
      .send({ id_user: team.manager.id });
    expect([unknownKiosk.status, errorKey(unknownKiosk)]).toEqual([404, 'kiosk_not_found']);
  });

  it("gives kiosks hashes of ACTIVE members' cards, never the UIDs", async () => {
    await bind(team.member.id, '0102030405060708090A').expect(201);
    const material = (await config()).card_verification;
    if (!material) throw new Error('NFC is on: the config must carry the card hashes');
    const text = JSON.stringify(material);
    const uids = ['04A22B1C5F6180', 'A1B2C3D4', '11223344', '0102030405060708090A'];
    for (const uid of uids) {
      expect(text.toUpperCase()).not.toContain(uid);
      expect(text.toUpperCase()).not.toContain(uid.slice(-8));
    }
    expect(Object.values(material.card_hashes).sort()).toEqual(
      [team.member.id, team.member.id, team.other.id, team.manager.id].sort(),
    );
    // A kiosk recognises a tapped card with the salt (shared cardHash, on WebCrypto).
    const hash = await cardHash(material.salt, '11:22:33:44');
    if (!hash) throw new Error('the salt and UID are well formed');
    expect(material.card_hashes[hash]).toBe(team.other.id);

    // The server keeps only keyed hashes too.
    const rows = await sql(t, 'SELECT * FROM kiosk_cards');
    expect(JSON.stringify(rows).toUpperCase()).not.toContain('A1B2C3D4');

    // A member who leaves is found no more, and their cards leave the material.
    const versionBefore = (await config()).config_version;
    await team.superOwner.agent
      .patch(`/v1/workspaces/members/${team.member.id}/deactivate`)
      .expect(200);
    expect(await memberFor('04A22B1C5F6180')).toBeUndefined();
    const after = await config();
    expect(after.config_version).not.toBe(versionBefore);
    expect(Object.values(after.card_verification?.card_hashes ?? {})).not.toContain(team.member.id);
  });
});
