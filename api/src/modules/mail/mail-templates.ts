import type { Locale } from '@punchcard/shared';

/** Every message the product sends; each has an English and a Japanese rendering. */
export type MailTemplate =
  | { kind: 'signup-code'; code: string; minutes: number }
  | { kind: 'password-reset'; link: string; minutes: number }
  | { kind: 'workspace-invitation'; workspace: string; inviter: string; link: string; days: number }
  | {
      kind: 'project-invitation';
      workspace: string;
      project: string;
      inviter: string;
      link: string;
      days: number;
    };

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
  'workspace-invitation': ({ workspace, inviter, link, days }) => ({
    subject: `${inviter} invited you to ${workspace} on Punchcard`,
    text: `${inviter} invited you to join the workspace "${workspace}" on Punchcard, to track your working time there.\n\nOpen this link to accept (valid for ${days} days, once):\n${link}\n\nIf you do not know this workspace, ignore this message.\n`,
  }),
  'project-invitation': ({ workspace, project, inviter, link, days }) => ({
    subject: `${inviter} invited you to the project ${project} on Punchcard`,
    text: `${inviter} invited you to the project "${project}" in the workspace "${workspace}" on Punchcard.\n\nOpen this link to accept (valid for ${days} days, once):\n${link}\n\nIf you do not know this workspace, ignore this message.\n`,
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
  'workspace-invitation': ({ workspace, inviter, link, days }) => ({
    subject: `${inviter}さんから Punchcard のワークスペース「${workspace}」への招待が届きました`,
    text: `${inviter}さんが、Punchcard のワークスペース「${workspace}」にあなたを招待しました。参加すると、このワークスペースで勤務時間を記録できます。\n\n次のリンクから招待を承認してください（有効期限${days}日、1回のみ有効）：\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。\n`,
  }),
  'project-invitation': ({ workspace, project, inviter, link, days }) => ({
    subject: `${inviter}さんから Punchcard のプロジェクト「${project}」への招待が届きました`,
    text: `${inviter}さんが、Punchcard のワークスペース「${workspace}」のプロジェクト「${project}」にあなたを招待しました。\n\n次のリンクから招待を承認してください（有効期限${days}日、1回のみ有効）：\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。\n`,
  }),
};

const RENDERERS: Record<Locale, Renderers> = { en, ja };

export function renderMail(template: MailTemplate, locale: Locale): RenderedMail {
  const render = RENDERERS[locale][template.kind] as (t: MailTemplate) => RenderedMail;
  return render(template);
}
