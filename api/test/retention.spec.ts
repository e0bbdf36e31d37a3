import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { RetentionService } from '../src/modules/retention/retention.service.js';
import {
  newActivity,
  newBreak,
  newRow,
  newTeam,
  newWorkspace,
  newWorkspaceTime,
  nowSeconds,
} from './support/factory.js';
import { setPlan, sql } from './support/db.js';
import { punchKiosk } from './support/punches.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('FREE data retention (35 days)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function recentAction(
    idWorkspace: string,
    idUser: string,
    daysAgo: number,
  ): Promise<string> {
    return newRow(t, 'recent_actions', {
      id_workspace: idWorkspace,
      id_user: idUser,
      description: `${daysAgo} days ago`,
      used_at: new Date(Date.now() - daysAgo * DAY_MS),
    });
  }

  it('hides older entries from reads on FREE, keeps them on paid plans, and purges only what is hidden', async () => {
    const free = await newWorkspace(t, { name: 'Free' });
    const paid = await newWorkspace(t, { name: 'Paid' });
    await setPlan(t, paid.workspaceId, 'BASIC');
    const freeOld = await recentAction(free.workspaceId, free.me.user.id, 36);
    const freeNew = await recentAction(free.workspaceId, free.me.user.id, 34);
    const paidOld = await recentAction(paid.workspaceId, paid.me.user.id, 400);

    const freeList = await free.agent.get('/v1/workspaces/recent-actions').expect(200);
    expect((freeList.body as { id: string }[]).map((a) => a.id)).toEqual([freeNew]);
    const paidList = await paid.agent.get('/v1/workspaces/recent-actions').expect(200);
    expect((paidList.body as { id: string }[]).map((a) => a.id)).toEqual([paidOld]);

    const counts = await t.app.get(RetentionService).purge();
    expect(counts).toEqual({
      time_requests: 0,
      activities: 0,
      breaks: 0,
      workspace_times: 0,
      recent_actions: 1,
      kiosk_punches: 0,
      selfies: 0,
    });
    const left = await sql<{ id: string }>(
      t,
      `SELECT id FROM recent_actions WHERE id = ANY($1::uuid[])`,
      [[freeOld, freeNew, paidOld]],
    );
    expect(left.map((r) => r.id).sort()).toEqual([freeNew, paidOld].sort());

    // Moving to FREE hides a paid workspace's old entries at once, before any purge.
    await setPlan(t, paid.workspaceId, 'FREE');
    await paid.agent.get('/v1/workspaces/recent-actions').expect(200, []);
  });

  it('purges expired time entries of FREE workspaces, children with their parents', async () => {
    const free = await newWorkspace(t, { name: 'Free time' });
    const day = (n: number) => new Date(Date.now() - n * DAY_MS);
    const after = (date: Date, ms: number) => new Date(date.getTime() + ms);
    const me = free.me.user.id;
    const old = await newWorkspaceTime(
      t,
      free.workspaceId,
      me,
      day(40),
      after(day(40), 8 * 3600_000),
    );
    await newBreak(t, old, after(day(40), 3600_000), after(day(40), 5400_000));
    await newActivity(t, free.workspaceId, me, day(40), after(day(40), 3600_000), {
      id_workspace_time: old,
    });
    await newWorkspaceTime(t, free.workspaceId, me, day(2), after(day(2), 3600_000));
    const counts = await t.app.get(RetentionService).purge();
    expect(counts).toMatchObject({ activities: 1, breaks: 1, workspace_times: 1 });
    const [left] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM workspace_times WHERE id_user = $1`,
      [free.me.user.id],
    );
    expect(left?.n).toBe('1');
  });

  it('purges expired kiosk selfies of FREE workspaces, their files with them', async () => {
    const team = await newTeam(t, { name: 'Free selfies' });
    await team.superOwner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_kiosk_enabled: true, is_picture_enabled: true })
      .expect(200);
    const kiosk = await punchKiosk(t, team.superOwner, 'Lobby');
    const bytes = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#27ae60' },
    })
      .jpeg()
      .toBuffer();
    const upload = async (daysAgo: number) => {
      const res = await kiosk.device
        .post('/v1/kiosk/selfies')
        .attach('file', bytes, 'selfie.jpg')
        .field('taken_at', String(nowSeconds(t) - daysAgo * 86_400))
        .expect(201);
      const id = (res.body as { id: string }).id;
      const [row] = await sql<{ file: string }>(t, `SELECT file FROM selfies WHERE id = $1`, [id]);
      return { id, file: path.join(t.dataDir, 'uploads', path.basename(row?.file ?? '')) };
    };
    const old = await upload(36);
    const recent = await upload(34);
    expect(fs.existsSync(old.file)).toBe(true);
    // Paid plans keep everything; once on FREE, what is older than 35 days goes.
    expect((await t.app.get(RetentionService).purge()).selfies).toBe(0);
    await setPlan(t, team.workspaceId, 'FREE');

    expect((await t.app.get(RetentionService).purge()).selfies).toBe(1);
    const left = await sql<{ id: string }>(t, `SELECT id FROM selfies WHERE id = ANY($1::uuid[])`, [
      [old.id, recent.id],
    ]);
    expect(left.map((r) => r.id)).toEqual([recent.id]);
    expect(fs.existsSync(old.file)).toBe(false);
    expect(fs.existsSync(recent.file)).toBe(true);
  });
});
