import type { Locale } from '@punchcard/shared';
import {
  type DigestRequest,
  describeRequest,
  digestLines,
  digestZone,
} from './reviewer-digest-lines.js';

export type { DigestRequest } from './reviewer-digest-lines.js';

/** Every message the product sends; each has an English and a Japanese rendering. */
export type MailTemplate =
  | { kind: 'signup-code'; code: string; minutes: number }
  | { kind: 'password-reset'; link: string; minutes: number }
  | { kind: 'pin-reset'; link: string; minutes: number }
  | { kind: 'workspace-invitation'; workspace: string; inviter: string; link: string; days: number }
  | {
      kind: 'project-invitation';
      workspace: string;
      project: string;
      inviter: string;
      link: string;
      days: number;
    }
  /** The member's kiosk badge, sent with its PNG and PDF attached. */
  | { kind: 'kiosk-badge'; workspace: string; name: string; version: number }
  /** Requests filed since the last digest that the reviewer may review, oldest first. */
  | {
      kind: 'reviewer-digest';
      workspace: string;
      /** The workspace's IANA zone: the times are shown in it. */
      timeZone: string;
      requests: DigestRequest[];
      link: string;
    }
  /** A reviewer's decision on one of the member's requests. */
  | {
      kind: 'request-decision';
      workspace: string;
      timeZone: string;
      approved: boolean;
      /** The reviewer's display name. */
      reviewer: string;
      request: Omit<DigestRequest, 'member'>;
      link: string;
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
  'pin-reset': ({ link, minutes }) => ({
    subject: 'Choose a new Punchcard kiosk PIN',
    text: `Someone asked to reset the kiosk PIN of your Punchcard account.\n\nOpen this link to choose a new PIN (valid for ${minutes} minutes, once):\n${link}\n\nIf it was not you, ignore this message: your PIN stays as it is.\n`,
  }),
  'workspace-invitation': ({ workspace, inviter, link, days }) => ({
    subject: `${inviter} invited you to ${workspace} on Punchcard`,
    text: `${inviter} invited you to join the workspace "${workspace}" on Punchcard, to track your working time there.\n\nOpen this link to accept (valid for ${days} days, once):\n${link}\n\nIf you do not know this workspace, ignore this message.\n`,
  }),
  'project-invitation': ({ workspace, project, inviter, link, days }) => ({
    subject: `${inviter} invited you to the project ${project} on Punchcard`,
    text: `${inviter} invited you to the project "${project}" in the workspace "${workspace}" on Punchcard.\n\nOpen this link to accept (valid for ${days} days, once):\n${link}\n\nIf you do not know this workspace, ignore this message.\n`,
  }),
  'kiosk-badge': ({ workspace, name, version }) => ({
    subject: `Your kiosk badge for ${workspace}`,
    text: `Hello ${name},\n\nAttached is your Punchcard kiosk badge for the workspace "${workspace}" (version ${version}).\n\nShow its QR code at the workspace's kiosk to clock in and out: open badge.png on your phone, or print badge.pdf and cut out the card.\n\nKeep it to yourself: whoever holds it can clock in as you. If it is lost, ask a manager to replace it; the old badge then stops working.\n`,
  }),
  'reviewer-digest': ({ workspace, timeZone, requests, link }) => ({
    subject:
      requests.length === 1
        ? `1 request to review in ${workspace}`
        : `${requests.length} requests to review in ${workspace}`,
    text: `New requests in the workspace "${workspace}" are waiting for your review:\n\n${digestLines(requests, 'en', timeZone).join('\n')}\n\nTimes are in ${digestZone(timeZone)}.\n\nApprove or reject them on the approvals page:\n${link}\n`,
  }),
  'request-decision': ({ workspace, timeZone, approved, reviewer, request, link }) => {
    const { what, when } = describeRequest(request, 'en', timeZone);
    const verdict = approved ? 'approved' : 'rejected';
    const outcome = approved
      ? 'The change is now part of your recorded time.'
      : 'Your recorded time stays as it was. If you think it should change, talk to your reviewer or file a new request.';
    return {
      subject: `Your request in ${workspace} was ${verdict}`,
      text: `${reviewer} ${verdict} your request to ${what}${when ? `, ${when}` : ''}, in the workspace "${workspace}".\n\n${outcome}\n\nYour reason: ${request.reason.trim()}\n${when ? `\nTimes are in ${digestZone(timeZone)}.\n` : ''}\nSee your requests:\n${link}\n`,
    };
  },
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
  'pin-reset': ({ link, minutes }) => ({
    subject: 'Punchcard キオスク用PINの再設定',
    text: `Punchcard アカウントのキオスク用PINの再設定が申請されました。\n\n次のリンクから新しいPINを設定してください（有効期限${minutes}分、1回のみ有効）：\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。PINは変更されません。\n`,
  }),
  'workspace-invitation': ({ workspace, inviter, link, days }) => ({
    subject: `${inviter}さんから Punchcard のワークスペース「${workspace}」への招待が届きました`,
    text: `${inviter}さんが、Punchcard のワークスペース「${workspace}」にあなたを招待しました。参加すると、このワークスペースで勤務時間を記録できます。\n\n次のリンクから招待を承認してください（有効期限${days}日、1回のみ有効）：\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。\n`,
  }),
  'project-invitation': ({ workspace, project, inviter, link, days }) => ({
    subject: `${inviter}さんから Punchcard のプロジェクト「${project}」への招待が届きました`,
    text: `${inviter}さんが、Punchcard のワークスペース「${workspace}」のプロジェクト「${project}」にあなたを招待しました。\n\n次のリンクから招待を承認してください（有効期限${days}日、1回のみ有効）：\n${link}\n\nお心当たりのない場合は、このメールを破棄してください。\n`,
  }),
  'kiosk-badge': ({ workspace, name, version }) => ({
    subject: `「${workspace}」のキオスク用バッジ`,
    text: `${name}さん\n\nPunchcard のワークスペース「${workspace}」のキオスク用バッジ（バージョン${version}）を添付しました。\n\nキオスクでQRコードを提示すると、出勤・退勤を打刻できます。スマートフォンで badge.png を表示するか、badge.pdf を印刷してカードを切り取ってご利用ください。\n\nバッジを持っている人は誰でもあなたとして打刻できます。他の人に渡さないでください。紛失した場合はマネージャーに再発行を依頼してください。以前のバッジは使えなくなります。\n`,
  }),
  'reviewer-digest': ({ workspace, timeZone, requests, link }) => ({
    subject: `「${workspace}」で承認待ちの申請が${requests.length}件あります`,
    text: `ワークスペース「${workspace}」で、新しい申請があなたの承認を待っています。\n\n${digestLines(requests, 'ja', timeZone).join('\n')}\n\n時刻は ${digestZone(timeZone)} で表示しています。\n\n承認ページで承認または却下してください：\n${link}\n`,
  }),
  'request-decision': ({ workspace, timeZone, approved, reviewer, request, link }) => {
    const { what, when } = describeRequest(request, 'ja', timeZone);
    const verdict = approved ? '承認' : '却下';
    const outcome = approved
      ? '変更はあなたの記録に反映されました。'
      : '記録は変更されていません。変更が必要な場合は、承認者に相談するか、新しい申請を作成してください。';
    return {
      subject: `「${workspace}」での申請が${verdict}されました`,
      text: `${reviewer}さんが、ワークスペース「${workspace}」でのあなたの申請（${what}${when ? `：${when}` : ''}）を${verdict}しました。\n\n${outcome}\n\n申請の理由：${request.reason.trim()}\n${when ? `\n時刻は ${digestZone(timeZone)} で表示しています。\n` : ''}\n申請の一覧：\n${link}\n`,
    };
  },
};

const RENDERERS: Record<Locale, Renderers> = { en, ja };

export function renderMail(template: MailTemplate, locale: Locale): RenderedMail {
  const render = RENDERERS[locale][template.kind] as (t: MailTemplate) => RenderedMail;
  return render(template);
}
