// Workspaces: the switcher in the app header, and the forms that create a workspace, configure
// it and invite people (features/workspaces; the setup page composes them).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'role.SuperOwner': 'Super owner',
  'role.Owner': 'Owner',
  'role.Manager': 'Manager',
  'role.Member': 'Member',
  'role.Guest': 'Guest',

  'plan.FREE': 'Free',
  'plan.LITE': 'Lite',
  'plan.BASIC': 'Basic',
  'plan.BUSINESS': 'Business',
  'plan.needs': 'Available on the {{plan}} plan and above.',

  'switcher.button': 'Workspace: {{name}}',
  'switcher.none': 'No workspace',
  'switcher.heading': 'Your workspaces',
  'switcher.empty': 'You are not in any workspace yet.',
  'switcher.create': 'Create a workspace',
  'switcher.switched': 'You are now working in {{name}}.',

  'create.name': 'Workspace name',
  'create.namePlaceholder': 'e.g. Acme Bakery',
  'create.nameHelp': 'Usually the name of your company or team. You can change it later.',
  'create.timeZone': 'Time zone',
  'create.timeZoneHelp':
    'Days start and end at midnight in this time zone, for everyone in the workspace, and reports use it.',
  'create.timeZoneSearch': 'No time zone matches this search.',
  'create.submit': 'Create workspace',
  'create.created': 'Workspace {{name}} created.',
  'validation.nameRequired': 'Enter a name for the workspace.',
  'validation.nameTooLong': 'Use at most 100 characters (this has {{count}}).',
  'validation.timeZoneRequired': 'Choose a time zone.',

  'settings.readOnly':
    'Only owners of {{name}} can change these settings. You can continue without changing them.',
  'settings.tracking': 'Working time',
  'settings.timeRequired': 'Clock in before recording activities',
  'settings.timeRequiredHelp':
    'Activities must fall inside the time people clock, so hours worked and work recorded always add up. Turn this off if people only record project time.',
  'settings.pastTime': 'How members correct past time',
  'settings.pastTimeHelp':
    'Clocking in and out and taking breaks always work. This is about time already recorded; owners and managers can always correct it.',
  'settings.pastTime.direct': 'Members correct it themselves',
  'settings.pastTime.directHelp':
    'Everyone can add, edit and delete their own past time and activities.',
  'settings.pastTime.approval': 'Members ask, a manager approves',
  'settings.pastTime.approvalHelp':
    'Members send a request with a reason; the change is made once a manager approves it.',
  'settings.pastTime.limited': 'Members correct only what you allow',
  'settings.pastTime.limitedHelp': 'Anything else goes through a request.',
  'settings.pastTime.allowed': 'What members may correct themselves',
  'settings.pastTime.times': 'Times: start and end, adding and deleting entries',
  'settings.pastTime.details': 'Activity details: project, task, category, tags and description',
  'settings.required': 'Required on every activity',
  'settings.requiredHelp': 'An activity cannot be saved without what you tick here.',
  'settings.required.isDescriptionRequired': 'Description',
  'settings.required.isProjectRequired': 'Project',
  'settings.required.isTaskRequired': 'Task',
  'settings.required.isCategoryRequired': 'Category',
  'settings.required.isTagRequired': 'Tags',
  'settings.currency': 'Currency',
  'settings.currencyHelp': 'Used for hourly rates and for amounts in reports.',
  'settings.currencySearch': 'No currency matches this search.',
  'settings.saved': 'Settings saved.',

  'invite.readOnly': 'Only owners and managers of {{name}} can invite people.',
  'invite.emails': 'E-mail addresses',
  'invite.emailsHelp':
    'Type or paste addresses, separated by commas, spaces or new lines (up to {{max}} at a time).',
  'invite.emailsPlaceholder': 'name@example.com',
  'invite.remove': 'Remove {{email}}',
  'invite.role': 'Role',
  'invite.role.MemberHelp': 'Records their own time and activities.',
  'invite.role.ManagerHelp':
    'Also reviews requests and manages the team’s time, projects and members.',
  'invite.role.OwnerHelp': 'Can do everything a manager can, and change the workspace’s settings.',
  'invite.role.GuestHelp': 'For people outside the team, such as clients or contractors.',
  'invite.role.unavailable': '{{help}} {{needs}}',
  'invite.seats': 'The {{plan}} plan includes up to {{limit}} members, you included.',
  'invite.submit': 'Send invitations',
  'invite.sent_one': 'Invitation sent to {{count}} person.',
  'invite.sent_other': 'Invitations sent to {{count}} people.',
  'invite.sentHeading': 'Invited',
  'invite.sentHelp':
    'Each person gets an e-mail with a link to join. The link works for {{days}} days.',
  'invite.noRoom':
    'The {{plan}} plan includes up to {{limit}} members, counting you and invitations not yet accepted, and this would be more. Invite fewer people, or move to a larger plan.',
  'validation.emailsRequired': 'Enter at least one e-mail address.',
  'validation.emailsInvalid': 'These are not e-mail addresses: {{emails}}',
  'validation.emailsOwn': '{{email}} is your own address: you are already in this workspace.',
  'validation.emailsTooMany': 'Invite at most {{max}} people at a time.',
  'validation.emailsNoRoom_one':
    'The {{plan}} plan has room for {{count}} more person. Remove some addresses.',
  'validation.emailsNoRoom_other':
    'The {{plan}} plan has room for {{count}} more people. Remove some addresses.',
};

const ja: Catalogue<typeof en> = {
  'role.SuperOwner': 'スーパーオーナー',
  'role.Owner': 'オーナー',
  'role.Manager': 'マネージャー',
  'role.Member': 'メンバー',
  'role.Guest': 'ゲスト',

  'plan.FREE': 'フリー',
  'plan.LITE': 'ライト',
  'plan.BASIC': 'ベーシック',
  'plan.BUSINESS': 'ビジネス',
  'plan.needs': '{{plan}}プラン以上でご利用いただけます。',

  'switcher.button': 'ワークスペース: {{name}}',
  'switcher.none': 'ワークスペースなし',
  'switcher.heading': '参加中のワークスペース',
  'switcher.empty': 'まだどのワークスペースにも参加していません。',
  'switcher.create': 'ワークスペースを作成',
  'switcher.switched': '{{name}} に切り替えました。',

  'create.name': 'ワークスペース名',
  'create.namePlaceholder': '例: 山田ベーカリー',
  'create.nameHelp': '会社名やチーム名が一般的です。あとから変更できます。',
  'create.timeZone': 'タイムゾーン',
  'create.timeZoneHelp':
    'ワークスペース全員の1日の区切り（午前0時）とレポートの集計に、このタイムゾーンを使います。',
  'create.timeZoneSearch': '該当するタイムゾーンがありません。',
  'create.submit': 'ワークスペースを作成',
  'create.created': 'ワークスペース「{{name}}」を作成しました。',
  'validation.nameRequired': 'ワークスペース名を入力してください。',
  'validation.nameTooLong': '100文字以内で入力してください（現在 {{count}} 文字）。',
  'validation.timeZoneRequired': 'タイムゾーンを選択してください。',

  'settings.readOnly':
    '{{name}} の設定を変更できるのはオーナーのみです。変更せずにこのまま進めます。',
  'settings.tracking': '勤務時間',
  'settings.timeRequired': 'アクティビティの記録前に出勤打刻を必須にする',
  'settings.timeRequiredHelp':
    'アクティビティは出勤中の時間内にのみ記録できるため、勤務時間と作業記録が常に一致します。プロジェクトの作業時間だけを記録する場合はオフにしてください。',
  'settings.pastTime': '過去の記録の修正方法',
  'settings.pastTimeHelp':
    '出勤・退勤・休憩の打刻はいつでも行えます。この設定は記録済みの時間の修正に関するもので、オーナーとマネージャーはいつでも修正できます。',
  'settings.pastTime.direct': 'メンバーが自分で修正する',
  'settings.pastTime.directHelp':
    '全員が自分の過去の勤務時間とアクティビティを追加・編集・削除できます。',
  'settings.pastTime.approval': 'メンバーが申請し、マネージャーが承認する',
  'settings.pastTime.approvalHelp':
    'メンバーは理由を添えて申請し、マネージャーが承認すると修正が反映されます。',
  'settings.pastTime.limited': '許可した項目だけメンバーが修正する',
  'settings.pastTime.limitedHelp': 'それ以外の修正は申請が必要です。',
  'settings.pastTime.allowed': 'メンバーが自分で修正できる項目',
  'settings.pastTime.times': '時刻（開始・終了、記録の追加・削除）',
  'settings.pastTime.details': 'アクティビティの詳細（プロジェクト、タスク、カテゴリ、タグ、説明）',
  'settings.required': 'アクティビティの必須項目',
  'settings.requiredHelp': 'チェックした項目を入力しないと、アクティビティを保存できません。',
  'settings.required.isDescriptionRequired': '説明',
  'settings.required.isProjectRequired': 'プロジェクト',
  'settings.required.isTaskRequired': 'タスク',
  'settings.required.isCategoryRequired': 'カテゴリ',
  'settings.required.isTagRequired': 'タグ',
  'settings.currency': '通貨',
  'settings.currencyHelp': '時給やレポートの金額に使います。',
  'settings.currencySearch': '該当する通貨がありません。',
  'settings.saved': '設定を保存しました。',

  'invite.readOnly': '{{name}} にメンバーを招待できるのは、オーナーとマネージャーのみです。',
  'invite.emails': 'メールアドレス',
  'invite.emailsHelp':
    'アドレスを入力するか貼り付けてください。カンマ・スペース・改行で区切れます（一度に{{max}}件まで）。',
  'invite.emailsPlaceholder': 'name@example.com',
  'invite.remove': '{{email}} を削除',
  'invite.role': '役割',
  'invite.role.MemberHelp': '自分の勤務時間とアクティビティを記録します。',
  'invite.role.ManagerHelp':
    'メンバーの権限に加えて、申請の承認やチームの勤務時間・プロジェクト・メンバーの管理ができます。',
  'invite.role.OwnerHelp': 'マネージャーの権限に加えて、ワークスペースの設定を変更できます。',
  'invite.role.GuestHelp': '取引先や外部の協力者など、チーム外の方向けです。',
  'invite.role.unavailable': '{{help}}{{needs}}',
  'invite.seats': '{{plan}}プランのメンバー上限は、あなたを含めて{{limit}}人です。',
  'invite.submit': '招待を送信',
  'invite.sent_one': '{{count}}人に招待を送信しました。',
  'invite.sent_other': '{{count}}人に招待を送信しました。',
  'invite.sentHeading': '招待済み',
  'invite.sentHelp':
    '招待した方には参加用のリンクがメールで届きます。リンクの有効期限は{{days}}日間です。',
  'invite.noRoom':
    '{{plan}}プランのメンバー上限（あなたと承認待ちの招待を含めて{{limit}}人）を超えてしまいます。招待する人数を減らすか、上位のプランに変更してください。',
  'validation.emailsRequired': 'メールアドレスを1件以上入力してください。',
  'validation.emailsInvalid': 'メールアドレスの形式が正しくありません: {{emails}}',
  'validation.emailsOwn':
    '{{email}} はあなた自身のアドレスです。すでにこのワークスペースに参加しています。',
  'validation.emailsTooMany': '一度に招待できるのは{{max}}人までです。',
  'validation.emailsNoRoom_one':
    '{{plan}}プランで追加できるのはあと{{count}}人です。アドレスを減らしてください。',
  'validation.emailsNoRoom_other':
    '{{plan}}プランで追加できるのはあと{{count}}人です。アドレスを減らしてください。',
};

export const workspaces: Namespace<typeof en> = { en, ja };
