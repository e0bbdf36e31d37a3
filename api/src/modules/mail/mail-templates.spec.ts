import { LOCALES, type Locale, RequestKind, RequestType } from '@punchcard/shared';
import { type MailTemplate, renderMail } from './mail-templates.js';

/** One sample of every kind; a new kind fails to compile until it is listed here. */
const SAMPLES: { [K in MailTemplate['kind']]: Extract<MailTemplate, { kind: K }> } = {
  'signup-code': { kind: 'signup-code', code: '493817', minutes: 15 },
  'password-reset': {
    kind: 'password-reset',
    link: 'https://time.example.com/reset-password?token=Zx9_q-41',
    minutes: 30,
  },
  'pin-reset': {
    kind: 'pin-reset',
    link: 'https://time.example.com/en/setup-pin?token=Pq7_w-22',
    minutes: 60,
  },
  'workspace-invitation': {
    kind: 'workspace-invitation',
    workspace: 'Acme Bakery',
    inviter: 'Ada Lovelace',
    link: 'https://time.example.com/ja/signup/member/invite?token=Qw3_e-88',
    days: 7,
  },
  'project-invitation': {
    kind: 'project-invitation',
    workspace: 'Acme Bakery',
    project: 'Spring Menu',
    inviter: 'Ada Lovelace',
    link: 'https://time.example.com/en/signup/member/invite?token=Rt5_y-19',
    days: 7,
  },
  'kiosk-badge': { kind: 'kiosk-badge', workspace: 'Acme Bakery', name: '山田 太郎', version: 3 },
  'reviewer-digest': {
    kind: 'reviewer-digest',
    workspace: 'Acme Bakery',
    timeZone: 'Asia/Tokyo',
    requests: [
      {
        member: 'Ada Lovelace',
        kind: RequestKind.WorkspaceTime,
        type: RequestType.Add,
        start: new Date('2026-05-01T00:00:00Z'),
        end: new Date('2026-05-01T08:30:00Z'),
        reason: 'Forgot to clock in',
      },
      {
        member: 'Grace Hopper',
        kind: RequestKind.Break,
        type: RequestType.Edit,
        start: new Date('2026-05-01T03:00:00Z'),
        end: null,
        reason: 'Lunch started later',
      },
      {
        member: 'Ada Lovelace',
        kind: RequestKind.Activity,
        type: RequestType.Delete,
        start: null,
        end: null,
        reason: 'Entered twice',
      },
    ],
    link: 'https://time.example.com/ja/approvals',
  },
  'request-decision': {
    kind: 'request-decision',
    workspace: 'Acme Bakery',
    timeZone: 'Asia/Tokyo',
    approved: true,
    reviewer: 'Grace Hopper',
    request: {
      kind: RequestKind.WorkspaceTime,
      type: RequestType.Edit,
      start: new Date('2026-05-01T00:00:00Z'),
      end: new Date('2026-05-01T08:30:00Z'),
      reason: 'Forgot to clock in',
    },
    link: 'https://time.example.com/en/requests',
  },
};
const TEMPLATES: MailTemplate[] = Object.values(SAMPLES);

/** The value a reader must act on: the code or the link (a badge mail's are its attachments). */
function payload(template: MailTemplate): string | null {
  if (template.kind === 'signup-code') return template.code;
  return 'link' in template ? template.link : null;
}

/** How long the code or link works, as the message must state it (a digest's link never expires). */
function validity(template: MailTemplate): number | null {
  if ('minutes' in template) return template.minutes;
  return 'days' in template ? template.days : null;
}

/** Names users typed (workspace, project, inviter): shown as given in every language. */
function names(template: MailTemplate): string[] {
  switch (template.kind) {
    case 'workspace-invitation':
      return [template.workspace, template.inviter];
    case 'project-invitation':
      return [template.workspace, template.project, template.inviter];
    case 'kiosk-badge':
      return [template.workspace, template.name];
    case 'request-decision':
      return [template.workspace, template.reviewer, template.request.reason];
    case 'reviewer-digest':
      return [
        template.workspace,
        ...template.requests.flatMap((request) => [request.member, request.reason]),
      ];
    default:
      return [];
  }
}

/** The rendering without the payload and the users' names, which are not ours to translate. */
function ownWords(text: string, template: MailTemplate): string {
  return [payload(template) ?? [], ...names(template)]
    .flat()
    .reduce((rest, value) => rest.split(value).join(' '), text);
}

/** English sentences of a rendering: pieces with at least two Latin words. */
function englishSentences(text: string, template: MailTemplate): string[] {
  return ownWords(text, template)
    .split(/\n+|(?<=[.!?:])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => (sentence.match(/[A-Za-z]{2,}/g) ?? []).length >= 2);
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('renderMail', () => {
  it('covers both locales', () => {
    expect([...LOCALES].sort()).toEqual(['en', 'ja']);
  });

  describe.each(TEMPLATES.map((t) => [t.kind, t] as const))('%s', (_kind, template) => {
    const rendered = (locale: Locale) => renderMail(template, locale);

    it.each(LOCALES)('renders a subject and a text in %s', (locale) => {
      const { subject, text } = rendered(locale);
      expect(subject.trim()).not.toBe('');
      expect(text.trim()).not.toBe('');
      expect(subject).not.toContain('\n');
    });

    it.each(LOCALES)('carries the code or link, the validity and the names in %s', (locale) => {
      const { subject, text } = rendered(locale);
      const value = payload(template);
      if (value !== null) expect(text).toContain(value);
      if (template.kind === 'kiosk-badge') {
        expect(text).toContain(String(template.version));
        // The attachments the text tells the member to open.
        for (const file of ['badge.png', 'badge.pdf']) expect(text).toContain(file);
      }
      if (template.kind === 'signup-code') expect(subject).toContain(template.code);
      const valid = validity(template);
      if (valid !== null) expect(text).toContain(String(valid));
      for (const name of names(template)) expect(text).toContain(name);
      if ('inviter' in template) expect(subject).toContain(template.inviter);
    });

    it('writes ja in Japanese, with no sentence of the en rendering', () => {
      const en = rendered('en');
      const ja = rendered('ja');
      expect(ja.subject).toMatch(JAPANESE);
      expect(ja.text).toMatch(JAPANESE);
      expect(ja.subject).not.toBe(en.subject);
      const sentences = [
        ...englishSentences(en.subject, template),
        ...englishSentences(en.text, template),
      ];
      expect(sentences.length).toBeGreaterThan(0);
      for (const sentence of sentences) {
        expect(ja.subject).not.toContain(sentence);
        expect(ja.text).not.toContain(sentence);
      }
      // Beyond the product name and the payload, no run of English words at all.
      for (const part of [ja.subject, ja.text]) {
        expect(ownWords(part, template)).not.toMatch(/[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}/);
      }
    });
  });
});

describe('reviewer-digest', () => {
  const digest = SAMPLES['reviewer-digest'];

  it('counts the requests in the subject and the workspace name', () => {
    expect(renderMail(digest, 'en').subject).toBe('3 requests to review in Acme Bakery');
    expect(renderMail(digest, 'ja').subject).toBe('「Acme Bakery」で承認待ちの申請が3件あります');
    const one = { ...digest, requests: digest.requests.slice(0, 1) };
    expect(renderMail(one, 'en').subject).toBe('1 request to review in Acme Bakery');
    expect(renderMail(one, 'ja').subject).toContain('1件');
  });

  it('lists each request with what it asks and its span in the workspace time zone', () => {
    const en = renderMail(digest, 'en').text;
    expect(en).toContain(
      '- Ada Lovelace asks to add workspace time, May 1, 2026, 9:00 AM – 5:30 PM. Reason: Forgot to clock in',
    );
    expect(en).toContain(
      '- Grace Hopper asks to edit a break, from May 1, 2026, 12:00 PM. Reason: Lunch started later',
    );
    expect(en).toContain('- Ada Lovelace asks to delete an activity. Reason: Entered twice');
    expect(en).toContain('Times are in Asia/Tokyo.');
    const ja = renderMail(digest, 'ja').text;
    expect(ja).toContain(
      '・Ada Lovelaceさん：勤務時間の追加（2026/05/01 9:00～17:30） 理由：Forgot to clock in',
    );
    expect(ja).toContain('・Grace Hopperさん：休憩の編集（2026/05/01 12:00～）');
    expect(ja).toContain('・Ada Lovelaceさん：アクティビティの削除 理由：Entered twice');
  });

  it('shows a span crossing midnight with both dates, and an unknown zone as UTC', () => {
    const night = {
      ...digest,
      timeZone: 'Mars/Olympus',
      requests: [
        {
          member: 'Ada Lovelace',
          kind: RequestKind.WorkspaceTime,
          type: RequestType.Add,
          reason: 'Night shift',
          start: new Date('2026-05-01T22:00:00Z'),
          end: new Date('2026-05-02T06:00:00Z'),
        },
      ],
    };
    const en = renderMail(night, 'en').text;
    expect(en).toContain('May 1, 2026, 10:00 PM – May 2, 2026, 6:00 AM');
    expect(en).toContain('Times are in UTC.');
  });
});

describe('request-decision', () => {
  const decision = SAMPLES['request-decision'];

  it('says who decided what about which request, in the workspace time zone', () => {
    const en = renderMail(decision, 'en');
    expect(en.subject).toBe('Your request in Acme Bakery was approved');
    expect(en.text).toContain(
      'Grace Hopper approved your request to edit workspace time, May 1, 2026, 9:00 AM – 5:30 PM, in the workspace "Acme Bakery".',
    );
    expect(en.text).toContain('Times are in Asia/Tokyo.');
    const ja = renderMail(decision, 'ja');
    expect(ja.subject).toBe('「Acme Bakery」での申請が承認されました');
    expect(ja.text).toContain(
      'Grace Hopperさんが、ワークスペース「Acme Bakery」でのあなたの申請（勤務時間の編集：2026/05/01 9:00～17:30）を承認しました。',
    );
  });

  it('tells a rejection apart, and leaves out times a delete does not have', () => {
    const rejected = {
      ...decision,
      approved: false,
      request: { ...decision.request, type: RequestType.Delete, start: null, end: null },
    };
    const en = renderMail(rejected, 'en');
    expect(en.subject).toBe('Your request in Acme Bakery was rejected');
    expect(en.text).toContain('Grace Hopper rejected your request to delete workspace time, in');
    expect(en.text).toContain('Your recorded time stays as it was.');
    expect(en.text).not.toContain('Times are in');
    const ja = renderMail(rejected, 'ja');
    expect(ja.subject).toContain('却下');
    expect(ja.text).toContain('（勤務時間の削除）を却下しました。');
  });
});
