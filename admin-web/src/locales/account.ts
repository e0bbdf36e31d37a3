// The member's own pages: /profile, /settings/account and /settings/account/security
// (features/accounts).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.profile': 'Profile',
  'title.account': 'Account settings',
  'title.security': 'Security settings',

  'action.retry': 'Try again',
  'action.cancel': 'Cancel',
  'action.discard': 'Discard changes',
  'state.loadFailed': 'This could not be loaded.',
  'validation.tooLong': 'Use at most {{max}} characters.',

  'role.Guest': 'Guest',
  'role.Member': 'Member',
  'role.Manager': 'Manager',
  'role.Owner': 'Owner',
  'role.SuperOwner': 'Super owner',

  // Profile: who you are
  'overview.heading': 'Your account',
  'overview.email': 'E-mail address',
  'overview.workspace': 'Workspace',
  'overview.role': 'Role',
  'overview.noWorkspace': 'You are not a member of a workspace yet.',
  'avatar.label': 'Your picture in {{workspace}}',
  'avatar.change': 'Change picture',
  'avatar.hint': 'JPEG, PNG or WebP, at most 2 MB. Members of {{workspace}} see it.',
  'avatar.invalidType': 'Choose a JPEG, PNG or WebP image.',
  'avatar.tooLarge': 'This image is larger than 2 MB. Choose a smaller one.',
  'avatar.saved': 'Your picture was updated.',

  // Profile: personal details
  'details.heading': 'Personal details',
  'details.description':
    'Your name as your account holds it. Workspaces show it unless they have a name of their own for you.',
  'details.firstName': 'First name',
  'details.lastName': 'Last name',
  'details.address': 'Address',
  'details.contactNumber': 'Contact number',
  'details.nameRequired': 'Enter a first name or a last name.',
  'details.save': 'Save profile',
  'details.saved': 'Your profile was saved.',

  // Profile: the name one workspace shows
  'workspaceName.heading': 'Name in {{workspace}}',
  'workspaceName.shownAs': 'Members of this workspace see you as',
  'workspaceName.description':
    'A nickname replaces your name in this workspace only. Your other workspaces are not affected.',
  'workspaceName.nickname': 'Nickname',
  'workspaceName.save': 'Save nickname',
  'workspaceName.remove': 'Remove nickname',
  'workspaceName.required':
    'Enter a nickname. To be shown by your name instead, remove the nickname.',
  'workspaceName.saved': 'Your nickname was saved.',
  'workspaceName.removed': 'Your nickname was removed. Your name is shown again.',

  // Account settings
  'email.heading': 'Sign-in',
  'email.label': 'E-mail address',
  'email.description': 'You sign in with this address. It cannot be changed.',

  'appearance.heading': 'Language and appearance',
  'appearance.language': 'Language',
  'appearance.languageDescription': 'Remembered in this browser for your next visits.',
  'appearance.colorScheme': 'Colour mode',
  'appearance.colorSchemeDescription':
    'System follows your device’s setting. Remembered in this browser.',

  'location.heading': 'Location',
  'location.description':
    'Choose when Punchcard records where you are, in {{workspace}}. Your browser asks for permission the first time.',
  'location.workspaceTime': 'Record my location when I clock in or out',
  'location.timestamp': 'Record my location when I start or stop an activity',
  'location.unavailable':
    'Recording locations is not included in this workspace’s plan. It can be turned on once an owner upgrades the plan.',
  'location.turnedOn': 'Location recording turned on.',
  'location.turnedOff': 'Location recording turned off.',

  'delete.heading': 'Delete account',
  'delete.description':
    'Deleting your account removes you from every workspace and signs you out everywhere. Workspaces where you are the only member are deleted with it. This cannot be undone.',
  'delete.open': 'Delete account…',
  'delete.dialogTitle': 'Delete your account?',
  'delete.dialogBody':
    'You will leave every workspace, your sessions will end, and workspaces where you are the only member will be deleted. This cannot be undone.',
  'delete.confirmLabel': 'Type your e-mail address to confirm',
  'delete.confirm': 'Delete my account',
  'delete.soleSuperOwner':
    'You are the only super owner of a workspace that still has other members. Make someone else super owner there, or remove the other members, then try again.',

  // Security
  'password.heading': 'Password',
  'password.description':
    'Changing your password signs you out on every other device and revokes your API keys in every workspace.',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.submit': 'Change password',
  'password.currentRequired': 'Enter your current password.',
  'password.rulesUnmet': 'The new password does not meet every rule listed below it.',
  'password.unchanged': 'Choose a password that differs from your current one.',
  'password.changed': 'Your password was changed. Other devices were signed out.',

  'apiKey.heading': 'API key',
  'apiKey.description':
    'An API key lets your own scripts and tools use Punchcard as you, in {{workspace}} only.',
  'apiKey.noWorkspace': 'API keys belong to a workspace. Create or join a workspace first.',
  'apiKey.generate': 'Generate API key',
  'apiKey.generateAnother': 'Generate another key',
  'apiKey.confirmTitle': 'Generate a new API key?',
  'apiKey.confirmBody':
    'If you generated a key for {{workspace}} before, it stops working at once. Scripts that use it will need the new key.',
  'apiKey.confirm': 'Generate key',
  'apiKey.generated': 'A new API key was generated.',
  'apiKey.keyLabel': 'Your new API key',
  'apiKey.warningTitle': 'Copy your key now',
  'apiKey.warning':
    'It is shown only this once. After you leave this page nobody can see it again, not even you; you can only generate a new one.',
  'apiKey.copy': 'Copy key',
  'apiKey.copied': 'Copied',
  'apiKey.usageHeading': 'How to use it',
  'apiKey.usage': 'Send the key with every request to the Punchcard API, in this header:',
  'apiKey.placeholder': '<API key>',
  'apiKey.usageNote':
    'Treat it like a password: anyone who has it can act as you in this workspace. If it leaks, generate a new one. It stops working when your password is changed or reset, and it cannot change your account: sign in for that.',
};

const ja: Catalogue<typeof en> = {
  'title.profile': 'プロフィール',
  'title.account': 'アカウント設定',
  'title.security': 'セキュリティ設定',

  'action.retry': '再試行',
  'action.cancel': 'キャンセル',
  'action.discard': '変更を破棄',
  'state.loadFailed': '読み込めませんでした。',
  'validation.tooLong': '{{max}} 文字以内で入力してください。',

  'role.Guest': 'ゲスト',
  'role.Member': 'メンバー',
  'role.Manager': 'マネージャー',
  'role.Owner': 'オーナー',
  'role.SuperOwner': 'スーパーオーナー',

  'overview.heading': 'アカウント情報',
  'overview.email': 'メールアドレス',
  'overview.workspace': 'ワークスペース',
  'overview.role': '役割',
  'overview.noWorkspace': 'まだどのワークスペースにも参加していません。',
  'avatar.label': '{{workspace}} でのプロフィール画像',
  'avatar.change': '画像を変更',
  'avatar.hint': 'JPEG・PNG・WebP 形式、2 MB まで。{{workspace}} のメンバーに表示されます。',
  'avatar.invalidType': 'JPEG・PNG・WebP 形式の画像を選んでください。',
  'avatar.tooLarge': 'この画像は 2 MB を超えています。もっと小さい画像を選んでください。',
  'avatar.saved': 'プロフィール画像を更新しました。',

  'details.heading': '個人情報',
  'details.description':
    'アカウントに登録されているお名前です。ワークスペースで別の名前が設定されていない限り、この名前が表示されます。',
  'details.firstName': '名',
  'details.lastName': '姓',
  'details.address': '住所',
  'details.contactNumber': '連絡先電話番号',
  'details.nameRequired': '姓または名を入力してください。',
  'details.save': 'プロフィールを保存',
  'details.saved': 'プロフィールを保存しました。',

  'workspaceName.heading': '{{workspace}} での表示名',
  'workspaceName.shownAs': 'このワークスペースのメンバーに表示される名前',
  'workspaceName.description':
    'ニックネームを設定すると、このワークスペースでのみお名前の代わりに表示されます。ほかのワークスペースには影響しません。',
  'workspaceName.nickname': 'ニックネーム',
  'workspaceName.save': 'ニックネームを保存',
  'workspaceName.remove': 'ニックネームを削除',
  'workspaceName.required':
    'ニックネームを入力してください。お名前で表示したい場合は、ニックネームを削除してください。',
  'workspaceName.saved': 'ニックネームを保存しました。',
  'workspaceName.removed': 'ニックネームを削除しました。お名前で表示されます。',

  'email.heading': 'ログイン情報',
  'email.label': 'メールアドレス',
  'email.description': 'このメールアドレスでログインします。変更はできません。',

  'appearance.heading': '言語と表示',
  'appearance.language': '言語',
  'appearance.languageDescription': '次回以降のためにこのブラウザに保存されます。',
  'appearance.colorScheme': '表示モード',
  'appearance.colorSchemeDescription':
    '「システム設定」はお使いの端末の設定に従います。このブラウザに保存されます。',

  'location.heading': '位置情報',
  'location.description':
    '{{workspace}} で位置情報を記録するタイミングを選べます。初回はブラウザから許可を求められます。',
  'location.workspaceTime': '出勤・退勤の打刻時に位置情報を記録する',
  'location.timestamp': '作業の開始・停止時に位置情報を記録する',
  'location.unavailable':
    'このワークスペースのプランには位置情報の記録が含まれていません。オーナーがプランをアップグレードすると利用できます。',
  'location.turnedOn': '位置情報の記録をオンにしました。',
  'location.turnedOff': '位置情報の記録をオフにしました。',

  'delete.heading': 'アカウントの削除',
  'delete.description':
    'アカウントを削除すると、すべてのワークスペースから退出し、すべての端末でログアウトされます。ほかにメンバーがいないワークスペースも一緒に削除されます。この操作は取り消せません。',
  'delete.open': 'アカウントを削除…',
  'delete.dialogTitle': 'アカウントを削除しますか？',
  'delete.dialogBody':
    'すべてのワークスペースから退出し、ログイン中のセッションはすべて終了します。ほかにメンバーがいないワークスペースは削除されます。この操作は取り消せません。',
  'delete.confirmLabel': '確認のため、メールアドレスを入力してください',
  'delete.confirm': 'アカウントを削除する',
  'delete.soleSuperOwner':
    'ほかにメンバーがいるワークスペースで、あなたが唯一のスーパーオーナーです。そのワークスペースでほかの人をスーパーオーナーにするか、ほかのメンバーを削除してから、もう一度お試しください。',

  'password.heading': 'パスワード',
  'password.description':
    'パスワードを変更すると、ほかのすべての端末でログアウトされ、すべてのワークスペースの API キーが無効になります。',
  'password.current': '現在のパスワード',
  'password.new': '新しいパスワード',
  'password.submit': 'パスワードを変更',
  'password.currentRequired': '現在のパスワードを入力してください。',
  'password.rulesUnmet': '新しいパスワードが、下に表示されている条件をすべて満たしていません。',
  'password.unchanged': '現在のパスワードとは異なるパスワードを設定してください。',
  'password.changed': 'パスワードを変更しました。ほかの端末ではログアウトされました。',

  'apiKey.heading': 'API キー',
  'apiKey.description':
    'API キーを使うと、ご自身のスクリプトやツールからあなたとして Punchcard を利用できます。有効なのは {{workspace}} の中だけです。',
  'apiKey.noWorkspace':
    'API キーはワークスペースごとに発行されます。先にワークスペースを作成するか、参加してください。',
  'apiKey.generate': 'API キーを発行',
  'apiKey.generateAnother': '新しいキーを発行',
  'apiKey.confirmTitle': '新しい API キーを発行しますか？',
  'apiKey.confirmBody':
    '以前に {{workspace}} のキーを発行している場合、そのキーはすぐに使えなくなります。そのキーを使っているスクリプトには新しいキーが必要です。',
  'apiKey.confirm': 'キーを発行',
  'apiKey.generated': '新しい API キーを発行しました。',
  'apiKey.keyLabel': '新しい API キー',
  'apiKey.warningTitle': '今すぐキーをコピーしてください',
  'apiKey.warning':
    'キーが表示されるのは今回限りです。このページを離れると、あなたも含めて誰も確認できなくなります。その場合は新しいキーを発行してください。',
  'apiKey.copy': 'キーをコピー',
  'apiKey.copied': 'コピーしました',
  'apiKey.usageHeading': '使い方',
  'apiKey.usage': 'Punchcard の API へのリクエストごとに、次のヘッダーでキーを送信してください。',
  'apiKey.placeholder': '<API キー>',
  'apiKey.usageNote':
    'パスワードと同じように扱ってください。キーを知っている人は誰でも、このワークスペースであなたとして操作できます。漏れた場合は新しいキーを発行してください。パスワードを変更または再設定するとキーは無効になります。また、キーではアカウントの設定は変更できません（ログインして行ってください）。',
};

export const account: Namespace<typeof en> = { en, ja };
