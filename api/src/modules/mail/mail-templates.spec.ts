import { LOCALES, type Locale } from '@punchcard/shared';
import { type MailTemplate, renderMail } from './mail-templates.js';

/** One sample of every kind; a new kind fails to compile until it is listed here. */
const SAMPLES: { [K in MailTemplate['kind']]: Extract<MailTemplate, { kind: K }> } = {
  'signup-code': { kind: 'signup-code', code: '493817', minutes: 15 },
  'password-reset': {
    kind: 'password-reset',
    link: 'https://time.example.com/reset-password?token=Zx9_q-41',
    minutes: 30,
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
};
const TEMPLATES: MailTemplate[] = Object.values(SAMPLES);

/** The value a reader must act on: the code or the link. */
function payload(template: MailTemplate): string {
  return template.kind === 'signup-code' ? template.code : template.link;
}

/** How long the code or link works, as the message must state it. */
function validity(template: MailTemplate): number {
  return 'minutes' in template ? template.minutes : template.days;
}

/** Names users typed (workspace, project, inviter): shown as given in every language. */
function names(template: MailTemplate): string[] {
  switch (template.kind) {
    case 'workspace-invitation':
      return [template.workspace, template.inviter];
    case 'project-invitation':
      return [template.workspace, template.project, template.inviter];
    default:
      return [];
  }
}

/** The rendering without the payload and the users' names, which are not ours to translate. */
function ownWords(text: string, template: MailTemplate): string {
  return [payload(template), ...names(template)].reduce(
    (rest, value) => rest.split(value).join(' '),
    text,
  );
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
      expect(text).toContain(payload(template));
      if (template.kind === 'signup-code') expect(subject).toContain(template.code);
      expect(text).toContain(String(validity(template)));
      for (const name of names(template)) expect(text).toContain(name);
      if (template.kind !== 'signup-code' && template.kind !== 'password-reset') {
        expect(subject).toContain(template.inviter);
      }
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
