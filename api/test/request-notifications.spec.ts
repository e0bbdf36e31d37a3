import fs from 'node:fs';
import path from 'node:path';
import { Permission, RequestKind, REVIEWER_DIGEST_MINUTES } from '@punchcard/shared';
import { JobRunner } from '../src/common/jobs/job-runner.js';
import { Clock } from '../src/common/time/clock.js';
import { Transactions } from '../src/database/transactions.js';
import { MailService } from '../src/modules/mail/mail.service.js';
import { ReviewerNotificationsRepository } from '../src/modules/requests/reviewer-notifications.repository.js';
import { ReviewerNotificationsService } from '../src/modules/requests/reviewer-notifications.service.js';
import {
  newWorkspace,
  newMember,
  newRequest,
  type RequestSpec,
  type Person,
  newWorkspaceTime,
} from './support/factory.js';
import { setPlan, sql, revokeGrant } from './support/db.js';
import { mailBody, startTestApp, type TestApp } from './support/test-app.js';

const WINDOW_MS = REVIEWER_DIGEST_MINUTES * 60_000;

describe('reviewer e-mails', () => {
  let t: TestApp;
  let idWorkspace: string;
  let boss: { id: string; email: string };
  let manager: Person;
  let japanese: Person;
  let owner: Person;
  let inactive: Person;
  let mia: Person;
  let noah: Person;

  beforeAll(async () => {
    t = await startTestApp();
    const team = await newWorkspace(t, { name: 'Bakery' });
    idWorkspace = team.workspaceId;
    boss = { id: team.me.user.id, email: team.email };
    await setPlan(t, idWorkspace, 'BASIC');
    manager = await newMember(t, idWorkspace, 'Manager', {
      firstName: 'Manager',
      lastName: 'Tester',
    });
    japanese = await newMember(t, idWorkspace, 'Manager', {
      lastName: 'Tester',
      locale: 'ja',
      firstName: 'Ken',
    });
    // This workspace's owners review workspace time and breaks, not activities.
    await revokeGrant(t, idWorkspace, Permission.ManageTimestampModification, 'Owner');
    owner = await newMember(t, idWorkspace, 'Owner', { firstName: 'Owner', lastName: 'Tester' });
    inactive = await newMember(t, idWorkspace, 'Manager', {
      firstName: 'Manager',
      lastName: 'Tester',
      status: 'INACTIVE',
    });
    mia = await newMember(t, idWorkspace, 'Member', { lastName: 'Tester', firstName: 'Mia' });
    noah = await newMember(t, idWorkspace, 'Member', { lastName: 'Tester', firstName: 'Noah' });
  });
  afterAll(() => t.close());

  const flush = () => t.app.get(ReviewerNotificationsService).flush();
  const now = () => t.clock.now();
  const ago = (ms: number) => new Date(now().getTime() - ms);

  /** Every reviewer digest written so far, oldest first. */
  function digests(): { to: string; body: string; subject: string }[] {
    const outbox = path.join(t.dataDir, 'outbox');
    if (!fs.existsSync(outbox)) return [];
    return fs
      .readdirSync(outbox)
      .sort()
      .filter((file) => file.includes('-reviewer-digest-'))
      .map((file) => {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
        const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
        const subject = /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
        return { to, body: mailBody(raw), subject };
      });
  }

  const to = (person: { email: string }) => digests().filter((mail) => mail.to === person.email);

  /** A submitted request `submittedAgo` ms ago (a draft when asked). */
  function submit(
    person: { id: string },
    kind: RequestKind,
    reason: string,
    spec: Partial<RequestSpec> = {},
  ): Promise<string> {
    const submittedAt = spec.submittedAt ?? now();
    return newRequest(t, {
      idWorkspace,
      idUser: person.id,
      kind,
      start: new Date(submittedAt.getTime() - 3 * 3600_000),
      end: new Date(submittedAt.getTime() - 2 * 3600_000),
      reason,
      createdAt: submittedAt,
      submittedAt,
      ...spec,
    });
  }

  const breakParent = (person: { id: string }): Promise<string> =>
    newWorkspaceTime(t, idWorkspace, person.id, ago(30 * 3600_000), ago(25 * 3600_000));

  it('sends each reviewer one e-mail per burst, after the window, in their language', async () => {
    await submit(mia, RequestKind.Activity, 'MIA-ACTIVITY', { submittedAt: ago(20_000) });
    await submit(mia, RequestKind.WorkspaceTime, 'MIA-TIME', { submittedAt: ago(10_000) });
    await submit(noah, RequestKind.Break, 'NOAH-BREAK', {
      idWorkspaceTime: await breakParent(noah),
    });
    await submit(boss, RequestKind.Activity, 'BOSS-ACTIVITY');
    const draft = await submit(mia, RequestKind.WorkspaceTime, 'MIA-DRAFT', { status: 'draft' });
    await submit(noah, RequestKind.Activity, 'NOAH-WITHDRAWN', { status: 'withdrawn' });

    // Inside the window: nothing yet.
    expect(await flush()).toBe(0);
    t.clock.advance(WINDOW_MS - 25_000);
    expect(await flush()).toBe(0);
    expect(digests()).toEqual([]);

    // The longest-waiting request's window has passed: the whole burst goes out at once.
    t.clock.advance(10_000);
    await flush();
    const reasons = (body: string) =>
      ['MIA-ACTIVITY', 'MIA-TIME', 'NOAH-BREAK', 'BOSS-ACTIVITY', 'MIA-DRAFT', 'NOAH-WITHDRAWN']
        .filter((reason) => body.includes(reason))
        .sort();

    const [toBoss, ...moreToBoss] = to(boss);
    expect(moreToBoss).toEqual([]);
    expect(reasons(toBoss?.body ?? '')).toEqual(['MIA-ACTIVITY', 'MIA-TIME', 'NOAH-BREAK']);
    expect(toBoss?.subject).toBe('3 requests to review in Bakery');
    expect(toBoss?.body).toContain('http://punchcard.test/en/approvals');
    expect(toBoss?.body).toContain('Mia Tester asks to add an activity');

    const [toManager, ...moreToManager] = to(manager);
    expect(moreToManager).toEqual([]);
    expect(reasons(toManager?.body ?? '')).toEqual([
      'BOSS-ACTIVITY',
      'MIA-ACTIVITY',
      'MIA-TIME',
      'NOAH-BREAK',
    ]);

    const [toKen] = to(japanese);
    expect(to(japanese)).toHaveLength(1);
    expect(toKen?.body).toContain('http://punchcard.test/ja/approvals');
    expect(toKen?.body).toContain('Mia Testerさん：勤務時間の追加');
    expect(toKen?.body).toContain('新しい申請があなたの承認を待っています');
    expect(reasons(toKen?.body ?? '')).toHaveLength(4);

    // Owners here review time, not activities.
    expect(to(owner).map((mail) => reasons(mail.body))).toEqual([['MIA-TIME', 'NOAH-BREAK']]);
    // Requesters, members and inactive managers hear nothing.
    for (const nobody of [mia, noah, inactive]) expect(to(nobody)).toEqual([]);
    expect(digests()).toHaveLength(4);

    // Claimed once: a second run sends nothing; the draft is still unannounced.
    expect(await flush()).toBe(0);
    const [draftRow] = await sql<{ notified_at: Date | null }>(
      t,
      `SELECT notified_at FROM time_requests WHERE id = $1`,
      [draft],
    );
    expect(draftRow?.notified_at).toBeNull();
  });

  it('sends a later burst (and a draft once filled in) as a second e-mail, a window later', async () => {
    const before = digests().length;
    await sql(
      t,
      `UPDATE time_requests SET is_draft = false, submitted_at = $2, end_at = start_at + interval '1 hour'
        WHERE id_workspace = $1 AND is_draft`,
      [idWorkspace, now()],
    );
    await submit(noah, RequestKind.WorkspaceTime, 'NOAH-LATER');
    expect(await flush()).toBe(0);
    t.clock.advance(WINDOW_MS);
    await flush();
    const fresh = digests().slice(before);
    expect(fresh.map((mail) => mail.to).sort()).toEqual(
      [boss.email, manager.email, japanese.email, owner.email].sort(),
    );
    for (const mail of fresh) {
      expect(mail.body).toContain('MIA-DRAFT');
      expect(mail.body).toContain('NOAH-LATER');
      expect(mail.body).not.toContain('MIA-ACTIVITY');
    }
    expect(to(manager)).toHaveLength(2);
  });

  it('keeps the claim when one message fails: the others go out, nobody gets it twice', async () => {
    const mail = t.app.get(MailService);
    const send = mail.send.bind(mail);
    const spy = jest.spyOn(mail, 'send').mockImplementation(async (address, locale, template) => {
      if (address === manager.email) throw new Error('SMTP down');
      return send(address, locale, template);
    });
    try {
      const before = digests().length;
      await submit(mia, RequestKind.Activity, 'MIA-UNLUCKY');
      t.clock.advance(WINDOW_MS);
      await flush();
      expect(
        digests()
          .slice(before)
          .map((m) => m.to)
          .sort(),
      ).toEqual([boss.email, japanese.email].sort());
      spy.mockRestore();
      expect(await flush()).toBe(0);
      expect(to(manager).some((m) => m.body.includes('MIA-UNLUCKY'))).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('claims each request once when several instances flush at the same moment', async () => {
    const before = digests().length;
    await submit(noah, RequestKind.Activity, 'NOAH-RACE');
    t.clock.advance(WINDOW_MS);
    // Separate service objects, as separate API instances would run it (each its own queue).
    const instance = () =>
      new ReviewerNotificationsService(
        t.app.get(ReviewerNotificationsRepository),
        t.app.get(Transactions),
        t.app.get(MailService),
        t.app.get(Clock),
        t.config,
        t.app.get(JobRunner),
      );
    const sent = await Promise.all([instance().flush(), instance().flush(), instance().flush()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
    expect(
      digests()
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual([boss.email, manager.email, japanese.email].sort());
  });
});
