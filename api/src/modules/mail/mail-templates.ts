import type { Locale } from '@punchcard/shared';

/** Every message the product sends; each has an English and a Japanese rendering. */
export type MailTemplate =
  | { kind: 'signup-code'; code: string; minutes: number }
  | { kind: 'password-reset'; link: string; minutes: number };

export interface RenderedMail {
  subject: string;
  text: string;
}

type Renderers = {
  [K in MailTemplate['kind']]: (t: Extract<MailTemplate, { kind: K }>) => RenderedMail;
};

const en: Renderers = {
  'signup-code': ({ code, minutes }) => ({
    subject: `${code} is your Punchcard verification code`,
    text: `Welcome to Punchcard!\n\nYour verification code is: ${code}\n\nIt expires in ${minutes} minutes. If you did not try to sign up, you can ignore this message.\n`,
  }),
  'password-reset': ({ link, minutes }) => ({
    subject: 'Reset your Punchcard password',
    text: `Someone asked to reset the password of your Punchcard account.\n\nOpen this link to choose a new password (valid for ${minutes} minutes, once):\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  }),
};

const ja: Renderers = {
  'signup-code': ({ code, minutes }) => ({
    subject: `Punchcard の確認コード: ${code}`,
    text: `Punchcard へようこそ！\n\n確認コード: ${code}\n\nこのコードの有効期限は${minutes}分です。お心当たりのない場合は、このメールを破棄してください。\n`,
  }),
  'password-reset': ({ link, minutes }) => ({
    subject: 'Punchcard パスワードの再設定',
    text: `Punchcard アカウントのパスワード再設定が申請されました。\n\n次のリンクから新しいパスワードを設定してください（有効期限${minutes}分、1回のみ有効）：\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。\n`,
  }),
};

const RENDERERS: Record<Locale, Renderers> = { en, ja };

export function renderMail(template: MailTemplate, locale: Locale): RenderedMail {
  const render = RENDERERS[locale][template.kind] as (t: MailTemplate) => RenderedMail;
  return render(template);
}
