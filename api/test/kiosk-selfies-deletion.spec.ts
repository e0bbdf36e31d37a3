import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import { PunchAction, Role } from '@punchcard/shared';
import sharp from 'sharp';
import { SelfiesService } from '#src/modules/kiosk-punches/index.js';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { newMember, newTeam, nowSeconds, type Person, type Team } from './support/factory.js';
import { punchKiosk, sendPunches, type PunchKiosk } from './support/punches.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } })
    .jpeg()
    .toBuffer();

describe('kiosk selfies go with their member', () => {
  let t: TestApp;
  let team: Team;
  let kiosk: PunchKiosk;
  beforeAll(async () => {
    t = await startTestApp();
    team = await newTeam(t, { name: 'Selfie Erasure' });
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_kiosk_enabled: true, is_picture_enabled: true })
      .expect(200);
    kiosk = await punchKiosk(t, team.superOwner, 'Lobby');
  });
  afterAll(() => t.close());

  /** The member clocks in at the kiosk with a real JPEG: the selfie's id and its file on disk. */
  async function punchWithSelfie(person: Person) {
    const id = randomUUID();
    await kiosk.device
      .post('/v1/kiosk/selfies')
      .attach('file', await jpeg(), 'selfie.jpg')
      .field('id', id)
      .expect(201);
    const entry = await kiosk.journal.next({
      action: PunchAction.ClockIn,
      at: nowSeconds(t),
      credential: await kiosk.session(person.id),
      selfie_id: id,
    });
    expect((await sendPunches(kiosk, [entry])).results[0]?.status).toBe('applied');
    const [row] = await sql<{ file: string; id_user: string }>(
      t,
      `SELECT file, id_user FROM selfies WHERE id = $1`,
      [id],
    );
    expect(row?.id_user).toBe(person.id);
    const file = path.join(t.dataDir, 'uploads', path.basename(row?.file ?? ''));
    expect(fs.existsSync(file)).toBe(true);
    return { id, file };
  }

  async function selfieRows(ids: string[]): Promise<string[]> {
    const rows = await sql<{ id: string }>(t, `SELECT id FROM selfies WHERE id = ANY($1::uuid[])`, [
      ids,
    ]);
    return rows.map((row) => row.id);
  }

  it('deletes the selfie rows and files of a removed member, and nobody else’s', async () => {
    const alice = await newMember(t, team.workspaceId, Role.Member);
    const bob = await newMember(t, team.workspaceId, Role.Member);
    const aliceSelfie = await punchWithSelfie(alice);
    const bobSelfie = await punchWithSelfie(bob);

    await team.superOwner.agent.delete(`/v1/workspaces/members/${alice.id}/pseudo`).expect(200);

    expect(await selfieRows([aliceSelfie.id, bobSelfie.id])).toEqual([bobSelfie.id]);
    expect(fs.existsSync(aliceSelfie.file)).toBe(false);
    expect(fs.existsSync(bobSelfie.file)).toBe(true);
  });

  it('deletes every removed member’s selfies in a bulk removal, a file already gone included', async () => {
    const carol = await newMember(t, team.workspaceId, Role.Member);
    const dave = await newMember(t, team.workspaceId, Role.Member);
    const carolSelfie = await punchWithSelfie(carol);
    const daveSelfie = await punchWithSelfie(dave);
    fs.rmSync(daveSelfie.file);

    await team.superOwner.agent
      .delete('/v1/workspaces/members/pseudo')
      .send({ ids: [carol.id, dave.id] })
      .expect(200);

    expect(await selfieRows([carolSelfie.id, daveSelfie.id])).toEqual([]);
    expect(fs.existsSync(carolSelfie.file)).toBe(false);
  });

  it('keeps both rows and files when the removal rolls back after deleting the selfies', async () => {
    const erin = await newMember(t, team.workspaceId, Role.Member);
    const erinSelfie = await punchWithSelfie(erin);
    const selfies = t.app.get(SelfiesService);
    const erase = selfies.eraseMembers.bind(selfies);
    // The selfie rows are deleted, then the transaction fails before it commits.
    const spy = jest.spyOn(selfies, 'eraseMembers').mockImplementationOnce(async (...args) => {
      await erase(...args);
      throw new Error('The removal fails after the selfies were deleted');
    });
    try {
      await team.superOwner.agent.delete(`/v1/workspaces/members/${erin.id}/pseudo`).expect(500);
    } finally {
      spy.mockRestore();
    }
    expect(await selfieRows([erinSelfie.id])).toEqual([erinSelfie.id]);
    expect(fs.existsSync(erinSelfie.file)).toBe(true);

    // Refused before anything is deleted: removing the only super owner along with Erin.
    const refused = await team.superOwner.agent
      .delete('/v1/workspaces/members/pseudo')
      .send({ ids: [erin.id, team.superOwner.id] });
    expect([refused.status, errorKey(refused)]).toEqual([412, 'member_last_super_owner']);
    expect(await selfieRows([erinSelfie.id])).toEqual([erinSelfie.id]);
    expect(fs.existsSync(erinSelfie.file)).toBe(true);
  });
});
