import fs from 'node:fs';
import path from 'node:path';
import { RequestKind, REVIEWER_DIGEST_MINUTES } from '@punchcard/shared';
import { RequestDecisionMails } from '../src/modules/requests/request-decision-mails.service.js';
import { ReviewerNotificationsService } from '../src/modules/requests/reviewer-notifications.service.js';
import {
  DAY,
  HOUR,
  newMember,
  newRequest,
  newWorkspace,
  newWorkspaceTime,
  nowSeconds,
  at,
  type Owner,
  type Person,
} from './support/factory.js';
import { fileTime, review } from './support/span-requests.js';
import { mailBody, startTestApp, type TestApp } from './support/test-app.js';

/** The Subject header, unfolded, its RFC 2047 encoded words (a Japanese subject's) decoded. */
function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_match, text: string) =>
      Buffer.from(text, 'base64').toString('utf8'),
    )
    .replace(/\s*\r?\n\s*/g, ' ')
    .trim();
}

/**
 * The e-mails around one request, through the HTTP routes people use: reviewers hear of a filed
 * request once the digest window passed, and the member hears each decision in their language.
 */
describe('request e-mails', () => {
  let t: TestApp;
  let owner: Owner;
  let ws: string;
  let manager: Person;
  let mia: Person;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newWorkspace(t, { name: 'Harbour Cafe' });
    ws = owner.workspaceId;
    manager = await newMember(t, ws, 'Manager', { firstName: 'Grace', lastName: 'Hopper' });
    mia = await newMember(t, ws, 'Member', { firstName: 'Mia', lastName: 'Sato', locale: 'ja' });
  });
  afterAll(() => t.close());

  /** Every mail of `kind` to `email`, oldest first, as subject and readable body. */
  function mails(kind: string, email: string): { subject: string; body: string }[] {
    const outbox = path.join(t.dataDir, 'outbox');
    if (!fs.existsSync(outbox)) return [];
    return fs
      .readdirSync(outbox)
      .sort()
      .filter((file) => file.includes(`-${kind}-`) && file.endsWith(`-${email}.eml`))
      .map((file) => {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
        return { subject: subjectOf(raw), body: mailBody(raw) };
      });
  }
  const decided = () => t.app.get(RequestDecisionMails).settled();

  let days = 0;
  /** An edit request of Mia's on a closed workspace time of hers (a day of its own), over HTTP. */
  async function miaFilesEdit(reason: string): Promise<string> {
    days += 1;
    const n = nowSeconds(t) - days * DAY;
    const idWorkspaceTime = await newWorkspaceTime(
      t,
      ws,
      mia.id,
      at(n - 9 * HOUR),
      at(n - 8 * HOUR),
    );
    const request = await fileTime(mia, {
      request_type: 'EDIT',
      id_workspace_time: idWorkspaceTime,
      start: n - 10 * HOUR,
      end: n - 8 * HOUR,
      reason,
    });
    return request.id;
  }

  it('mails the reviewers a filed request, linking to the review queue', async () => {
    await miaFilesEdit('Started an hour early');
    const flush = () => t.app.get(ReviewerNotificationsService).flush();
    expect(await flush()).toBe(0);
    t.clock.advance(REVIEWER_DIGEST_MINUTES * 60_000);
    expect(await flush()).toBe(2);
    for (const reviewer of [owner, manager]) {
      const [digest, ...more] = mails('reviewer-digest', reviewer.email);
      expect(more).toEqual([]);
      expect(digest?.subject).toBe('1 request to review in Harbour Cafe');
      expect(digest?.body).toContain('Mia Sato asks to edit workspace time');
      expect(digest?.body).toContain('Started an hour early');
      expect(digest?.body).toContain('http://punchcard.test/en/approvals');
    }
    expect(mails('reviewer-digest', mia.email)).toEqual([]);
  });

  it('mails the member each decision in their language, naming the reviewer', async () => {
    const approved = await miaFilesEdit('Forgot to clock in');
    await review(manager.agent, approved, true).expect(200);
    await decided();
    const [approval, ...more] = mails('request-decision', mia.email);
    expect(more).toEqual([]);
    expect(approval?.subject).toBe('「Harbour Cafe」での申請が承認されました');
    expect(approval?.body).toContain('Grace Hopperさんが');
    expect(approval?.body).toContain('勤務時間の編集');
    expect(approval?.body).toContain('Forgot to clock in');
    expect(approval?.body).toContain('http://punchcard.test/ja/requests');

    const rejected = await miaFilesEdit('Left later');
    await review(owner.agent, rejected, false).expect(200);
    await decided();
    expect(mails('request-decision', mia.email).at(-1)?.subject).toBe(
      '「Harbour Cafe」での申請が却下されました',
    );
  });

  it('mails decisions on activity requests too, but nobody about their own decision', async () => {
    const n = nowSeconds(t);
    const activity = await newRequest(t, {
      idWorkspace: ws,
      idUser: mia.id,
      kind: RequestKind.Activity,
      start: at(n - 5 * HOUR),
      end: at(n - 4 * HOUR),
      reason: 'Call with a supplier',
    });
    const before = mails('request-decision', mia.email).length;
    await manager.agent
      .patch(`/v1/activities/requests/${activity}`)
      .send({ is_approved: false })
      .expect(200);
    await decided();
    const all = mails('request-decision', mia.email);
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)?.body).toContain('アクティビティの追加');

    // The super owner reviews their own requests (nobody above them): no mail to themself.
    const own = await newRequest(t, {
      idWorkspace: ws,
      idUser: owner.id,
      kind: RequestKind.Activity,
      start: at(n - 3 * HOUR),
      end: at(n - 2 * HOUR),
      reason: 'Own time',
    });
    await owner.agent
      .patch(`/v1/activities/requests/${own}`)
      .send({ is_approved: false })
      .expect(200);
    await decided();
    expect(mails('request-decision', owner.email)).toEqual([]);
  });
});
