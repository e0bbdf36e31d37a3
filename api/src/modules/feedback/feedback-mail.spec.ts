import { feedbackMail, type FeedbackMail, supportMail, type SupportMail } from './feedback-mail.js';

const ID = '0c9a3f1e-5b7d-4e2a-9c1b-8f6e4d2a1b3c';

const feedback: FeedbackMail = {
  id: ID,
  sender: { name: 'Ada Lovelace', email: 'ada@example.com' },
  workspace: 'Acme Bakery',
  kind: 'IDEA',
  rating: 4,
  message: 'A weekly total on the clock page.\nIt would save me a report.',
  page: '/clock',
  mayContact: true,
};

const support: SupportMail = {
  id: ID,
  sender: null,
  replyTo: 'someone@example.com',
  workspace: null,
  category: 'SIGN_IN',
  subject: 'The reset link\r\nBcc: everyone@example.com',
  message: 'I asked for a new link twice.',
  page: '/signin',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
};

describe('feedbackMail', () => {
  it('names the sender, lists what is known and lets a reply reach them when they agreed', () => {
    const mail = feedbackMail(feedback, 'en');
    expect(mail).toMatchObject({
      kind: 'feedback',
      locale: 'en',
      subject: 'Punchcard feedback: Idea from Ada Lovelace',
      replyTo: 'ada@example.com',
    });
    expect(mail.text).toBe(
      [
        'Ada Lovelace (ada@example.com) sent feedback about Punchcard.',
        '',
        'Kind: Idea',
        'Rating: 4 of 5',
        'Workspace: Acme Bakery',
        'Page: /clock',
        '',
        'A weekly total on the clock page.\nIt would save me a report.',
        '',
        'They agreed to be contacted: reply to this e-mail to write to them.',
        '',
        `Reference: ${ID}`,
        '',
      ].join('\n'),
    );
  });

  it('sets no Reply-To without consent and leaves out what is not known', () => {
    const mail = feedbackMail(
      { ...feedback, mayContact: false, rating: null, workspace: null, page: null },
      'en',
    );
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).not.toMatch(/Rating|Workspace|Page/);
    expect(mail.text).toContain('They did not ask to be contacted.');
  });

  it('is written in Japanese for a Japanese reader', () => {
    const mail = feedbackMail({ ...feedback, kind: 'PROBLEM' }, 'ja');
    expect(mail.subject).toBe('Punchcard へのフィードバック（不具合・問題）：Ada Lovelaceさんより');
    expect(mail.text).toContain('評価: 5段階中4');
    expect(mail.text).toContain('ワークスペース: Acme Bakery');
    expect(mail.text).toContain(`受付番号: ${ID}`);
  });
});

describe('supportMail', () => {
  it('keeps what was typed in the subject on one line, so it cannot add a header', () => {
    const mail = supportMail(support, 'en');
    expect(mail.subject).toBe('Punchcard support: The reset link Bcc: everyone@example.com');
    expect(mail.replyTo).toBe('someone@example.com');
    expect(mail.kind).toBe('support-request');
  });

  it('warns that a signed-out sender’s address is not verified', () => {
    const mail = supportMail(support, 'en');
    expect(mail.text).toMatch(/^A support request from someone who was not signed in\./);
    expect(mail.text).toContain('Their address is not verified');
    expect(mail.text).toContain('Reply to: someone@example.com');
    expect(mail.text).toContain('Topic: Signing in');
    expect(mail.text).toContain('Browser: Mozilla/5.0 (X11; Linux x86_64)');
    expect(mail.text).not.toContain('Workspace:');
  });

  it('names a signed-in sender and their workspace, in Japanese too', () => {
    const signedIn = {
      ...support,
      sender: { name: 'Ada Lovelace', email: 'ada@example.com' },
      workspace: 'Acme Bakery',
      category: 'KIOSK' as const,
    };
    expect(supportMail(signedIn, 'en').text).toMatch(
      /^A support request from Ada Lovelace \(ada@example\.com\), signed in\./,
    );
    const ja = supportMail(signedIn, 'ja');
    expect(ja.subject).toBe('Punchcard サポート：The reset link Bcc: everyone@example.com');
    expect(ja.text).toContain(
      'Ada Lovelaceさん（ada@example.com、ログイン中）からのお問い合わせです。',
    );
    expect(ja.text).toContain('内容: キオスク');
  });
});
