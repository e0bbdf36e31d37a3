import type { Locale } from '@punchcard/shared';
import type { ComposedMail } from '#src/modules/mail/index.js';

export interface PastDueMail {
  workspace: string;
  /** When the workspace falls back to FREE unless the payment goes through. */
  graceEnd: Date;
  /** The plans page, where the card is changed. */
  link: string;
}

/** A date as the reader writes it (UTC: the mail cannot know the reader's zone). */
function day(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

const WORDS: Record<Locale, (mail: PastDueMail) => { subject: string; text: string }> = {
  en: ({ workspace, graceEnd, link }) => ({
    subject: `Payment failed for ${workspace} on Punchcard`,
    text: `The latest payment for the workspace "${workspace}" on Punchcard did not go through.\n\nThe workspace keeps its plan until ${day(graceEnd, 'en')} (UTC). If the payment has not succeeded by then, it moves to the FREE plan and the features FREE lacks are switched off.\n\nCheck or change the card on the plans page:\n${link}\n`,
  }),
  ja: ({ workspace, graceEnd, link }) => ({
    subject: `Punchcard「${workspace}」のお支払いができませんでした`,
    text: `Punchcard のワークスペース「${workspace}」の最新のお支払いが完了しませんでした。\n\n${day(graceEnd, 'ja')}（UTC）までは現在のプランをご利用いただけます。それまでにお支払いが完了しない場合、ワークスペースは FREE プランに変更され、FREE プランにない機能はオフになります。\n\nプランのページでカードを確認または変更してください：\n${link}\n`,
  }),
};

/** The owners' warning that a payment failed and the plan ends with the grace period. */
export function pastDueMail(mail: PastDueMail, locale: Locale): ComposedMail {
  const { subject, text } = WORDS[locale](mail);
  return { kind: 'billing-past-due', locale, subject, text };
}
