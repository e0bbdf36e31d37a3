// The onboarding page /setup: its three steps around the workspaces feature's forms.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  title: 'Set up a workspace',
  heading: 'Set up your workspace',
  lead: 'Three short steps, and your team can start tracking time.',

  'step.create': 'Create',
  'step.createDescription': 'Name and time zone',
  'step.settings': 'Settings',
  'step.settingsDescription': 'How your team works',
  'step.invite': 'Invite',
  'step.inviteDescription': 'Bring your team in',

  'create.heading': 'Create a workspace',
  'create.intro':
    'A workspace holds your team’s time, projects and settings. You will be its owner, and you can belong to several workspaces.',
  'settings.heading': 'Settings for {{name}}',
  'settings.intro':
    'The rules most teams decide first. The defaults suit most teams, and you can change them any time.',
  'invite.heading': 'Invite your team to {{name}}',
  'invite.intro':
    'Send each person an invitation by e-mail. You can also do this later from the workspace’s members.',

  'action.cancel': 'Cancel',
  'action.back': 'Back',
  'action.save': 'Save and continue',
  'action.skipSettings': 'Keep the defaults',
  'action.skipInvites': 'Skip for now',
  'action.finish': 'Finish',

  'leave.title': 'Leave without inviting?',
  'leave.body_one': 'The address you entered has not been sent an invitation yet.',
  'leave.body_other': 'The {{count}} addresses you entered have not been sent invitations yet.',
  'leave.stay': 'Stay and send',
  'leave.confirm': 'Leave without inviting',
};

const ja: Catalogue<typeof en> = {
  title: 'ワークスペースの設定',
  heading: 'ワークスペースを準備しましょう',
  lead: '3つの簡単なステップで、チームの勤怠管理を始められます。',

  'step.create': '作成',
  'step.createDescription': '名前とタイムゾーン',
  'step.settings': '設定',
  'step.settingsDescription': 'チームの運用ルール',
  'step.invite': '招待',
  'step.inviteDescription': 'メンバーを招待',

  'create.heading': 'ワークスペースを作成',
  'create.intro':
    'ワークスペースには、チームの勤務時間・プロジェクト・設定がまとまります。作成したあなたがオーナーになります。複数のワークスペースに参加することもできます。',
  'settings.heading': '{{name}} の設定',
  'settings.intro':
    '多くのチームが最初に決めるルールです。初期設定のままでも問題なく使え、あとからいつでも変更できます。',
  'invite.heading': '{{name}} にチームを招待',
  'invite.intro':
    '招待はメールで届きます。あとからワークスペースのメンバー画面で招待することもできます。',

  'action.cancel': 'キャンセル',
  'action.back': '戻る',
  'action.save': '保存して次へ',
  'action.skipSettings': '初期設定のまま進む',
  'action.skipInvites': 'あとで招待する',
  'action.finish': '完了',

  'leave.title': '招待せずに終了しますか？',
  'leave.body_one': '入力したアドレスにはまだ招待を送信していません。',
  'leave.body_other': '入力した{{count}}件のアドレスにはまだ招待を送信していません。',
  'leave.stay': '戻って送信する',
  'leave.confirm': '招待せずに終了',
};

export const setup: Namespace<typeof en> = { en, ja };
