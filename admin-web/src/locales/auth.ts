// Signing in, signing up, accepting an invitation, recovering a password and the pages that start
// a session: features/accounts and the signed-out routes.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  // Document titles
  'title.signUp': 'Create an account',
  'title.signUpVerify': 'Verify your e-mail',
  'title.signUpVerified': 'E-mail verified',
  'title.joinTeam': 'Join your team',
  'title.memberSignUp': 'Join a workspace',
  'title.invitation': 'Invitation',
  'title.forgotPassword': 'Forgot password',
  'title.resetPassword': 'Choose a new password',
  'title.signingIn': 'Signing in',
  'title.initializing': 'Getting ready',

  'field.email': 'E-mail address',
  'field.newPassword': 'Choose a password',
  'field.firstName': 'First name',
  'field.lastName': 'Last name',

  'signIn.heading': 'Sign in to Punchcard',
  'signIn.email': 'E-mail address',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.noAccount': 'New to Punchcard?',
  'signIn.createAccount': 'Create an account',

  'validation.emailRequired': 'Enter your e-mail address.',
  'validation.emailInvalid': 'Enter an e-mail address such as name@example.com.',
  'validation.passwordRequired': 'Enter your password.',
  'validation.passwordRules': 'Your password does not meet every rule below yet.',
  'validation.firstNameRequired': 'Enter your first name, as your team should see it.',
  'validation.lastNameRequired': 'Enter your last name, as your team should see it.',
  'validation.nameTooLong': 'Use at most 100 characters.',

  'password.show': 'Show password',
  'password.rules.summary':
    'At least {{min}} characters, with an uppercase letter, a lowercase letter and a digit.',
  'password.rules.heading': 'Your password needs',
  'password.rules.met': '(met)',
  'password.rules.unmet': '(not met yet)',
  'password.rule.min_length': 'At least {{min}} characters',
  'password.rule.max_length': 'At most {{max}} characters',
  'password.rule.uppercase': 'An uppercase letter (A–Z)',
  'password.rule.lowercase': 'A lowercase letter (a–z)',
  'password.rule.digit': 'A digit (0–9)',

  // /signup
  'signUp.heading': 'Create your Punchcard account',
  'signUp.lead':
    'Track working time, breaks and activities for your team. First, we e-mail you a code to confirm your address.',
  'signUp.submit': 'Send verification code',
  'signUp.haveAccount': 'Already have an account?',
  'signUp.signIn': 'Sign in',
  'signUp.signInInstead': 'Sign in instead',
  'signUp.invited': 'Joining your team’s workspace?',
  'signUp.useInvitation': 'Use your invitation',

  // /signup/email/verify
  'verify.heading': 'Check your e-mail',
  'verify.sentTo': 'We sent a 6-digit code to <0>{{email}}</0>. It works for {{minutes}} minutes.',
  'verify.changeEmail': 'Change e-mail address',
  'verify.code': 'Verification code',
  'verify.codeHint': 'The 6 digits from the e-mail',
  'verify.submit': 'Create account',
  'verify.noMail': 'No e-mail? Check your spam folder, or ask for a new code.',
  'verify.resend': 'Send a new code',
  'verify.resendIn': 'Send a new code ({{seconds}} s)',
  'verify.resent': 'We sent a new code to {{email}}. Only the newest code works.',
  'verify.wrongCode': 'This code is wrong. Check the e-mail and try again.',
  'verify.wrongCodeAttempts_one': 'This code is wrong. You can try {{count}} more time.',
  'verify.wrongCodeAttempts_other': 'This code is wrong. You can try {{count}} more times.',
  'verify.codeSpent':
    'This code has expired or was entered wrong too many times. Send a new code to continue.',
  'verify.noSignupWaiting': 'This sign-up has expired. Send a new code to continue.',
  'verify.codeRequired': 'Enter the 6-digit code from the e-mail.',
  'verify.codeShape': 'The code has 6 digits.',
  'verify.welcome': 'Your e-mail address is verified. Welcome to Punchcard!',

  // /signup/email-verified
  'verified.heading': 'Your e-mail address is verified',
  'verified.account': 'Your account {{email}} is ready.',
  'verified.nextSetup':
    'Next, create your workspace: give it a name, then invite your team when you are ready.',
  'verified.setup': 'Create your workspace',
  'verified.nextHome': 'Your workspace is waiting for you.',
  'verified.home': 'Go to Punchcard',
  'verified.signedOut': 'Sign in with your e-mail address and password to continue.',

  // /signup/email/member
  'join.heading': 'Join your team on Punchcard',
  'join.lead':
    'To join a workspace that already exists, you need an invitation from its administrator. Open the link in the invitation e-mail, or paste it here.',
  'join.link': 'Invitation link',
  'join.linkHint': 'The whole link from the e-mail, beginning with https://',
  'join.submit': 'Open invitation',
  'join.linkRequired': 'Paste the link from your invitation e-mail.',
  'join.linkInvalid':
    'This is not a Punchcard invitation link. Copy the whole link from the e-mail and try again.',
  'join.noInvitation':
    'No invitation yet? Ask the administrator of your team’s workspace to invite your e-mail address.',
  'join.ownWorkspace': 'Starting a workspace of your own?',

  // /signup/member/invite
  'invite.heading': 'You are invited to Punchcard',
  'invite.lead':
    'A workspace on Punchcard invited you to track your working time there. The invitation e-mail says which workspace and who invited you.',
  'invite.createAccount': 'Create an account and join',
  'invite.haveAccount': 'Already use Punchcard?',
  'invite.signIn': 'Sign in to accept',
  'invite.signedInAs': 'You are signed in as <0>{{email}}</0>.',
  'invite.acceptLead':
    'Accept to join the workspace with this account. The invitation must have been sent to this e-mail address.',
  'invite.accept': 'Accept invitation',
  'invite.otherAccount': 'Invited at another address?',
  'invite.signOut': 'Sign out and use that account',
  'invite.joined': 'You joined {{workspace}}.',
  'invite.headingFor': 'Join {{workspace}} on Punchcard',
  'invite.leadFor':
    '{{inviter}} invited {{email}} to track working time in {{workspace}}, as {{role}}.',
  'invite.leadForWorkspace':
    'You are invited to track working time in {{workspace}} with {{email}}, as {{role}}.',
  'invite.expires': 'The invitation works until {{date}}.',
  'invite.notFound':
    'This invitation is invalid, already accepted or expired, or it was sent to another e-mail address. Ask the person who invited you for a new invitation.',
  'invite.missingHeading': 'This invitation link is incomplete',
  'invite.missingBody':
    'Open the link in the invitation e-mail again. If your e-mail program broke it, paste the whole link.',
  'invite.pasteLink': 'Paste the invitation link',

  // /signup/member
  'member.heading': 'Create your account to join',
  'member.lead':
    'Enter the e-mail address the invitation was sent to and choose a password. You join the workspace as soon as your account exists.',
  'member.email': 'Invited e-mail address',
  'member.emailLocked': 'The invitation was sent to this address.',
  'member.leadFor':
    '{{inviter}} invited you to {{workspace}}. Enter your name and choose a password: you join as soon as your account exists.',
  'member.leadForWorkspace':
    'You are invited to {{workspace}}. Enter your name and choose a password: you join as soon as your account exists.',
  'member.submit': 'Create account and join',
  'member.notFound':
    'This invitation is invalid, already accepted or expired, or it was sent to another e-mail address. Check that you entered the address the invitation was sent to.',
  'member.accountExists':
    'An account with this e-mail address already exists. Sign in to accept the invitation.',
  'member.signInAndAccept': 'Sign in and accept',

  // /forgot-password/verify
  'forgot.heading': 'Reset your password',
  'forgot.lead':
    'Enter the e-mail address of your account. We will send you a link to choose a new password.',
  'forgot.submit': 'Send reset link',
  'forgot.sentHeading': 'Check your e-mail',
  'forgot.sentBody':
    'We sent a link to <0>{{email}}</0>. Open it within {{minutes}} minutes to choose a new password; it works once.',
  'forgot.noMail': 'No e-mail? Check your spam folder, or send the link again.',
  'forgot.resend': 'Send the link again',
  'forgot.resendIn': 'Send the link again ({{seconds}} s)',
  'forgot.resent': 'We sent a new link to {{email}}. Only the newest link works.',
  'forgot.otherEmail': 'Use another e-mail address',
  'forgot.backToSignIn': 'Back to sign in',
  'forgot.createAccount': 'Create an account',

  // /forgot-password/reset
  'reset.heading': 'Choose a new password',
  'reset.lead':
    'Changing it signs you out on every device where you are signed in and revokes your API keys.',
  'reset.password': 'New password',
  'reset.submit': 'Change password',
  'reset.doneHeading': 'Your password has been changed',
  'reset.doneBody': 'Sign in with your new password.',
  'reset.invalidHeading': 'This link no longer works',
  'reset.invalidBody':
    'A reset link works once, for {{minutes}} minutes, and only the newest one does. Ask for a new link.',
  'reset.missingBody':
    'This page opens from the link in the password reset e-mail. Open it again, or ask for a new link.',
  'reset.requestNew': 'Ask for a new link',

  // /signing-in
  'signingIn.heading': 'Signing you in…',
  'signingIn.signedOutHeading': 'You are not signed in',
  'signingIn.signedOutBody': 'The sign-in did not complete. Sign in again to continue.',
  'signingIn.errorHeading': 'We could not check your sign-in',

  // /initializing
  'initializing.heading': 'Getting your workspace ready…',
  'initializing.errorHeading': 'We could not load your account',
  'initializing.retry': 'Try again',
};

const ja: Catalogue<typeof en> = {
  'title.signUp': 'アカウント作成',
  'title.signUpVerify': 'メールアドレスの確認',
  'title.signUpVerified': 'メールアドレス確認完了',
  'title.joinTeam': 'チームに参加',
  'title.memberSignUp': 'ワークスペースに参加',
  'title.invitation': '招待',
  'title.forgotPassword': 'パスワードの再設定',
  'title.resetPassword': '新しいパスワードの設定',
  'title.signingIn': 'ログイン中',
  'title.initializing': '準備中',

  'field.email': 'メールアドレス',
  'field.newPassword': 'パスワードを設定',
  'field.firstName': '名',
  'field.lastName': '姓',

  'signIn.heading': 'Punchcard にログイン',
  'signIn.email': 'メールアドレス',
  'signIn.password': 'パスワード',
  'signIn.submit': 'ログイン',
  'signIn.forgotPassword': 'パスワードをお忘れの方',
  'signIn.noAccount': 'はじめてご利用の方',
  'signIn.createAccount': 'アカウントを作成',

  'validation.emailRequired': 'メールアドレスを入力してください。',
  'validation.emailInvalid': 'メールアドレスを正しい形式で入力してください。',
  'validation.passwordRequired': 'パスワードを入力してください。',
  'validation.passwordRules': 'パスワードが下記の条件をまだ満たしていません。',
  'validation.firstNameRequired': '名を入力してください（チームに表示されます）。',
  'validation.lastNameRequired': '姓を入力してください（チームに表示されます）。',
  'validation.nameTooLong': '100文字以内で入力してください。',

  'password.show': '入力したパスワードを表示',
  'password.rules.summary':
    '{{min}} 文字以上で、英大文字・英小文字・数字をそれぞれ含めてください。',
  'password.rules.heading': 'パスワードの条件',
  'password.rules.met': '（満たしています）',
  'password.rules.unmet': '（まだ満たしていません）',
  'password.rule.min_length': '{{min}} 文字以上',
  'password.rule.max_length': '{{max}} 文字以内',
  'password.rule.uppercase': '英大文字を含む',
  'password.rule.lowercase': '英小文字を含む',
  'password.rule.digit': '数字を含む',

  'signUp.heading': 'Punchcard のアカウントを作成',
  'signUp.lead':
    'チームの勤務時間・休憩・作業を記録できます。まず、メールアドレスの確認のために確認コードをお送りします。',
  'signUp.submit': '確認コードを送信',
  'signUp.haveAccount': 'すでにアカウントをお持ちの方',
  'signUp.signIn': 'ログイン',
  'signUp.signInInstead': 'ログインする',
  'signUp.invited': 'チームのワークスペースに参加する方',
  'signUp.useInvitation': '招待から参加',

  'verify.heading': 'メールを確認してください',
  'verify.sentTo':
    '<0>{{email}}</0> に6桁の確認コードを送信しました。コードの有効期限は{{minutes}}分です。',
  'verify.changeEmail': 'メールアドレスを変更',
  'verify.code': '確認コード',
  'verify.codeHint': 'メールに記載された6桁の数字',
  'verify.submit': 'アカウントを作成',
  'verify.noMail':
    'メールが届かない場合は、迷惑メールフォルダをご確認いただくか、コードを再送信してください。',
  'verify.resend': 'コードを再送信',
  'verify.resendIn': 'コードを再送信（{{seconds}} 秒後）',
  'verify.resent': '{{email}} に新しい確認コードを送信しました。有効なのは最新のコードのみです。',
  'verify.wrongCode': 'コードが正しくありません。メールを確認して、もう一度入力してください。',
  'verify.wrongCodeAttempts_one': 'コードが正しくありません。あと {{count}} 回入力できます。',
  'verify.wrongCodeAttempts_other': 'コードが正しくありません。あと {{count}} 回入力できます。',
  'verify.codeSpent':
    'このコードは有効期限が切れたか、入力の誤りが多すぎたため使用できません。新しいコードを送信してください。',
  'verify.noSignupWaiting':
    'この登録手続きは有効期限が切れています。新しいコードを送信してください。',
  'verify.codeRequired': 'メールに記載された6桁のコードを入力してください。',
  'verify.codeShape': 'コードは6桁の数字です。',
  'verify.welcome': 'メールアドレスの確認が完了しました。Punchcard へようこそ！',

  'verified.heading': 'メールアドレスの確認が完了しました',
  'verified.account': 'アカウント（{{email}}）の準備ができました。',
  'verified.nextSetup':
    '次に、ワークスペースを作成しましょう。名前を付けたら、準備ができ次第チームを招待できます。',
  'verified.setup': 'ワークスペースを作成',
  'verified.nextHome': 'ワークスペースの準備はできています。',
  'verified.home': 'Punchcard を開く',
  'verified.signedOut': '続けるには、メールアドレスとパスワードでログインしてください。',

  'join.heading': 'Punchcard でチームに参加',
  'join.lead':
    '既存のワークスペースに参加するには、その管理者からの招待が必要です。招待メールのリンクを開くか、ここに貼り付けてください。',
  'join.link': '招待リンク',
  'join.linkHint': 'メールに記載されたリンク全体',
  'join.submit': '招待を開く',
  'join.linkRequired': '招待メールのリンクを貼り付けてください。',
  'join.linkInvalid':
    'Punchcard の招待リンクではありません。メールのリンクを最後までコピーして、もう一度お試しください。',
  'join.noInvitation':
    '招待がまだ届いていない場合は、チームのワークスペースの管理者に、あなたのメールアドレスを招待するよう依頼してください。',
  'join.ownWorkspace': '自分のワークスペースを新しく作る方',

  'invite.heading': 'Punchcard への招待が届いています',
  'invite.lead':
    'Punchcard のワークスペースから、勤務時間の記録のために招待されています。ワークスペース名と招待した人は、招待メールに記載されています。',
  'invite.createAccount': 'アカウントを作成して参加',
  'invite.haveAccount': 'すでに Punchcard をご利用の方',
  'invite.signIn': 'ログインして承認',
  'invite.signedInAs': '<0>{{email}}</0> でログインしています。',
  'invite.acceptLead':
    '承認すると、このアカウントでワークスペースに参加します。招待がこのメールアドレス宛てに送られている必要があります。',
  'invite.accept': '招待を承認',
  'invite.otherAccount': '別のメールアドレスで招待された方',
  'invite.signOut': 'ログアウトしてそのアカウントを使う',
  'invite.joined': '{{workspace}} に参加しました。',
  'invite.headingFor': 'Punchcard で {{workspace}} に参加',
  'invite.leadFor':
    '{{inviter}} さんが {{email}} を {{workspace}} に{{role}}として招待しました。勤務時間をここで記録できます。',
  'invite.leadForWorkspace':
    '{{email}} が {{workspace}} に{{role}}として招待されています。勤務時間をここで記録できます。',
  'invite.expires': 'この招待は {{date}} まで有効です。',
  'invite.notFound':
    'この招待は無効か、承認済みか、有効期限が切れています。または、別のメールアドレス宛ての招待です。招待した人に、改めて招待を依頼してください。',
  'invite.missingHeading': 'この招待リンクは不完全です',
  'invite.missingBody':
    '招待メールのリンクをもう一度開いてください。メールソフトでリンクが途切れてしまう場合は、リンク全体を貼り付けてください。',
  'invite.pasteLink': '招待リンクを貼り付ける',

  'member.heading': 'アカウントを作成して参加',
  'member.lead':
    '招待を受け取ったメールアドレスを入力し、パスワードを設定してください。アカウントが作成されると、すぐにワークスペースに参加できます。',
  'member.email': '招待されたメールアドレス',
  'member.emailLocked': '招待はこのメールアドレス宛てに送られました。',
  'member.leadFor':
    '{{inviter}} さんから {{workspace}} に招待されています。お名前を入力し、パスワードを設定してください。アカウントが作成されると、すぐに参加できます。',
  'member.leadForWorkspace':
    '{{workspace}} に招待されています。お名前を入力し、パスワードを設定してください。アカウントが作成されると、すぐに参加できます。',
  'member.submit': 'アカウントを作成して参加',
  'member.notFound':
    'この招待は無効か、承認済みか、有効期限が切れています。または、別のメールアドレス宛ての招待です。招待を受け取ったメールアドレスを入力しているかご確認ください。',
  'member.accountExists':
    'このメールアドレスのアカウントはすでに存在します。ログインして招待を承認してください。',
  'member.signInAndAccept': 'ログインして承認',

  'forgot.heading': 'パスワードの再設定',
  'forgot.lead':
    'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  'forgot.submit': '再設定リンクを送信',
  'forgot.sentHeading': 'メールを確認してください',
  'forgot.sentBody':
    '<0>{{email}}</0> にリンクを送信しました。{{minutes}}分以内にリンクを開いて、新しいパスワードを設定してください。リンクは1回のみ有効です。',
  'forgot.noMail':
    'メールが届かない場合は、迷惑メールフォルダをご確認いただくか、リンクを再送信してください。',
  'forgot.resend': 'リンクを再送信',
  'forgot.resendIn': 'リンクを再送信（{{seconds}} 秒後）',
  'forgot.resent': '{{email}} に新しいリンクを送信しました。有効なのは最新のリンクのみです。',
  'forgot.otherEmail': '別のメールアドレスを使う',
  'forgot.backToSignIn': 'ログインに戻る',
  'forgot.createAccount': 'アカウントを作成',

  'reset.heading': '新しいパスワードを設定',
  'reset.lead':
    '変更すると、ログイン中のすべての端末からログアウトされ、API キーもすべて無効になります。',
  'reset.password': '新しいパスワード',
  'reset.submit': 'パスワードを変更',
  'reset.doneHeading': 'パスワードを変更しました',
  'reset.doneBody': '新しいパスワードでログインしてください。',
  'reset.invalidHeading': 'このリンクは使用できません',
  'reset.invalidBody':
    '再設定リンクは{{minutes}}分間・1回のみ有効で、使えるのは最新のリンクだけです。新しいリンクをリクエストしてください。',
  'reset.missingBody':
    'このページは、パスワード再設定メールのリンクから開きます。リンクをもう一度開くか、新しいリンクをリクエストしてください。',
  'reset.requestNew': '新しいリンクをリクエスト',

  'signingIn.heading': 'ログインしています…',
  'signingIn.signedOutHeading': 'ログインしていません',
  'signingIn.signedOutBody':
    'ログインが完了しませんでした。続けるには、もう一度ログインしてください。',
  'signingIn.errorHeading': 'ログイン状態を確認できませんでした',

  'initializing.heading': 'ワークスペースを準備しています…',
  'initializing.errorHeading': 'アカウント情報を読み込めませんでした',
  'initializing.retry': '再試行',
};

export const auth: Namespace<typeof en> = { en, ja };
