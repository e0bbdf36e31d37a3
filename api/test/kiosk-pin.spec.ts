import type { PinAvailability, Profile } from '@punchcard/shared';
import { Role } from '@punchcard/shared';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { newMember, newWorkspace, type Person } from './support/factory.js';
import { mailBody, startTestApp, type TestApp } from './support/test-app.js';

describe('kiosk PIN of the account', () => {
  let t: TestApp;
  let workspaceId: string;
  let owner: Person;
  beforeAll(async () => {
    t = await startTestApp();
    const created = await newWorkspace(t, { name: 'PIN Team' });
    workspaceId = created.workspaceId;
    owner = created;
  });
  afterAll(() => t.close());

  const member = () => newMember(t, workspaceId, Role.Member, { via: 'sign-up' });
  const setPin = (person: Person, pin: string) =>
    person.agent.put('/v1/accounts/me/pin').send({ pin });
  const changePin = (person: Person, old_pin: string, new_pin: string) =>
    person.agent.patch('/v1/accounts/me/pin').send({ old_pin, new_pin });
  const availability = async (person: Person) =>
    (await person.agent.get('/v1/accounts/me/pin/is-available').expect(200))
      .body as PinAvailability;
  const storedHash = async (idUser: string) =>
    (
      await sql<{ pin_hash: string }>(t, 'SELECT pin_hash FROM account_pins WHERE id_user = $1', [
        idUser,
      ])
    )[0]?.pin_hash;

  it('refuses what is not 4 to 8 digits, and guessable PINs', async () => {
    const someone = await member();
    const refused = [
      '',
      '123',
      '12a4',
      '١٢٣٤',
      '123456789',
      ' 4817',
      '0000',
      '7777777',
      '1234',
      '4321',
      '98765',
      '01234567',
      '121212',
      '12341234',
      '2580',
      '1004',
    ];
    for (const pin of refused) {
      const res = await setPin(someone, pin);
      expect([pin, res.status, errorKey(res)]).toEqual([pin, 400, 'reset_pin_bad_request']);
    }
    expect(await storedHash(someone.id)).toBeUndefined();
    await setPin(someone, '48170392').expect(200);
  });

  it('stores only a keyed hash, never the PIN, and shows has_pin in the profile', async () => {
    const someone = await member();
    const profile = async () =>
      (await someone.agent.get('/v1/accounts/me/profile').expect(200)).body as Profile;
    expect((await profile()).has_pin).toBe(false);
    expect(await availability(someone)).toEqual({ is_available: true, has_pin: false });
    await setPin(someone, '4817').expect(200);
    expect((await profile()).has_pin).toBe(true);
    expect(await availability(someone)).toEqual({ is_available: true, has_pin: true });
    const [row] = await sql(t, 'SELECT * FROM account_pins WHERE id_user = $1', [someone.id]);
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'created_at',
      'id_user',
      'pin_hash',
      'updated_at',
    ]);
    const hash = String(row?.pin_hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('4817');
    // Keyed: not the plain SHA-256 of the PIN, which 10^4 guesses would reverse.
    const [plain] = await sql<{ h: string }>(t, `SELECT encode(sha256('4817'), 'base64') AS h`);
    expect(hash).not.toBe(plain?.h.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  });

  it('sets a PIN once, then changes it only with the old one', async () => {
    const someone = await member();
    const none = await changePin(someone, '4817', '5926');
    expect([none.status, errorKey(none)]).toEqual([412, 'kiosk.messages.precondition_failed']);
    await setPin(someone, '3907').expect(200);
    const again = await setPin(someone, '5926');
    expect([again.status, errorKey(again)]).toEqual([412, 'kiosk.messages.precondition_failed']);
    const wrong = await changePin(someone, '3908', '5926');
    expect([wrong.status, errorKey(wrong)]).toEqual([400, 'account.messages.invalid_pin']);
    const trivial = await changePin(someone, '3907', '1111');
    expect([trivial.status, errorKey(trivial)]).toEqual([400, 'reset_pin_bad_request']);
    const before = await storedHash(someone.id);
    await changePin(someone, '3907', '5926').expect(200);
    expect(await storedHash(someone.id)).not.toBe(before);
    await changePin(someone, '5926', '3907').expect(200);
  });

  it('limits wrong old PINs per member: 429 with Retry-After after 5', async () => {
    const someone = await member();
    await setPin(someone, '6048').expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await changePin(someone, `70${i}1`, '8152')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const locked = await changePin(someone, '6048', '8152');
    expect([locked.status, errorKey(locked)]).toEqual([429, 'error.too_many_requests']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a PIN an active colleague uses, in any shared workspace, but not elsewhere', async () => {
    const first = await member();
    await setPin(first, '5831').expect(200);
    const colleague = await member();
    const taken = await setPin(colleague, '5831');
    expect([taken.status, errorKey(taken)]).toEqual([400, 'reset_pin_bad_request']);
    // Someone who shares no workspace with `first` may use the same PIN.
    const elsewhere = await newWorkspace(t, { name: 'Elsewhere' });
    await setPin(elsewhere, '5831').expect(200);
    // An inactive colleague's PIN does not block (identify never finds them).
    const leaver = await member();
    await setPin(leaver, '6942').expect(200);
    await sql(t, `UPDATE workspace_members SET status = 'INACTIVE' WHERE id_user = $1`, [
      leaver.id,
    ]);
    await setPin(colleague, '6942').expect(200);
  });

  it('limits refused PIN choices that reveal a colleague uses the PIN', async () => {
    const holders = await Promise.all([0, 1, 2, 3].map(() => member()));
    const pins = ['7051', '7052', '7053', '7054'];
    for (const [i, holder] of holders.entries()) await setPin(holder, pins[i] ?? '').expect(200);
    const prober = await member();
    const statuses: number[] = [];
    for (const pin of [...pins, '7059']) statuses.push((await setPin(prober, pin)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('resets the PIN through an e-mailed link, in the caller’s language, once', async () => {
    const someone = await member();
    await setPin(someone, '2864').expect(200);
    await someone.agent
      .post('/v1/accounts/me/pin/reset-mail')
      .set('Accept-Language', 'ja')
      .expect(200);
    const mail = t.lastMail(someone.email);
    const body = mailBody(mail);
    expect(body).toContain('PIN');
    expect(body).toMatch(/[\u3040-\u30ff]/);
    const token = decodeURIComponent(/setup-pin\?token=([^\s&]+)/.exec(body)?.[1] ?? '');
    expect(body).toContain('/ja/setup-pin?token=');
    const anonymous = t.agent();
    const bad = await anonymous.patch('/v1/accounts/reset/pin').send({ token, new_pin: '1234' });
    expect([bad.status, errorKey(bad)]).toEqual([400, 'reset_pin_bad_request']);
    await anonymous.patch('/v1/accounts/reset/pin').send({ token, new_pin: '9173' }).expect(200);
    const reused = await anonymous.patch('/v1/accounts/reset/pin').send({ token, new_pin: '9174' });
    expect([reused.status, errorKey(reused)]).toEqual([404, 'reset_pin_not_found']);
    const unknown = await anonymous
      .patch('/v1/accounts/reset/pin')
      .send({ token: 'nope', new_pin: '9175' });
    expect([unknown.status, errorKey(unknown)]).toEqual([404, 'reset_pin_not_found']);
    await changePin(someone, '9173', '2864').expect(200);
  });

  it('mails the reset in English by default, and expires the link after an hour', async () => {
    const someone = await member();
    await someone.agent.post('/v1/accounts/me/pin/reset-mail').expect(200);
    const body = mailBody(t.lastMail(someone.email));
    expect(body).toContain('choose a new PIN');
    const token = decodeURIComponent(/setup-pin\?token=([^\s&]+)/.exec(body)?.[1] ?? '');
    t.clock.advance(61 * 60 * 1000);
    const late = await t.agent().patch('/v1/accounts/reset/pin').send({ token, new_pin: '9173' });
    expect([late.status, errorKey(late)]).toEqual([404, 'reset_pin_not_found']);
  });

  it('answers is_available false where no workspace identifies by PIN', async () => {
    const alone = await newWorkspace(t, { name: 'No PIN' });
    await alone.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_pin_enabled: false })
      .expect(200);
    expect(await availability(alone)).toEqual({ is_available: false, has_pin: false });
  });

  it('refuses member API keys on the account PIN routes', async () => {
    const keyed = await newMember(t, workspaceId, Role.Member);
    for (const res of [
      await keyed.agent.get('/v1/accounts/me/pin/is-available'),
      await keyed.agent.put('/v1/accounts/me/pin').send({ pin: '4817' }),
      await keyed.agent.patch('/v1/accounts/me/pin').send({ old_pin: '4817', new_pin: '5926' }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(owner.id).toBeDefined();
  });
});
