import fs from 'node:fs';
import path from 'node:path';
import { type Workspace } from '@punchcard/shared';
import { PNG_PIXEL } from './matrix/matrix.js';
import { newRow, newWorkspace } from './support/factory.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { settingsTeam } from './support/workspace-settings.js';

describe('workspace settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  function uploadPath(url: string | null): string {
    return path.join(t.dataDir, 'uploads', (url ?? '').replace('/v1/uploads/', ''));
  }

  describe('Workspace shape', () => {
    it('lists live clients and tags sorted by name, never another workspace’s', async () => {
      const owner = await newWorkspace(t);
      const other = await newWorkspace(t);
      const named = async (table: string, where: string) =>
        (await sql<{ id: string }>(t, `SELECT id FROM ${table} WHERE name = $1`, [where]))[0]?.id;
      const [mine, theirs, now] = [owner.workspaceId, other.workspaceId, new Date()];
      for (const [id_workspace, name, avatar, deleted_at] of [
        [mine, 'zeta', null, null],
        [mine, 'Alpha', '/v1/uploads/x.png', null],
        [mine, 'Gone', null, now],
        [theirs, 'Foreign', null, null],
      ] as const)
        await newRow(t, 'clients', { id_workspace, name, avatar, deleted_at });
      for (const [id_workspace, name, deleted_at] of [
        [mine, 'urgent', null],
        [mine, 'Billable', null],
        [mine, 'old', now],
        [theirs, 'theirs', null],
      ] as const)
        await newRow(t, 'tags', { id_workspace, name, deleted_at });
      const res = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
      const workspace = res.body as Workspace;
      expect(workspace.clients).toEqual([
        { id: await named('clients', 'Alpha'), name: 'Alpha', avatar: '/v1/uploads/x.png' },
        { id: await named('clients', 'zeta'), name: 'zeta', avatar: null },
      ]);
      expect(workspace.tags).toEqual([
        { id: await named('tags', 'Billable'), name: 'Billable' },
        { id: await named('tags', 'urgent'), name: 'urgent' },
      ]);
      const fresh = await newWorkspace(t);
      const empty = (await fresh.agent.get(`/v1/workspaces/${fresh.workspaceId}`).expect(200))
        .body as Workspace;
      expect(empty).toMatchObject({ clients: [], tags: [] });
    });
  });

  describe('PATCH /v1/workspaces/avatar', () => {
    it('stores the image, serves it, and deletes the one it replaces', async () => {
      const { owner } = await settingsTeam(t);
      const first = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', PNG_PIXEL, 'a.png')
        .expect(200);
      const firstUrl = (first.body as Workspace).avatar;
      expect(firstUrl).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\.png$/);
      expect(first.body).toMatchObject({ id: owner.workspaceId, name: 'Settings Team' });
      await owner.agent.get(firstUrl ?? '').expect(200);
      const second = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', PNG_PIXEL, 'b.png')
        .expect(200);
      const secondUrl = (second.body as Workspace).avatar;
      expect(secondUrl).not.toBe(firstUrl);
      expect(fs.existsSync(uploadPath(firstUrl))).toBe(false);
      expect(fs.existsSync(uploadPath(secondUrl))).toBe(true);
      await owner.agent.get(firstUrl ?? '').expect(404);
    });

    it('refuses a missing file, a non-image and callers without the permission', async () => {
      const { owner, Manager } = await settingsTeam(t);
      const missing = await owner.agent.patch('/v1/workspaces/avatar').expect(400);
      expect(missing.body).toMatchObject({ error_key: 'upload_missing' });
      const text = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', Buffer.from('not an image'), 'a.png')
        .expect(400);
      expect(text.body).toMatchObject({ error_key: 'upload_invalid_type' });
      const denied = await Manager.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', PNG_PIXEL, 'a.png')
        .expect(403);
      expect(denied.body).toMatchObject({ error_key: 'error.forbidden' });
      const after = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
        .body as Workspace;
      expect(after.avatar).toBeNull();
    });
  });

  it('sets project report visibility; unknown values are 400', async () => {
    const { owner, Owner, Manager } = await settingsTeam(t);
    const res = await Owner.agent
      .patch('/v1/workspaces/project-visibility')
      .send({ project_visibility: 'DETAILS' })
      .expect(200);
    expect(res.body).toMatchObject({ project_report_visibility: 'DETAILS', role: 'Owner' });
    const bad = await owner.agent
      .patch('/v1/workspaces/project-visibility')
      .send({ project_visibility: 'EVERYTHING' })
      .expect(400);
    expect(bad.body).toMatchObject({ error_key: 'error.bad_request' });
    await Manager.agent
      .patch('/v1/workspaces/project-visibility')
      .send({ project_visibility: 'PERSONAL' })
      .expect(403);
    const after = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
      .body as Workspace;
    expect(after.project_report_visibility).toBe('DETAILS');
  });

  it('sets whether workspace time is required', async () => {
    const { owner } = await settingsTeam(t);
    const off = await owner.agent
      .put('/v1/workspaces/workspace-settings/time')
      .send({ is_required: false })
      .expect(200);
    expect(off.body).toMatchObject({ is_time_required: false });
    const on = await owner.agent
      .put('/v1/workspaces/workspace-settings/time')
      .send({ is_required: true })
      .expect(200);
    expect(on.body).toMatchObject({ is_time_required: true });
    await owner.agent
      .put('/v1/workspaces/workspace-settings/time')
      .send({ is_required: 'yes' })
      .expect(400);
  });

  it('sets approval from the path: true or false, anything else 400', async () => {
    const { owner, Member } = await settingsTeam(t);
    const on = await owner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
    expect(on.body).toMatchObject({ is_approval_required: true });
    const off = await owner.agent.patch('/v1/workspaces/approval-setting/false').expect(200);
    expect(off.body).toMatchObject({ is_approval_required: false });
    for (const value of ['yes', '1', 'TRUE ']) {
      const bad = await owner.agent
        .patch(`/v1/workspaces/approval-setting/${encodeURIComponent(value)}`)
        .expect(400);
      expect(bad.body).toMatchObject({ error_key: 'error.bad_request' });
    }
    await Member.agent.patch('/v1/workspaces/approval-setting/true').expect(403);
  });

  it('changes only the kiosk flags sent', async () => {
    const { owner } = await settingsTeam(t);
    const res = await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_pin_enabled: false, is_nfc_enabled: false })
      .expect(200);
    expect((res.body as Workspace).kiosk_settings).toEqual({
      is_kiosk_enabled: true,
      is_pin_enabled: false,
      is_picture_enabled: true,
      is_qrcode_enabled: true,
      is_nfc_enabled: false,
      kiosk_max_punch_age_days: 7,
    });
    const again = await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_pin_enabled: true })
      .expect(200);
    expect((again.body as Workspace).kiosk_settings).toMatchObject({
      is_pin_enabled: true,
      is_nfc_enabled: false,
    });
    await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_selfie_enabled: true })
      .expect(400);
    await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_pin_enabled: 1 })
      .expect(400);
  });

  it('sets the kiosk punch age limit within 1..31 days; anything else is 400', async () => {
    const { owner, Member } = await settingsTeam(t);
    const res = await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ kiosk_max_punch_age_days: 14 })
      .expect(200);
    expect((res.body as Workspace).kiosk_settings).toMatchObject({
      kiosk_max_punch_age_days: 14,
      is_kiosk_enabled: true,
    });
    for (const days of [0, 32, 1.5, '14']) {
      const bad = await owner.agent
        .patch('/v1/workspaces/kiosk-settings')
        .send({ kiosk_max_punch_age_days: days })
        .expect(400);
      expect(bad.body).toMatchObject({ error_key: 'error.bad_request' });
    }
    await Member.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ kiosk_max_punch_age_days: 3 })
      .expect(403);
  });

  describe('pomodoro customisation', () => {
    it('needs the plan feature to turn on (403 plan_feature_unavailable); off always works', async () => {
      const { owner } = await settingsTeam(t, 'LITE');
      const res = await owner.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: true })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      const off = await owner.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: false })
        .expect(200);
      expect(off.body).toMatchObject({ is_pomodoro_customization_enabled: false });
    });

    it('turns on with BASIC', async () => {
      const { owner, Manager } = await settingsTeam(t, 'BASIC');
      const res = await owner.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: true })
        .expect(200);
      expect(res.body).toMatchObject({ is_pomodoro_customization_enabled: true });
      await Manager.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: false })
        .expect(403);
    });
  });
});
