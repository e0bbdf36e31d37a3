// /settings/workspace/permissions: the role x permission map, each permission in plain words.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  title: 'Permissions',
  'page.noWorkspace': 'Create or join a workspace to see its permissions.',
  heading: 'Who may do what',
  description:
    'Each role holds the permissions ticked in its column. A change applies to everyone with that role at once.',
  loadFailed: 'The permissions could not be loaded.',
  readOnly: 'Only people allowed to manage this workspace’s settings can change the permissions.',
  superOwner: 'The super owner can always do everything, whatever the table says.',
  rolledBack: 'Not saved: the permission is back as it was.',
  lockedNote:
    'Your own role ({{role}}) keeps “Manage workspace settings”: without it you could not open this page.',

  'plan.title': 'Custom permissions are not part of this plan',
  'plan.body':
    '{{workspace}} is on the {{current}} plan, so the default permissions below apply. The {{plan}} plan and above let you change them.',
  'plan.FREE': 'Free',
  'plan.LITE': 'Lite',
  'plan.BASIC': 'Basic',
  'plan.BUSINESS': 'Business',

  'matrix.caption': 'Permissions of each role in this workspace',
  'matrix.permission': 'Permission',
  'matrix.cellLabel': '{{permission}}: {{role}}',

  'role.Owner': 'Owner',
  'role.Manager': 'Manager',
  'role.Member': 'Member',
  'role.Guest': 'Guest',
  'role.SuperOwner': 'Super owner',

  'group.team': 'Team and settings',
  'group.time': 'Time',
  'group.catalogue': 'Projects and lists',

  'permission.MANAGE_WORKSPACE_MEMBERS': 'Manage members',
  'explain.MANAGE_WORKSPACE_MEMBERS':
    'Invite people, change roles, deactivate, delete and restore members, and manage their kiosk cards.',
  'permission.MANAGE_WORKSPACE_SETTINGS': 'Manage workspace settings',
  'explain.MANAGE_WORKSPACE_SETTINGS':
    'Change this workspace’s settings, profile, kiosks and this table of permissions.',
  'permission.VIEW_MEMBER_TIMESTAMPS': 'See members’ time',
  'explain.VIEW_MEMBER_TIMESTAMPS':
    'Open any member’s clocked time and activities, and the board of who is working now.',
  'permission.MANAGE_WORKSPACE_TIME_MODIFICATION': 'Change members’ clocked time',
  'explain.MANAGE_WORKSPACE_TIME_MODIFICATION':
    'Clock members in and out, start and end their breaks, correct their past times, and review their time requests.',
  'permission.MANAGE_TIMESTAMP_MODIFICATION': 'Change members’ activities',
  'explain.MANAGE_TIMESTAMP_MODIFICATION':
    'Correct anyone’s activities directly, and approve or reject members’ activity requests.',
  'permission.DELETE_WORKSPACE_TIME_AFTER_1MIN': 'Delete own clocked time later',
  'explain.DELETE_WORKSPACE_TIME_AFTER_1MIN':
    'Delete their own finished clocked time more than a minute after it ended. Anyone may within the first minute.',
  'permission.DELETE_CLOSED_TIMESTAMP_AFTER_1MIN': 'Delete own activities later',
  'explain.DELETE_CLOSED_TIMESTAMP_AFTER_1MIN':
    'Delete their own finished activities more than a minute after they ended. Anyone may within the first minute.',
  'permission.CUD_PROJECT_TASK': 'Manage projects and tasks',
  'explain.CUD_PROJECT_TASK': 'Create, rename and delete projects and their tasks.',
  'permission.CUD_TASK_CATEGORY': 'Manage categories',
  'explain.CUD_TASK_CATEGORY': 'Create, change and delete the categories of work.',
  'permission.CUD_TAGS': 'Manage tags',
  'explain.CUD_TAGS': 'Create, rename and delete tags.',
  'permission.CUD_WORKSPACE_CLIENTS': 'Manage clients',
  'explain.CUD_WORKSPACE_CLIENTS': 'Create, change and delete the clients projects are for.',
  'permission.INVITE_PROJECT_GUEST': 'Invite project guests',
  'explain.INVITE_PROJECT_GUEST': 'Invite people from outside as guests of a single project.',

  'reset.open': 'Reset to defaults…',
  'reset.dialogTitle': 'Reset the permissions?',
  'reset.consequences':
    'Every role gets the permissions a new workspace starts with: owners hold everything, managers everything but the workspace settings, members and guests nothing beyond their own time.',
  'reset.cancel': 'Cancel',
  'reset.confirm': 'Reset to defaults',
  'reset.done': 'The permissions are back to the defaults.',
};

const ja: Catalogue<typeof en> = {
  title: '権限',
  'page.noWorkspace': '権限を表示するには、ワークスペースを作成するか参加してください。',
  heading: '誰が何をできるか',
  description:
    '各ロールは、その列でチェックされた権限を持ちます。変更は、そのロールのすべての人にすぐ適用されます。',
  loadFailed: '権限を読み込めませんでした。',
  readOnly: '権限を変更できるのは、ワークスペースの設定の管理を許可された人だけです。',
  superOwner: 'スーパーオーナーは、表の内容にかかわらず常にすべての操作ができます。',
  rolledBack: '保存できなかったため、権限を元に戻しました。',
  lockedNote:
    'あなた自身のロール({{role}})の「ワークスペースの設定の管理」は外せません。外すとこのページを開けなくなります。',

  'plan.title': 'このプランでは権限をカスタマイズできません',
  'plan.body':
    '{{workspace}} は {{current}} プランのため、以下の標準の権限が適用されます。{{plan}} プラン以上で変更できます。',
  'plan.FREE': 'フリー',
  'plan.LITE': 'ライト',
  'plan.BASIC': 'ベーシック',
  'plan.BUSINESS': 'ビジネス',

  'matrix.caption': 'このワークスペースの各ロールの権限',
  'matrix.permission': '権限',
  'matrix.cellLabel': '{{permission}}({{role}})',

  'role.Owner': 'オーナー',
  'role.Manager': 'マネージャー',
  'role.Member': 'メンバー',
  'role.Guest': 'ゲスト',
  'role.SuperOwner': 'スーパーオーナー',

  'group.team': 'チームと設定',
  'group.time': '時間',
  'group.catalogue': 'プロジェクトと一覧',

  'permission.MANAGE_WORKSPACE_MEMBERS': 'メンバーの管理',
  'explain.MANAGE_WORKSPACE_MEMBERS':
    '招待、ロールの変更、メンバーの無効化・削除・復元、キオスク用カードの管理ができます。',
  'permission.MANAGE_WORKSPACE_SETTINGS': 'ワークスペースの設定の管理',
  'explain.MANAGE_WORKSPACE_SETTINGS':
    'このワークスペースの設定、プロフィール、キオスク、この権限表を変更できます。',
  'permission.VIEW_MEMBER_TIMESTAMPS': 'メンバーの時間の閲覧',
  'explain.VIEW_MEMBER_TIMESTAMPS':
    'どのメンバーの勤務時間とアクティビティも、現在の勤務状況の一覧も見られます。',
  'permission.MANAGE_WORKSPACE_TIME_MODIFICATION': 'メンバーの勤務時間の変更',
  'explain.MANAGE_WORKSPACE_TIME_MODIFICATION':
    'メンバーの出勤・退勤、休憩の開始・終了、過去の時刻の修正、時間の申請の確認ができます。',
  'permission.MANAGE_TIMESTAMP_MODIFICATION': 'メンバーのアクティビティの変更',
  'explain.MANAGE_TIMESTAMP_MODIFICATION':
    '誰のアクティビティでも直接修正でき、メンバーのアクティビティの申請を承認・却下できます。',
  'permission.DELETE_WORKSPACE_TIME_AFTER_1MIN': '自分の勤務時間を後から削除',
  'explain.DELETE_WORKSPACE_TIME_AFTER_1MIN':
    '終了から 1 分を過ぎた自分の勤務時間を削除できます。終了後 1 分以内なら誰でも削除できます。',
  'permission.DELETE_CLOSED_TIMESTAMP_AFTER_1MIN': '自分のアクティビティを後から削除',
  'explain.DELETE_CLOSED_TIMESTAMP_AFTER_1MIN':
    '終了から 1 分を過ぎた自分のアクティビティを削除できます。終了後 1 分以内なら誰でも削除できます。',
  'permission.CUD_PROJECT_TASK': 'プロジェクトとタスクの管理',
  'explain.CUD_PROJECT_TASK': 'プロジェクトとそのタスクを作成・名前変更・削除できます。',
  'permission.CUD_TASK_CATEGORY': 'カテゴリーの管理',
  'explain.CUD_TASK_CATEGORY': '作業のカテゴリーを作成・変更・削除できます。',
  'permission.CUD_TAGS': 'タグの管理',
  'explain.CUD_TAGS': 'タグを作成・名前変更・削除できます。',
  'permission.CUD_WORKSPACE_CLIENTS': 'クライアントの管理',
  'explain.CUD_WORKSPACE_CLIENTS':
    'プロジェクトの依頼元であるクライアントを作成・変更・削除できます。',
  'permission.INVITE_PROJECT_GUEST': 'プロジェクトへのゲスト招待',
  'explain.INVITE_PROJECT_GUEST': '外部の人を 1 つのプロジェクトのゲストとして招待できます。',

  'reset.open': '標準に戻す…',
  'reset.dialogTitle': '権限を標準に戻しますか?',
  'reset.consequences':
    'すべてのロールが新しいワークスペースと同じ権限になります。オーナーはすべて、マネージャーはワークスペースの設定以外のすべて、メンバーとゲストは自分の時間以外の権限を持ちません。',
  'reset.cancel': 'キャンセル',
  'reset.confirm': '標準に戻す',
  'reset.done': '権限を標準に戻しました。',
};

export const permissions: Namespace<typeof en> = { en, ja };
