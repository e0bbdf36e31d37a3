// Single sign-on: the provider buttons, /signing-in and /linking, /settings/account/signin and the
// workspace's company sign-in requirement. Provider names (Google, Apple, the company's) are
// always placeholders: they are names, the same in every language.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.linking': 'Linking a sign-in method',
  'title.signin': 'Sign-in methods',

  'provider.company': 'your company',

  // The buttons on /signin and /signup
  'buttons.group': 'Sign in with another account',
  'buttons.or': 'or',
  'buttons.continueWith': 'Continue with {{name}}',
  'buttons.startFailed':
    'This browser could not start signing in securely. Use an up-to-date browser, or your e-mail address.',

  // /signing-in and /linking after the provider
  'return.finishing': 'Signing you in…',
  'return.cancelledHeading': 'Signing in was cancelled',
  'return.cancelledBody':
    'The provider did not confirm who you are, so nothing changed. Try again, or sign in with your e-mail address.',
  'return.unverifiedHeading': 'This sign-in could not be checked',
  'return.unverifiedBody':
    'It was started in another tab or window, or it was already used. Start again from the sign-in page.',
  'return.errorHeading': 'Signing in did not work',
  'failure.ssoFailHeading': 'This way of signing in is turned off',
  'failure.ssoFailBody':
    'This Punchcard does not offer that provider at the moment. Sign in with your e-mail address and password, or another provider.',
  'failure.linkFailHeading': 'This sign-in belongs to another account',
  'failure.linkFailBody':
    'The provider’s account, or its e-mail address, is already used by another Punchcard account, and accounts are never merged without you. Sign in to that account, then link the provider under Settings › Sign-in methods.',

  'linking.finishing': 'Linking your account…',
  'linking.idleHeading': 'Nothing is being linked',
  'linking.idleBody':
    'This page finishes linking a sign-in provider to your account, and no link was started in this tab.',
  'linking.back': 'Back to sign-in methods',
  'linking.done': '{{name}} is linked: you can sign in with it now.',
  'linking.cancelledHeading': 'Linking was cancelled',
  'linking.cancelledBody': 'The provider did not confirm the link, so nothing changed.',
  'linking.unverifiedHeading': 'This link could not be checked',
  'linking.unverifiedBody':
    'It was started in another tab or window, or it was already used. Start again from your sign-in methods.',
  'linking.failedHeading': 'The provider could not be linked',
  'linking.takenBody':
    'That provider account, or its e-mail address, already belongs to another Punchcard account. Accounts are never merged: unlink it there first, or use another provider account.',
  'linking.disabledBody': 'This Punchcard does not offer that provider at the moment.',

  // /settings/account/signin
  'methods.heading': 'Sign-in providers',
  'methods.description':
    'Sign in with an account you already have. Link one here to use it next time.',
  'methods.listLabel': 'Sign-in providers',
  'methods.linked': 'Linked as {{email}}',
  'methods.linkedNoEmail': 'Linked',
  'methods.notLinked': 'Not linked',
  'methods.privateRelay': 'A private address: mail to it is forwarded to your real one.',
  'methods.link': 'Link {{name}}',
  'methods.unlink': 'Unlink {{name}}',
  'methods.lastMethod':
    'This is your only way to sign in: set a password or link another provider before unlinking it.',
  'methods.none':
    'This Punchcard offers no sign-in providers. You sign in with your e-mail address and password.',
  'methods.linkFailed': 'Linking could not start',
  'methods.loading': 'Loading your sign-in methods…',
  'methods.loadFailed': 'Your sign-in methods could not be loaded.',
  'methods.retry': 'Try again',

  'unlink.title': 'Unlink {{name}}?',
  'unlink.body': 'You will no longer sign in with {{name}}. You can link it again at any time.',
  'unlink.confirm': 'Unlink',
  'unlink.cancel': 'Cancel',
  'dialog.close': 'Close',
  'unlink.done': '{{name}} is unlinked.',

  'password.heading': 'Password',
  'password.hasDescription': 'You can sign in with your e-mail address {{email}} and a password.',
  'password.change': 'Change your password under Security',
  'password.remove': 'Remove password',
  'password.removeOnly':
    'Your password is your only way to sign in: link a provider before removing it.',
  'password.noneDescription':
    'You sign in only through a provider. Set a password to sign in with your e-mail address {{email}} as well.',
  'password.new': 'New password',
  'password.set': 'Set password',
  'password.setDone': 'Your password is set.',
  'password.rulesUnmet': 'Your password does not meet every rule below yet.',

  'remove.title': 'Remove your password?',
  'remove.body':
    'You will sign in only through your linked providers. You can set a password again on this page.',
  'remove.confirm': 'Remove password',
  'remove.done': 'Your password is removed.',

  // /settings/workspace
  'requirement.heading': 'Company sign-in',
  'requirement.description': 'Make the members of {{workspace}} sign in through {{name}}.',
  'requirement.label': 'Require company sign-in',
  'requirement.hint':
    'Members then sign in only through {{name}}: passwords and other providers are refused for them.',
  'requirement.notLinked':
    'You have not linked {{name}} to your own account yet. Link it first, or you may not be able to sign in.',
  'requirement.linkIt': 'Go to sign-in methods',
  'requirement.saved': 'Saved.',
  'requirement.rolledBack': 'Not saved: the setting was put back.',
};

const ja: Catalogue<typeof en> = {
  'title.linking': 'ログイン方法の連携',
  'title.signin': 'ログイン方法',

  'provider.company': '会社のアカウント',

  'buttons.group': '他のアカウントでログイン',
  'buttons.or': 'または',
  'buttons.continueWith': '{{name}} で続ける',
  'buttons.startFailed':
    'このブラウザーでは安全にログインを始められませんでした。最新のブラウザーを使うか、メールアドレスでログインしてください。',

  'return.finishing': 'ログインしています…',
  'return.cancelledHeading': 'ログインはキャンセルされました',
  'return.cancelledBody':
    'ログイン先で本人確認が完了しなかったため、何も変更されていません。もう一度試すか、メールアドレスでログインしてください。',
  'return.unverifiedHeading': 'このログインを確認できませんでした',
  'return.unverifiedBody':
    '別のタブやウィンドウで始められたか、すでに使われています。ログイン画面からやり直してください。',
  'return.errorHeading': 'ログインできませんでした',
  'failure.ssoFailHeading': 'このログイン方法は利用できません',
  'failure.ssoFailBody':
    'この Punchcard では現在そのログイン先を利用できません。メールアドレスとパスワード、または他のログイン先でログインしてください。',
  'failure.linkFailHeading': 'このログインは別のアカウントで使われています',
  'failure.linkFailBody':
    'ログイン先のアカウントまたはそのメールアドレスは、すでに別の Punchcard アカウントで使われています。アカウントが勝手に統合されることはありません。そのアカウントにログインしてから、設定の「ログイン方法」で連携してください。',

  'linking.finishing': 'アカウントを連携しています…',
  'linking.idleHeading': '連携中のログイン方法はありません',
  'linking.idleBody':
    'このページはログイン先との連携を完了するためのものですが、このタブでは連携が始まっていません。',
  'linking.back': 'ログイン方法に戻る',
  'linking.done': '{{name}} を連携しました。次回からこのアカウントでログインできます。',
  'linking.cancelledHeading': '連携はキャンセルされました',
  'linking.cancelledBody': 'ログイン先で連携が確認されなかったため、何も変更されていません。',
  'linking.unverifiedHeading': 'この連携を確認できませんでした',
  'linking.unverifiedBody':
    '別のタブやウィンドウで始められたか、すでに使われています。ログイン方法の画面からやり直してください。',
  'linking.failedHeading': 'ログイン先を連携できませんでした',
  'linking.takenBody':
    'そのアカウントまたはそのメールアドレスは、すでに別の Punchcard アカウントに属しています。アカウントは統合されません。先にそちらで連携を解除するか、別のアカウントを使ってください。',
  'linking.disabledBody': 'この Punchcard では現在そのログイン先を利用できません。',

  'methods.heading': 'ログイン先',
  'methods.description': 'お持ちのアカウントでログインできます。ここで連携すると次回から使えます。',
  'methods.listLabel': 'ログイン先',
  'methods.linked': '{{email}} で連携済み',
  'methods.linkedNoEmail': '連携済み',
  'methods.notLinked': '未連携',
  'methods.privateRelay': '非公開のアドレスです。届いたメールは本来のアドレスに転送されます。',
  'methods.link': '{{name}} を連携',
  'methods.unlink': '{{name}} の連携を解除',
  'methods.lastMethod':
    'これが唯一のログイン方法です。解除する前に、パスワードを設定するか別のログイン先を連携してください。',
  'methods.none':
    'この Punchcard では外部のログイン先を利用できません。メールアドレスとパスワードでログインしてください。',
  'methods.linkFailed': '連携を開始できませんでした',
  'methods.loading': 'ログイン方法を読み込んでいます…',
  'methods.loadFailed': 'ログイン方法を読み込めませんでした。',
  'methods.retry': '再試行',

  'unlink.title': '{{name}} の連携を解除しますか？',
  'unlink.body': '今後 {{name}} ではログインできなくなります。いつでも再び連携できます。',
  'unlink.confirm': '解除する',
  'unlink.cancel': 'キャンセル',
  'dialog.close': '閉じる',
  'unlink.done': '{{name}} の連携を解除しました。',

  'password.heading': 'パスワード',
  'password.hasDescription': 'メールアドレス {{email}} とパスワードでログインできます。',
  'password.change': 'パスワードの変更は「セキュリティ」で',
  'password.remove': 'パスワードを削除',
  'password.removeOnly':
    'パスワードが唯一のログイン方法です。削除する前にログイン先を連携してください。',
  'password.noneDescription':
    '現在は外部のログイン先でのみログインしています。パスワードを設定すると、メールアドレス {{email}} でもログインできます。',
  'password.new': '新しいパスワード',
  'password.set': 'パスワードを設定',
  'password.setDone': 'パスワードを設定しました。',
  'password.rulesUnmet': 'パスワードが下記の条件をまだ満たしていません。',

  'remove.title': 'パスワードを削除しますか？',
  'remove.body':
    '今後は連携済みのログイン先でのみログインします。パスワードはこのページでいつでも再設定できます。',
  'remove.confirm': 'パスワードを削除',
  'remove.done': 'パスワードを削除しました。',

  'requirement.heading': '会社のアカウントでのログイン',
  'requirement.description': '{{workspace}} のメンバーに {{name}} でのログインを求めます。',
  'requirement.label': '会社のアカウントでのログインを必須にする',
  'requirement.hint':
    'メンバーは {{name}} でのみログインでき、パスワードや他のログイン先は使えなくなります。',
  'requirement.notLinked':
    'ご自身のアカウントにまだ {{name}} を連携していません。先に連携しないと、ログインできなくなるおそれがあります。',
  'requirement.linkIt': 'ログイン方法へ',
  'requirement.saved': '保存しました。',
  'requirement.rolledBack': '保存できなかったため、設定を元に戻しました。',
};

export const sso: Namespace<typeof en> = { en, ja };
