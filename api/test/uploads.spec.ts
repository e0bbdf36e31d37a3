import fs from 'node:fs';
import path from 'node:path';
import type { Member, Workspace } from '@punchcard/shared';
import sharp from 'sharp';
import { PNG_PIXEL } from './matrix/matrix.js';
import { newMember, newWorkspace, type Owner, type Person } from './support/factory.js';
import { addMember, sql } from './support/db.js';
import { type TestAgent, type TestApp, startTestApp } from './support/test-app.js';

const HTML_TAIL = '<html><script>alert(1)</script></html>';
const PHP_TAIL = '<?php system($_GET[c]); ?>';
/** A GPS tag with text of its own, so its bytes can be looked for in a file. */
const GPS_MARKER = 'PUNCHCARD-GPS-DATUM';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
}

/** A JPEG that carries a location and asks to be shown turned a quarter (orientation 6). */
function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 41/1 22/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 41/1 30/1',
        GPSMapDatum: GPS_MARKER,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('uploads', () => {
  let t: TestApp;
  /** The team: its owner (cookie), a co-member (cookie), a member with an API key, a guest. */
  let owner: Owner;
  let coMember: Person;
  let keyMember: Person;
  let guest: Person;
  /** Signed in, SuperOwner of a workspace of their own, sharing none with the team. */
  let stranger: Owner;
  /** A member of the team whose API key belongs to the stranger's workspace. */
  let otherKey: Person;
  /** Invited to the team, not yet accepted. */
  let pending: Person;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newWorkspace(t, { name: 'Uploads team', plan: 'BASIC' });
    stranger = await newWorkspace(t, { name: 'Elsewhere' });
    [coMember, keyMember, guest, pending, otherKey] = await Promise.all([
      newMember(t, owner.workspaceId, 'Member', { via: 'sign-up' }),
      newMember(t, owner.workspaceId, 'Member'),
      newMember(t, owner.workspaceId, 'Guest', { via: 'sign-up' }),
      newMember(t, owner.workspaceId, 'Member', { via: 'sign-up', status: 'PENDING' }),
      newMember(t, stranger.workspaceId, 'Member'),
    ]);
    await addMember(t, owner.workspaceId, otherKey.id, 'Member');
  });
  afterAll(() => t.close());

  async function setWorkspaceAvatar(bytes: Buffer, name = 'a.png'): Promise<string> {
    const res = await owner.agent.patch('/v1/workspaces/avatar').attach('file', bytes, name);
    expect(res.status).toBe(200);
    const url = (res.body as Workspace).avatar;
    if (!url) throw new Error('no avatar');
    return url;
  }

  async function setMemberAvatar(agent: TestAgent, bytes: Buffer, name: string): Promise<string> {
    const res = await agent.patch('/v1/workspaces/members/me/avatar').attach('file', bytes, name);
    expect(res.status).toBe(200);
    const url = (res.body as Member).avatar;
    if (!url) throw new Error('no avatar');
    return url;
  }

  async function served(agent: TestAgent, url: string): Promise<Buffer> {
    const res = await agent.get(url).responseType('blob').expect(200);
    return res.body as Buffer;
  }

  const storedFiles = () => {
    const dir = path.join(t.dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  describe('re-encoding', () => {
    it('serves a PNG with HTML and script appended as a re-encoded PNG without them', async () => {
      const png = await solid(16, 16).png().toBuffer();
      const polyglot = Buffer.concat([png, Buffer.from(HTML_TAIL)]);
      const url = await setWorkspaceAvatar(polyglot, 'page.html');
      expect(url).toMatch(/\.png$/);
      const bytes = await served(owner.agent, url);
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('<html')).toBe(false);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 16 });
    });

    it('serves a JPEG with PHP in its EXIF and appended as a re-encoded JPEG without it', async () => {
      const jpeg = await solid(16, 16)
        .jpeg()
        .withExif({ IFD0: { ImageDescription: PHP_TAIL } })
        .toBuffer();
      const polyglot = Buffer.concat([jpeg, Buffer.from(PHP_TAIL)]);
      const url = await setMemberAvatar(coMember.agent, polyglot, 'shell.php.jpg');
      expect(url).toMatch(/\.jpg$/);
      const bytes = await served(coMember.agent, url);
      expect(bytes.includes('<?php')).toBe(false);
      expect(bytes.includes('system(')).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    });

    it('drops EXIF (the location) after turning the image as its orientation says', async () => {
      const original = await jpegWithGps(40, 20);
      expect(original.includes(GPS_MARKER)).toBe(true);
      expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, width: 40 });
      const url = await setMemberAvatar(keyMember.agent, original, 'holiday.jpg');
      const bytes = await served(owner.agent, url);
      expect(bytes.includes(GPS_MARKER)).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Orientation 6 turned the 40x20 landscape upright: 20 wide, 40 high.
      expect(meta).toMatchObject({ width: 20, height: 40 });
    });

    it('keeps the 1x1 PNG and WebP, and fits a large image within 1024x1024', async () => {
      const pixel = await served(owner.agent, await setWorkspaceAvatar(PNG_PIXEL));
      expect(await sharp(pixel).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      const webp = await solid(20, 10).webp().toBuffer();
      const webpUrl = await setWorkspaceAvatar(webp, 'a.webp');
      expect(webpUrl).toMatch(/\.webp$/);
      const large = await solid(3000, 1500).jpeg().toBuffer();
      const fitted = await served(owner.agent, await setWorkspaceAvatar(large, 'large.jpg'));
      expect(await sharp(fitted).metadata()).toMatchObject({ width: 1024, height: 512 });
    });

    it('refuses an image that cannot be decoded or holds too many pixels, storing nothing', async () => {
      const before = storedFiles().length;
      const png = await solid(16, 16).png().toBuffer();
      const cut = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', png.subarray(0, 40), 'cut.png')
        .expect(400);
      expect(cut.body).toEqual({
        status_code: 400,
        error_key: 'upload_invalid_type',
        message: expect.any(String) as string,
      });
      const garbage = Buffer.concat([png.subarray(0, 8), Buffer.from(HTML_TAIL)]);
      const fake = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', garbage, 'fake.png')
        .expect(400);
      expect(fake.body).toMatchObject({ error_key: 'upload_invalid_type' });
      // 50 million pixels of one colour compress to a few kilobytes: a decompression bomb.
      const bomb = await solid(10_000, 5_000).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      const huge = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', bomb, 'bomb.png')
        .expect(400);
      expect(huge.body).toMatchObject({ status_code: 400, error_key: 'upload_too_large' });
      expect(storedFiles().length).toBe(before);
    });
  });

  describe('who may read a file', () => {
    let workspaceImage: string;
    let memberAvatar: string;

    beforeAll(async () => {
      workspaceImage = await setWorkspaceAvatar(PNG_PIXEL);
      memberAvatar = await setMemberAvatar(coMember.agent, PNG_PIXEL, 'me.png');
    });

    it('serves the workspace image and a member picture to every active member', async () => {
      for (const person of [owner, coMember, keyMember, guest]) {
        await person.agent.get(workspaceImage).expect(200);
        await person.agent.get(memberAvatar).expect(200);
      }
    });

    it('answers 404 error.not_found to anyone else, as for a file that does not exist', async () => {
      const missing = '/v1/uploads/00000000-0000-4000-8000-000000000000.png';
      const expected = { status_code: 404, error_key: 'error.not_found', message: 'No such file.' };
      for (const person of [stranger, pending, otherKey]) {
        for (const url of [workspaceImage, memberAvatar, missing]) {
          const res = await person.agent.get(url).expect(404);
          expect(res.body).toEqual(expected);
        }
      }
      await t.agent().get(workspaceImage).expect(401);
    });

    it("serves a member's own picture to them after they left, not the workspace's", async () => {
      const leaver = await newMember(t, owner.workspaceId, 'Member', { via: 'sign-up' });
      const own = await setMemberAvatar(leaver.agent, PNG_PIXEL, 'me.png');
      await sql(t, `UPDATE workspace_members SET status = 'INACTIVE' WHERE id_user = $1`, [
        leaver.id,
      ]);
      await leaver.agent.get(own).expect(200);
      await leaver.agent.get(workspaceImage).expect(404);
      await stranger.agent.get(own).expect(404);
    });

    it('serves with the type, inline disposition, nosniff, a sandboxing CSP and private caching', async () => {
      const res = await coMember.agent.get(workspaceImage).expect(200);
      const name = workspaceImage.split('/').pop() ?? '';
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': `inline; filename="${name}"`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      expect(res.headers['cache-control']).toMatch(/^private/);
    });
  });
});
