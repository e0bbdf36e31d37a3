import type { FeedbackKind, Locale, SupportCategory } from '@punchcard/shared';
import type { ComposedMail } from '#src/modules/mail/index.js';

/** Who wrote in, as the readers are told. */
export interface MailSender {
  name: string;
  email: string;
}

export interface FeedbackMail {
  id: string;
  sender: MailSender;
  /** The sender's active workspace, if they had one. */
  workspace: string | null;
  kind: FeedbackKind;
  rating: number | null;
  message: string;
  page: string | null;
  mayContact: boolean;
}

export interface SupportMail {
  id: string;
  /** Null when the request came from someone signed out. */
  sender: MailSender | null;
  /** Where the answer goes (Reply-To). */
  replyTo: string;
  workspace: string | null;
  category: SupportCategory;
  subject: string;
  message: string;
  page: string | null;
  userAgent: string | null;
}

interface Words {
  kinds: Record<FeedbackKind, string>;
  categories: Record<SupportCategory, string>;
  feedback: (mail: FeedbackMail) => { subject: string; intro: string; contact: string };
  rating: (rating: number) => string;
  support: (mail: SupportMail) => { subject: string; intro: string };
  labels: {
    kind: string;
    rating: string;
    workspace: string;
    page: string;
    replyTo: string;
    category: string;
    browser: string;
    subject: string;
    reference: string;
  };
}

const en: Words = {
  kinds: { IDEA: 'Idea', PROBLEM: 'Problem', PRAISE: 'Praise', OTHER: 'Other' },
  categories: {
    SIGN_IN: 'Signing in',
    TIME_TRACKING: 'Time tracking',
    KIOSK: 'Kiosk',
    BILLING: 'Plans and billing',
    DATA: 'Data and privacy',
    OTHER: 'Something else',
  },
  feedback: ({ sender, kind, mayContact }) => ({
    subject: `Punchcard feedback: ${en.kinds[kind]} from ${sender.name}`,
    intro: `${sender.name} (${sender.email}) sent feedback about Punchcard.`,
    contact: mayContact
      ? 'They agreed to be contacted: reply to this e-mail to write to them.'
      : 'They did not ask to be contacted.',
  }),
  rating: (rating) => `${rating} of 5`,
  support: ({ sender, subject }) => ({
    subject: `Punchcard support: ${subject}`,
    intro: sender
      ? `A support request from ${sender.name} (${sender.email}), signed in.`
      : 'A support request from someone who was not signed in. Their address is not verified: make sure it is theirs before you tell them anything about an account.',
  }),
  labels: {
    kind: 'Kind',
    rating: 'Rating',
    workspace: 'Workspace',
    page: 'Page',
    replyTo: 'Reply to',
    category: 'Topic',
    browser: 'Browser',
    subject: 'Subject',
    reference: 'Reference',
  },
};

const ja: Words = {
  kinds: { IDEA: 'アイデア', PROBLEM: '不具合・問題', PRAISE: '良かった点', OTHER: 'その他' },
  categories: {
    SIGN_IN: 'ログイン',
    TIME_TRACKING: '勤怠の記録',
    KIOSK: 'キオスク',
    BILLING: 'プランと請求',
    DATA: 'データとプライバシー',
    OTHER: 'その他',
  },
  feedback: ({ sender, kind, mayContact }) => ({
    subject: `Punchcard へのフィードバック（${ja.kinds[kind]}）：${sender.name}さんより`,
    intro: `${sender.name}さん（${sender.email}）から Punchcard へのフィードバックが届きました。`,
    contact: mayContact
      ? '連絡を受けることに同意しています。このメールに返信すると本人に届きます。'
      : '連絡は希望していません。',
  }),
  rating: (rating) => `5段階中${rating}`,
  support: ({ sender, subject }) => ({
    subject: `Punchcard サポート：${subject}`,
    intro: sender
      ? `${sender.name}さん（${sender.email}、ログイン中）からのお問い合わせです。`
      : 'ログインしていない方からのお問い合わせです。メールアドレスは確認されていません。アカウントについて回答する前に、本人のアドレスであることを確かめてください。',
  }),
  labels: {
    kind: '種類',
    rating: '評価',
    workspace: 'ワークスペース',
    page: 'ページ',
    replyTo: '返信先',
    category: '内容',
    browser: 'ブラウザー',
    subject: '件名',
    reference: '受付番号',
  },
};

const WORDS: Record<Locale, Words> = { en, ja };

/** A header may not carry line breaks or control characters: whatever was typed, one line. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters a header must not hold
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** `Label: value` lines for the values that are there. */
function facts(pairs: readonly (readonly [string, string | null])[]): string {
  return pairs.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])).join('\n');
}

/** The mail about a piece of feedback; replies reach the sender only when they agreed. */
export function feedbackMail(mail: FeedbackMail, locale: Locale): ComposedMail {
  const words = WORDS[locale];
  const { subject, intro, contact } = words.feedback(mail);
  const details = facts([
    [words.labels.kind, words.kinds[mail.kind]],
    [words.labels.rating, mail.rating === null ? null : words.rating(mail.rating)],
    [words.labels.workspace, mail.workspace],
    [words.labels.page, mail.page],
  ]);
  return {
    kind: 'feedback',
    locale,
    subject: oneLine(subject),
    text: `${intro}\n\n${details}\n\n${mail.message}\n\n${contact}\n\n${words.labels.reference}: ${mail.id}\n`,
    ...(mail.mayContact ? { replyTo: mail.sender.email } : {}),
  };
}

/** The mail about a support request; a reply goes to the address the answer was asked at. */
export function supportMail(mail: SupportMail, locale: Locale): ComposedMail {
  const words = WORDS[locale];
  const { subject, intro } = words.support({ ...mail, subject: oneLine(mail.subject) });
  const details = facts([
    [words.labels.replyTo, mail.replyTo],
    [words.labels.category, words.categories[mail.category]],
    [words.labels.workspace, mail.workspace],
    [words.labels.page, mail.page],
    [words.labels.browser, mail.userAgent],
  ]);
  return {
    kind: 'support-request',
    locale,
    subject: oneLine(subject),
    text: `${intro}\n\n${details}\n\n${words.labels.subject}: ${mail.subject}\n\n${mail.message}\n\n${words.labels.reference}: ${mail.id}\n`,
    replyTo: mail.replyTo,
  };
}
