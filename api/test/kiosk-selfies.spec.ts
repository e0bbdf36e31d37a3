import { randomUUID } from 'node:crypto';
import { PunchAction, Role, type SelfieRecord } from '@punchcard/shared';
import sharp from 'sharp';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { newMember, newTeam, nowSeconds, type Person, type Team } from './support/factory.js';
import { punchKiosk, sendPunches, type PunchKiosk } from './support/punches.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const image = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    [format]()
    .toBuffer();

describe('kiosk selfies', () => {
  let t: TestApp;
  let team: Team;
  let kiosk: PunchKiosk;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Selfie Team' });
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_kiosk_enabled: true, is_picture_enabled: true })
      .expect(200);
    kiosk = await punchKiosk(t, team.superOwner, 'Lobby');
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, name = 'selfie.jpg', id?: string) => {
    const req = kiosk.device.post('/v1/kiosk/selfies').attach('file', bytes, name);
    return id ? req.field('id', id) : req;
  };

  /** A member who clocks in at the kiosk with a selfie; answers the selfie's id. */
  async function punchWithSelfie(person: Person): Promise<string> {
    const id = randomUUID();
    const res = await upload(await image('jpeg'), 'selfie.jpg', id).expect(201);
    expect(res.body).toEqual({ id });
    const entry = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: nowSeconds(t),
      credential: await kiosk.session(person.id),
      selfie_id: id,
    });
    expect((await sendPunches(kiosk, [entry])).results[0]?.status).toBe('applied');
    return id;
  }

  it('stores a real JPEG, re-encoded, and answers the same id when it is sent again', async () => {
    const id = randomUUID();
    const bytes = await image('jpeg');
    await upload(bytes, 'selfie.jpg', id).expect(201);
    const again = await upload(bytes, 'selfie.jpg', id).expect(201);
    expect(again.body).toEqual({ id });
    const generated = await upload(bytes).expect(201);
    expect((generated.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a PNG named .jpg, something that is no image, and more than 2 MB', async () => {
    const png = await upload(await image('png'), 'selfie.jpg');
    expect([png.status, errorKey(png)]).toEqual([400, 'upload_invalid_type']);
    const text = await upload(Buffer.from('not a picture at all'), 'selfie.jpg');
    expect([text.status, errorKey(text)]).toEqual([400, 'upload_invalid_type']);
    const big = Buffer.concat([await image('jpeg'), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(big, 'selfie.jpg');
    expect([tooLarge.status, errorKey(tooLarge)]).toEqual([400, 'upload_too_large']);
  });

  it('does not let another kiosk take a selfie id', async () => {
    const id = randomUUID();
    await upload(await image('jpeg'), 'selfie.jpg', id).expect(201);
    const other = await punchKiosk(t, team.superOwner, 'Other');
    const res = await other.device
      .post('/v1/kiosk/selfies')
      .attach('file', await image('jpeg'), 'selfie.jpg')
      .field('id', id);
    expect([res.status, errorKey(res)]).toEqual([409, 'error.conflict']);
  });

  it('shows managers every selfie beside its punch and kiosk, members their own', async () => {
    const alice = await newMember(t, team.workspaceId, Role.Member);
    const bob = await newMember(t, team.workspaceId, Role.Member);
    const aliceSelfie = await punchWithSelfie(alice);
    const bobSelfie = await punchWithSelfie(bob);

    const managerView = await team.manager.agent
      .get(`/v1/workspaces/selfies?id_user=${alice.id}`)
      .expect(200);
    const [seen] = managerView.body as SelfieRecord[];
    expect(seen).toMatchObject({
      id: aliceSelfie,
      id_user: alice.id,
      kiosk_name: 'Lobby',
      punch: { action: 'clock_in', status: 'applied' },
    });
    const all = (await team.superOwner.agent.get('/v1/workspaces/selfies').expect(200))
      .body as SelfieRecord[];
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([aliceSelfie, bobSelfie]));

    const own = (await alice.agent.get('/v1/workspaces/selfies').expect(200))
      .body as SelfieRecord[];
    expect(own.map((s) => s.id)).toEqual([aliceSelfie]);
    const refused = await alice.agent.get(`/v1/workspaces/selfies?id_user=${bob.id}`);
    expect(refused.status).toBe(403);

    // The image bytes come through the uploads route: to the member and to managers, and to
    // no other member, who gets the same 404 as for a file that does not exist.
    const file = await alice.agent.get(seen?.url ?? '').expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    await team.manager.agent.get(seen?.url ?? '').expect(200);
    const other = await bob.agent.get(seen?.url ?? '').expect(404);
    expect(errorKey(other)).toBe('error.not_found');
    // Today in the workspace's time zone, as the listing counts days.
    const [{ today }] = (await sql<{ today: string }>(
      t,
      `SELECT to_char(now() AT TIME ZONE time_zone, 'YYYY-MM-DD') AS today FROM workspaces WHERE id = $1`,
      [team.workspaceId],
    )) as [{ today: string }];
    const byDay = (
      await team.manager.agent
        .get(`/v1/workspaces/selfies?date=${today}&id_user=${bob.id}`)
        .expect(200)
    ).body as SelfieRecord[];
    expect(byDay.map((s) => s.id)).toEqual([bobSelfie]);
  });
});
