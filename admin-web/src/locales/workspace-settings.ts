// The workspace's own settings: /settings/workspace (how time is tracked and corrected, required
// details, reports, pomodoro, deleting and restoring) and /settings/workspace/profile.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.settings': 'Workspace settings',
  'title.profile': 'Workspace profile',
  'page.noWorkspace': 'Create or join a workspace to see its settings.',
  'page.notAllowed':
    'Only people allowed to manage this workspace’s settings can change them. Ask an owner of {{workspace}}.',

  saved: 'Saved.',
  rolledBack: 'Not saved: the setting is back as it was.',
  'plan.needs': 'Available on the {{plan}} plan and above.',
  'plan.FREE': 'Free',
  'plan.LITE': 'Lite',
  'plan.BASIC': 'Basic',
  'plan.BUSINESS': 'Business',

  'time.heading': 'Clocked time',
  'time.description': 'How members record the time they work.',
  'time.required': 'Activities need clocked time',
  'time.requiredHint': 'Members can record an activity only while they are clocked in.',
  'time.approval': 'Every change to past time needs approval',
  'time.approvalHint':
    'Members ask for any change to their recorded time and activities; nothing changes until a manager approves it.',

  'past.heading': 'Correcting past time',
  'past.description':
    'What members may correct themselves. Managers with the permissions to change time can always correct it.',
  'past.isApprovalRequired': 'Changes to activities need approval',
  'past.isApprovalRequiredHint':
    'Members file a request to add, change or delete past time, and a manager reviews it.',
  'past.isPermissionRequired': 'Limit what members correct themselves',
  'past.isPermissionRequiredHint':
    'When on, the two switches below decide what members may still correct.',
  'past.isTimeModificationAllowed': 'Members may correct their past times',
  'past.isTimeModificationAllowedHint':
    'Start and end of finished entries, adding past entries, deleting and restoring them.',
  'past.isDetailModificationAllowed': 'Members may correct the details of past activities',
  'past.isDetailModificationAllowedHint':
    'Project, task, category, tags and description of finished activities.',
  'past.nowHeading': 'With these settings:',
  'past.timeLocked': 'Past times: members file a request.',
  'past.timeOpen': 'Past times: members correct them directly.',
  'past.detailsLocked': 'Activity details: members file a request.',
  'past.detailsOpen': 'Activity details: members correct them directly.',

  'required.heading': 'Required details',
  'required.description': 'What every activity must have before it can be saved.',
  'required.isDescriptionRequired': 'Description',
  'required.isDescriptionRequiredHint': 'A few words on what was done.',
  'required.isProjectRequired': 'Project',
  'required.isProjectRequiredHint': 'The project the time goes to.',
  'required.isTaskRequired': 'Task',
  'required.isTaskRequiredHint': 'One of the project’s tasks.',
  'required.isCategoryRequired': 'Category',
  'required.isCategoryRequiredHint': 'The kind of work, such as meetings or design.',
  'required.isTagRequired': 'Tags',
  'required.isTagRequiredHint': 'At least one tag.',

  'members.heading': 'Reports and timers',
  'members.description': 'What members see of the projects, and how they time their work.',
  'visibility.label': 'Project reports for members',
  'visibility.description': 'Managers always see everything.',
  'visibility.PERSONAL': 'Their own time only',
  'visibility.PERSONALHint': 'Members see what they spent on a project, nobody else’s time.',
  'visibility.SUMMARY': 'Totals',
  'visibility.SUMMARYHint': 'Members see the project’s totals, not who spent them.',
  'visibility.DETAILS': 'Everything',
  'visibility.DETAILSHint': 'Members see every entry of the project, with who recorded it.',
  'pomodoro.label': 'Members may customise the pomodoro timer',
  'pomodoro.hint': 'Each member sets their own work and break lengths.',

  'delete.heading': 'Delete this workspace',
  'delete.description':
    'Deleting {{workspace}} hides it from all its members at once. You can restore it afterwards.',
  'delete.open': 'Delete workspace…',
  'delete.dialogTitle': 'Delete {{workspace}}?',
  'delete.consequences':
    'Members lose access to its time, projects and kiosks until you restore it. Those whose active workspace it is move to another of theirs.',
  'delete.confirmLabel': 'Type “{{workspace}}” to confirm',
  'delete.cancel': 'Cancel',
  'delete.confirm': 'Delete workspace',
  'delete.done': '{{workspace}} was deleted. You can restore it from the workspace settings.',

  'restore.heading': 'Deleted workspaces',
  'restore.description': 'Workspaces you deleted. Restoring one brings it back for every member.',
  'restore.deletedAt': 'Deleted {{date}}',
  'restore.button': 'Restore',
  'restore.buttonLabel': 'Restore {{workspace}}',
  'restore.done': '{{workspace}} is back and is now your active workspace.',

  'avatar.heading': 'Picture',
  'avatar.alt': 'Picture of {{workspace}}',
  'avatar.change': 'Change picture',
  'avatar.hint': 'JPEG, PNG or WebP, at most 2 MB. Members see it next to the workspace’s name.',
  'avatar.invalidType': 'Choose a JPEG, PNG or WebP image.',
  'avatar.tooLarge': 'This image is larger than 2 MB. Choose a smaller one.',
  'avatar.saved': 'The workspace picture was updated.',

  'profile.heading': 'Details',
  'profile.description': 'How {{workspace}} is named and where it works.',
  'profile.readOnly': 'Only people allowed to manage this workspace’s settings can change these.',
  'profile.name': 'Name',
  'profile.nameError': 'Enter a name of 1 to 100 characters.',
  'profile.address': 'Address',
  'profile.addressHint': 'Where the workspace is based. Leave it empty if you do not need it.',
  'profile.timeZone': 'Time zone',
  'profile.timeZoneHint': 'Days, weeks and reports of the workspace start and end in this zone.',
  'profile.currency': 'Currency',
  'profile.currencyHint': 'Used for rates and amounts in reports.',
  'profile.nothingFound': 'Nothing matches',
  'profile.save': 'Save',
  'profile.saved': 'The workspace profile was saved.',
};

const ja: Catalogue<typeof en> = {
  'title.settings': 'ワークスペースの設定',
  'title.profile': 'ワークスペースのプロフィール',
  'page.noWorkspace': '設定を表示するには、ワークスペースを作成するか参加してください。',
  'page.notAllowed':
    'このワークスペースの設定を変更できるのは、設定の管理を許可された人だけです。{{workspace}} のオーナーに依頼してください。',

  saved: '保存しました。',
  rolledBack: '保存できなかったため、設定を元に戻しました。',
  'plan.needs': '{{plan}} プラン以上で利用できます。',
  'plan.FREE': 'フリー',
  'plan.LITE': 'ライト',
  'plan.BASIC': 'ベーシック',
  'plan.BUSINESS': 'ビジネス',

  'time.heading': '勤務時間',
  'time.description': 'メンバーが勤務時間を記録する方法です。',
  'time.required': 'アクティビティには出勤中の記録が必要',
  'time.requiredHint': 'メンバーは出勤している間だけアクティビティを記録できます。',
  'time.approval': '過去の記録の変更はすべて承認制にする',
  'time.approvalHint':
    'メンバーは記録した時間やアクティビティの変更を申請し、マネージャーが承認するまで変更されません。',

  'past.heading': '過去の記録の修正',
  'past.description':
    'メンバーが自分で修正できる範囲です。時間を変更する権限を持つマネージャーは、いつでも修正できます。',
  'past.isApprovalRequired': 'アクティビティの変更は承認制にする',
  'past.isApprovalRequiredHint':
    'メンバーは過去の記録の追加・変更・削除を申請し、マネージャーが確認します。',
  'past.isPermissionRequired': 'メンバー自身による修正を制限する',
  'past.isPermissionRequiredHint':
    'オンにすると、下の 2 つのスイッチでメンバーが修正できる範囲を決めます。',
  'past.isTimeModificationAllowed': 'メンバーは過去の時刻を修正できる',
  'past.isTimeModificationAllowedHint':
    '終了した記録の開始・終了時刻、過去の記録の追加、削除と復元です。',
  'past.isDetailModificationAllowed': 'メンバーは過去のアクティビティの詳細を修正できる',
  'past.isDetailModificationAllowedHint':
    '終了したアクティビティのプロジェクト、タスク、カテゴリー、タグ、説明です。',
  'past.nowHeading': '現在の設定では:',
  'past.timeLocked': '過去の時刻: メンバーは申請します。',
  'past.timeOpen': '過去の時刻: メンバーが直接修正できます。',
  'past.detailsLocked': 'アクティビティの詳細: メンバーは申請します。',
  'past.detailsOpen': 'アクティビティの詳細: メンバーが直接修正できます。',

  'required.heading': '必須項目',
  'required.description': 'アクティビティを保存する前に入力が必要な項目です。',
  'required.isDescriptionRequired': '説明',
  'required.isDescriptionRequiredHint': '作業内容を簡単に書きます。',
  'required.isProjectRequired': 'プロジェクト',
  'required.isProjectRequiredHint': '時間を計上するプロジェクトです。',
  'required.isTaskRequired': 'タスク',
  'required.isTaskRequiredHint': 'プロジェクトのタスクのひとつです。',
  'required.isCategoryRequired': 'カテゴリー',
  'required.isCategoryRequiredHint': '会議やデザインなど、作業の種類です。',
  'required.isTagRequired': 'タグ',
  'required.isTagRequiredHint': 'タグを 1 つ以上付けます。',

  'members.heading': 'レポートとタイマー',
  'members.description': 'メンバーに見えるプロジェクトの情報と、作業時間の計り方です。',
  'visibility.label': 'メンバー向けのプロジェクトレポート',
  'visibility.description': 'マネージャーは常にすべてを見られます。',
  'visibility.PERSONAL': '自分の時間のみ',
  'visibility.PERSONALHint':
    'メンバーはプロジェクトに使った自分の時間だけを見られ、他の人の時間は見えません。',
  'visibility.SUMMARY': '合計',
  'visibility.SUMMARYHint': 'メンバーはプロジェクトの合計を見られますが、誰の時間かは見えません。',
  'visibility.DETAILS': 'すべて',
  'visibility.DETAILSHint': 'メンバーはプロジェクトのすべての記録と、記録した人を見られます。',
  'pomodoro.label': 'メンバーがポモドーロタイマーを調整できる',
  'pomodoro.hint': '各メンバーが作業と休憩の長さを自分で決めます。',

  'delete.heading': 'このワークスペースを削除',
  'delete.description':
    '{{workspace}} を削除すると、すべてのメンバーからすぐに見えなくなります。後から復元できます。',
  'delete.open': 'ワークスペースを削除…',
  'delete.dialogTitle': '{{workspace}} を削除しますか?',
  'delete.consequences':
    '復元するまで、メンバーはこのワークスペースの時間、プロジェクト、キオスクを利用できません。これを使用中のメンバーは、所属する別のワークスペースに切り替わります。',
  'delete.confirmLabel': '確認のため「{{workspace}}」と入力してください',
  'delete.cancel': 'キャンセル',
  'delete.confirm': 'ワークスペースを削除',
  'delete.done': '{{workspace}} を削除しました。ワークスペースの設定から復元できます。',

  'restore.heading': '削除したワークスペース',
  'restore.description':
    'あなたが削除したワークスペースです。復元すると、すべてのメンバーが再び利用できます。',
  'restore.deletedAt': '{{date}} に削除',
  'restore.button': '復元',
  'restore.buttonLabel': '{{workspace}} を復元',
  'restore.done': '{{workspace}} を復元し、使用中のワークスペースにしました。',

  'avatar.heading': '画像',
  'avatar.alt': '{{workspace}} の画像',
  'avatar.change': '画像を変更',
  'avatar.hint': 'JPEG・PNG・WebP 形式、2 MB まで。ワークスペース名の横に表示されます。',
  'avatar.invalidType': 'JPEG・PNG・WebP 形式の画像を選んでください。',
  'avatar.tooLarge': 'この画像は 2 MB を超えています。小さい画像を選んでください。',
  'avatar.saved': 'ワークスペースの画像を更新しました。',

  'profile.heading': '基本情報',
  'profile.description': '{{workspace}} の名前と所在地です。',
  'profile.readOnly': 'これらを変更できるのは、ワークスペースの設定の管理を許可された人だけです。',
  'profile.name': '名前',
  'profile.nameError': '1〜100 文字で名前を入力してください。',
  'profile.address': '住所',
  'profile.addressHint': 'ワークスペースの所在地です。不要なら空欄のままにしてください。',
  'profile.timeZone': 'タイムゾーン',
  'profile.timeZoneHint':
    'ワークスペースの日、週、レポートの区切りはこのタイムゾーンで決まります。',
  'profile.currency': '通貨',
  'profile.currencyHint': 'レポートの単価と金額に使います。',
  'profile.nothingFound': '該当するものがありません',
  'profile.save': '保存',
  'profile.saved': 'ワークスペースのプロフィールを保存しました。',
};

export const workspaceSettings: Namespace<typeof en> = { en, ja };
