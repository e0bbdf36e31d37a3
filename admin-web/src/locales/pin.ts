// The kiosk PIN: set, change and forgot in the security settings, and /setup-pin, where the
// e-mailed reset link opens.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.setupPin': 'Choose a new PIN',

  'section.heading': 'Kiosk PIN',
  'section.description': 'Type it at a kiosk of your workspace to clock in or out.',
  'section.unavailable':
    'None of your workspaces asks for PINs at its kiosks yet. You can set one now; it works as soon as one does.',
  'section.hasPin': 'You have a PIN.',
  'section.noPin': 'You have no PIN yet.',

  'field.pin': 'PIN',
  'field.newPin': 'New PIN',
  'field.currentPin': 'Current PIN',
  'field.digit': '{{label}}, digit {{index}} of {{count}}',
  rules:
    '4 to 8 digits. Easy-to-guess PINs are refused: one digit repeated (0000), a repeated pattern (1212) or a run (1234, 9876).',

  'validation.shape': 'Enter 4 to 8 digits.',
  'validation.guessable': 'This PIN is too easy to guess: avoid repeats, runs and common PINs.',
  'validation.currentRequired': 'Enter your current PIN.',
  'validation.unchanged': 'Choose a PIN that differs from your current one.',

  'set.submit': 'Set PIN',
  'set.done': 'Your PIN was set.',
  'change.submit': 'Change PIN',
  'change.done': 'Your PIN was changed.',

  'forgot.button': 'Forgot your PIN?',
  'forgot.sent': 'We sent a link to {{email}}. Open it within 60 minutes to choose a new PIN.',

  'setup.heading': 'Choose a new kiosk PIN',
  'setup.lead': 'It replaces your old PIN at the kiosks of all your workspaces.',
  'setup.submit': 'Save PIN',
  'setup.doneHeading': 'Your PIN was changed',
  'setup.doneBody': 'Use the new PIN at your workspace’s kiosks from now on.',
  'setup.invalidHeading': 'This link no longer works',
  'setup.invalidBody':
    'PIN reset links work once and for 60 minutes. Ask for a new one in your security settings.',
  'setup.missingBody': 'This address lacks its reset code. Open the link in the e-mail again.',
  'setup.toSecurity': 'Go to security settings',
};

const ja: Catalogue<typeof en> = {
  'title.setupPin': '新しいPINの設定',

  'section.heading': 'キオスク用PIN',
  'section.description': 'ワークスペースのキオスクで入力すると出勤・退勤できます。',
  'section.unavailable':
    'PINを使うキオスクのあるワークスペースはまだありません。今設定しておけば、PINが使えるようになった時点で有効になります。',
  'section.hasPin': 'PINは設定済みです。',
  'section.noPin': 'PINはまだ設定されていません。',

  'field.pin': 'PIN',
  'field.newPin': '新しいPIN',
  'field.currentPin': '現在のPIN',
  'field.digit': '{{label}} {{count}}桁中{{index}}桁目',
  rules:
    '4〜8桁の数字。推測されやすいPINは使えません: 同じ数字の繰り返し(0000)、同じパターンの繰り返し(1212)、連番(1234、9876)。',

  'validation.shape': '4〜8桁の数字を入力してください。',
  'validation.guessable':
    'このPINは推測されやすいため使えません。繰り返し、連番、よく使われるPINは避けてください。',
  'validation.currentRequired': '現在のPINを入力してください。',
  'validation.unchanged': '現在のPINとは異なるPINを選んでください。',

  'set.submit': 'PINを設定',
  'set.done': 'PINを設定しました。',
  'change.submit': 'PINを変更',
  'change.done': 'PINを変更しました。',

  'forgot.button': 'PINを忘れた場合',
  'forgot.sent': '{{email}}にリンクを送信しました。60分以内に開いて新しいPINを設定してください。',

  'setup.heading': '新しいキオスク用PINの設定',
  'setup.lead': 'すべてのワークスペースのキオスクで、古いPINの代わりに使われます。',
  'setup.submit': 'PINを保存',
  'setup.doneHeading': 'PINを変更しました',
  'setup.doneBody': 'これからはワークスペースのキオスクで新しいPINを使ってください。',
  'setup.invalidHeading': 'このリンクは使えません',
  'setup.invalidBody':
    'PINの再設定リンクは1回だけ、60分間有効です。セキュリティ設定から新しいリンクを依頼してください。',
  'setup.missingBody':
    'このアドレスには再設定用のコードがありません。メールのリンクをもう一度開いてください。',
  'setup.toSecurity': 'セキュリティ設定へ',
};

export const pin: Namespace<typeof en> = { en, ja };
