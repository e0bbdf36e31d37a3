import { randomUUID } from 'node:crypto';
import { BADGE_SHEET_MAX_IDS, type MemberBadge, Role } from '@punchcard/shared';
import { sql } from './support/db.js';
import {
  download,
  mailParts,
  occurrences,
  pdfFonts,
  pdfPages,
  pdfWords,
  squeezed,
} from './support/documents.js';
import { errorKey } from './support/errors.js';
import { newMember, newTeam, newWorkspace, type Person, type Team } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ME_PDF = '/v1/workspaces/members/me/badge/pdf';
const ME_MAIL = '/v1/workspaces/members/me/badge/mail';
const SHEET = '/v1/workspaces/members/badges/pdf';
const HINT_EN = 'Show this at the kiosk';
const HINT_JA = 'キオスクでこのバッジを提示してください';

/** Whether the squeezed document text holds `needle` (white space aside: cards wrap text). */
const shows = (words: string, needle: string) => words.includes(squeezed(needle));

/**
 * Badge documents through the whole app, read back with poppler as a printer driver would: the
 * member's card, the manager's cut sheet, the mailed badge. Throttles at their real limits
 * (THROTTLE_LIMIT_SCALE=1): the badge mail's is under test here.
 */
describe('kiosk badge documents', () => {
  let t: TestApp;
  let team: Team;
  let yamada: Person;
  beforeAll(async () => {
    t = await startTestApp({ THROTTLE_LIMIT_SCALE: '1' });
    team = await newTeam(t, { name: 'Badge Print Team' });
    yamada = await newMember(t, team.workspaceId, Role.Member, { firstName: 'Taro' });
    // The name the workspace shows: family name first, as the member wrote it.
    await sql(
      t,
      `UPDATE workspace_members SET nickname = '山田 太郎' WHERE id_workspace = $1 AND id_user = $2`,
      [team.workspaceId, yamada.id],
    );
  });
  afterAll(() => t.close());

  const pdfOf = async (agent: Person['agent'], url: string, locale = 'en') => {
    const res = await download(agent, url, { 'Accept-Language': locale }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return bytes;
  };
  const sheet = async (query: string, agent = team.superOwner.agent) =>
    pdfWords(await pdfOf(agent, `${SHEET}${query}`));
  const badgeRows = async (idUser: string) =>
    sql(t, `SELECT 1 FROM kiosk_badges WHERE id_workspace = $1 AND id_user = $2`, [
      team.workspaceId,
      idUser,
    ]);

  it("prints the caller's card with a Japanese name, the workspace, the hint and the version", async () => {
    const bytes = await pdfOf(yamada.agent, ME_PDF);
    const words = pdfWords(bytes);
    for (const line of ['山田 太郎', 'Badge Print Team', HINT_EN, 'Badge v1']) {
      expect(shows(words, line)).toBe(true);
    }
    expect(pdfPages(bytes)).toBe(1);
    // The Japanese face of Noto Sans CJK, embedded as a subset with a Unicode map.
    const fonts = pdfFonts(bytes);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(
      /^[A-Z]{6}\+NotoSansCJKjp-Regular\s+CID Type 0C\s+Identity-H\s+yes\s+yes\s+yes/,
    );

    const ja = pdfWords(await pdfOf(yamada.agent, ME_PDF, 'ja'));
    expect(shows(ja, HINT_JA)).toBe(true);
    expect(shows(ja, 'バッジ v1')).toBe(true);
    expect(shows(ja, HINT_EN)).toBe(false);
  });

  it('prints the live version: a rotation shows on the next card', async () => {
    const member = await newMember(t, team.workspaceId, Role.Member, { lastName: 'Rotated' });
    expect(shows(pdfWords(await pdfOf(member.agent, ME_PDF)), 'Badge v1')).toBe(true);
    const rotated = await team.superOwner.agent
      .post(`/v1/workspaces/members/${member.id}/badge/rotate`)
      .expect(200);
    expect((rotated.body as MemberBadge).version).toBe(2);
    const after = pdfWords(await pdfOf(member.agent, ME_PDF));
    expect(shows(after, 'Badge v2')).toBe(true);
    expect(shows(after, 'Badge v1')).toBe(false);
  });

  it('prints a sheet of exactly the named members, comma-separated or repeated', async () => {
    const named = [team.member.id, yamada.id];
    for (const query of [`?ids=${named.join(',')}`, `?ids=${named[0]}&ids=${named[1]}`]) {
      const words = await sheet(query);
      expect(occurrences(words, HINT_EN)).toBe(2);
      expect(shows(words, '山田 太郎')).toBe(true);
      expect(shows(words, team.member.email)).toBe(true);
      for (const other of [team.manager, team.owner, team.guest, team.superOwner]) {
        expect(shows(words, other.email)).toBe(false);
      }
    }
    // A member named twice is printed once.
    const twice = await sheet(`?ids=${yamada.id},${yamada.id.toUpperCase()}`);
    expect(occurrences(twice, HINT_EN)).toBe(1);
  });

  it('prints every ACTIVE member by default, 8 to an A4 page', async () => {
    const other = await newWorkspace(t, { name: 'Sheet Sizes' });
    const names = Array.from({ length: 8 }, (_, i) => `Printed ${i}`);
    for (const firstName of names) {
      await newMember(t, other.workspaceId, Role.Member, { firstName });
    }
    await newMember(t, other.workspaceId, Role.Member, {
      firstName: 'Deactivated',
      status: 'INACTIVE',
    });
    const bytes = await pdfOf(other.agent, SHEET);
    const words = pdfWords(bytes);
    // The super owner and their 8 ACTIVE members: 9 cards on two pages.
    expect(occurrences(words, HINT_EN)).toBe(9);
    expect(pdfPages(bytes)).toBe(2);
    for (const name of names) expect(shows(words, name)).toBe(true);
    expect(shows(words, other.email)).toBe(true);
    expect(shows(words, 'Deactivated')).toBe(false);
  });

  it("leaves members ranked above a manager off the manager's default sheet", async () => {
    const words = await sheet('', team.manager.agent);
    for (const person of [team.manager, team.member, team.guest]) {
      expect(shows(words, person.email)).toBe(true);
    }
    expect(shows(words, '山田 太郎')).toBe(true);
    expect(shows(words, team.owner.email)).toBe(false);
    expect(shows(words, team.superOwner.email)).toBe(false);
  });

  it('refuses roles without the permission, out-of-reach and unknown members, bad ids', async () => {
    for (const caller of [team.member, team.guest]) {
      const res = await caller.agent.get(SHEET).expect(403);
      expect(errorKey(res)).toBe('error.forbidden');
    }
    const aboveManager = await team.manager.agent.get(`${SHEET}?ids=${team.owner.id}`).expect(403);
    expect(errorKey(aboveManager)).toBe('member_role_not_allowed');

    const outsider = await newWorkspace(t, { name: 'Not Yours' });
    const fresh = await newMember(t, team.workspaceId, Role.Member, { via: 'none' });
    for (const stranger of [outsider.id, randomUUID()]) {
      const res = await team.superOwner.agent
        .get(`${SHEET}?ids=${fresh.id},${stranger}`)
        .expect(404);
      expect(errorKey(res)).toBe('member_not_found');
    }
    // Refused as a whole: no badge was issued to the member named beside the stranger.
    expect(await badgeRows(fresh.id)).toEqual([]);

    const tooMany = Array.from({ length: BADGE_SHEET_MAX_IDS + 1 }, () => randomUUID()).join(',');
    for (const query of [
      '?ids=',
      '?ids=not-a-uuid',
      `?ids=${team.member.id},`,
      `?ids=${tooMany}`,
    ]) {
      const res = await team.superOwner.agent.get(`${SHEET}${query}`).expect(400);
      expect(errorKey(res)).toBe('error.bad_request');
    }
  });

  it('mails the caller their badge as a PNG and a PDF, in their language', async () => {
    const res = await yamada.agent.post(ME_MAIL).set('Accept-Language', 'ja').expect(200);
    expect(res.body).toEqual({ ok: true });
    const raw = t.lastMail(yamada.email);
    expect(raw).toMatch(/^Content-Language: ja/m);
    const parts = mailParts(raw);
    expect(parts).toHaveLength(3);
    const [text, png, pdf] = parts;
    expect(text?.headers['content-type']).toMatch(/^text\/plain/);
    const body = text?.body.toString('utf8') ?? '';
    expect(body).toContain('Badge Print Team');
    expect(body).toContain('山田 太郎さん');
    expect(body).toContain('キオスクでQRコードを提示すると');

    expect(png?.headers['content-disposition']).toBe('attachment; filename=badge.png');
    expect(png?.headers['content-type']).toMatch(/^image\/png/);
    expect(png?.body.subarray(1, 4).toString('latin1')).toBe('PNG');

    expect(pdf?.headers['content-disposition']).toBe('attachment; filename=badge.pdf');
    const attached = pdfWords(pdf?.body ?? Buffer.alloc(0));
    expect(shows(attached, '山田 太郎')).toBe(true);
    expect(shows(attached, HINT_JA)).toBe(true);
  });

  it('mails at most 5 badges an hour per member, then answers 429', async () => {
    const [first, second] = await Promise.all([
      newMember(t, team.workspaceId, Role.Member),
      newMember(t, team.workspaceId, Role.Member),
    ]);
    for (let i = 0; i < 5; i += 1) await first.agent.post(ME_MAIL).expect(200);
    const refused = await first.agent.post(ME_MAIL).expect(429);
    expect(errorKey(refused)).toBe('error.too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per member: a colleague behind the same address still gets theirs.
    await second.agent.post(ME_MAIL).expect(200);
    expect(mailParts(t.lastMail(second.email))).toHaveLength(3);
  });
});
