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
};
const TEMPLATES: MailTemplate[] = Object.values(SAMPLES);

/** The value a reader must get out of the message. */
function payload(template: MailTemplate): string {
  return template.kind === 'signup-code' ? template.code : template.link;
}

/** English sentences of a rendering: pieces with at least two Latin words. */
function englishSentences(text: string, template: MailTemplate): string[] {
  return text
    .replace(payload(template), ' ')
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

    it.each(LOCALES)('carries the code or link and the minutes in %s', (locale) => {
      const { subject, text } = rendered(locale);
      expect(text).toContain(payload(template));
      if (template.kind === 'signup-code') expect(subject).toContain(template.code);
      expect(text).toContain(String(template.minutes));
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
        expect(part.replace(payload(template), ' ')).not.toMatch(/[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}/);
      }
    });
  });
});
