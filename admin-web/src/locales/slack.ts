// Slack: /settings/workspace/integrations (connect, status, the switches, disconnect, how to
// create the Slack app) and /slack/link, where a member confirms a Slack account as theirs.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.integrations': 'Integrations',
  'title.link': 'Link Slack account',

  'page.noWorkspace': 'Create or join a workspace to connect it to other apps.',
  'page.notAllowed':
    'Only people allowed to manage this workspace’s settings can connect it to Slack. Ask an owner of {{workspace}}.',
  'page.loading': 'Loading the Slack connection…',
  'page.loadFailed': 'The Slack connection could not be loaded.',
  retry: 'Try again',
  'plan.needs': 'Integrations are available on the {{plan}} plan and above.',
  'plan.see': 'See the plans',
  'plan.FREE': 'Free',
  'plan.LITE': 'Lite',
  'plan.BASIC': 'Basic',
  'plan.BUSINESS': 'Business',

  'slack.heading': 'Slack',
  'slack.description':
    'Members of {{workspace}} clock in and out with the {{command}} command in Slack and see it on the web clock at once.',
  'install.none.title': 'Slack is not set up on this Punchcard server',
  'install.none.body':
    'An administrator of the server first creates the Slack app from the manifest and sets {{clientIdVariable}}, {{clientSecretVariable}} and {{signingSecretVariable}}, as the {{readme}}’s “Slack” section describes, then restarts Punchcard. The steps are below.',
  'connect.none': 'This workspace is not connected to Slack.',
  'connect.button': 'Connect to Slack',
  'connect.hint':
    'Slack asks you to choose a Slack workspace and allow the Punchcard app, then brings you back here.',

  'return.connecting': 'Connecting to Slack…',
  'return.connected': 'Connected to the Slack workspace {{team}}.',
  'return.failed': 'Slack could not be connected.',
  'return.state':
    'This answer from Slack does not belong to a connection started in this browser tab, so it was ignored. Choose “Connect to Slack” again.',
  'return.declined': 'The connection was cancelled on Slack’s page. Nothing was changed.',

  'status.connected': 'Connected',
  'status.team': 'Slack workspace',
  'status.teamId': 'Team ID',
  'status.since': 'Connected on',
  'toggle.clock': 'Clock in and out from Slack',
  'toggle.clockHint':
    'Members use the {{command}} command. When off, Slack answers that clocking from Slack is turned off here.',
  'toggle.location': 'Record location',
  'toggle.locationHint':
    'Keeps the location a punch from Slack arrives with, for members whose own location setting allows it. A Slack workflow calling Punchcard can send one; the {{command}} command itself carries none.',
  'toggle.failed': '“{{setting}}” was put back as it was.',
  'refresh.button': 'Refresh',
  'refresh.done': 'The Slack workspace’s details were read again.',
  'disconnect.button': 'Disconnect',
  'disconnect.title': 'Disconnect {{team}}?',
  'disconnect.body':
    'Punchcard’s access to this Slack workspace is revoked and {{command}} stops working there. Clocked time is kept, and you can connect again at any time.',
  'disconnect.confirm': 'Disconnect',
  'disconnect.done': 'Slack was disconnected.',
  'action.cancel': 'Cancel',
  'action.close': 'Close',

  'steps.heading': 'Create the Slack app',
  'steps.description':
    'Once per Punchcard server, an administrator creates the Slack app from the manifest in the repository, {{manifest}}.',
  'steps.open':
    'On {{appsSite}} choose “{{createApp}}”, then “{{fromManifest}}”, and pick your Slack workspace.',
  'steps.paste':
    'Paste the manifest and replace {{manifestHost}} in it with this server’s address, {{host}} (Slack needs {{secureScheme}}). Slack then sends the command and the return from Slack to the addresses below.',
  'steps.secrets':
    'Create the app. From “{{basicInformation}}”, copy the {{clientId}}, {{clientSecret}} and {{signingSecret}} into {{clientIdVariable}}, {{clientSecretVariable}} and {{signingSecretVariable}}, then restart Punchcard.',
  'steps.connect': 'Come back to this page and choose “Connect to Slack”.',
  'steps.members':
    'Members whose Slack e-mail address is the one they sign in to Punchcard with can use {{command}} at once. Anyone else gets a one-time link to confirm their Punchcard account.',
  'steps.commandUrl': 'Slash command request URL',
  'steps.redirectUrl': 'OAuth redirect URL',
  'steps.copy': 'Copy {{what}}',
  'steps.copyShort': 'Copy',
  'steps.copied': 'Copied',

  'commands.heading': 'The {{command}} command',
  'commands.in': 'Clock in.',
  'commands.out': 'Clock out.',
  'commands.break': 'Start a break.',
  'commands.back': 'End the break.',
  'commands.status': 'Say whether you are working, on a break or off, and since when.',
  'commands.who': 'List who is working right now.',
  'commands.private': 'Slack shows the answers only to the member who typed the command.',

  'link.heading': 'Link your Slack account',
  'link.loading': 'Reading the link…',
  'link.loadFailed': 'The link could not be read.',
  'link.intro':
    'Confirm that the Slack user {{user}} of the Slack workspace {{team}} is you. {{command}} will then clock you in and out as {{email}}.',
  'link.expires': 'This link works until {{time}}.',
  'link.confirm': 'Confirm',
  'link.done.title': 'Slack account linked',
  'link.done.body':
    '{{user}} of {{team}} is now linked to your account. Run the {{command}} command in Slack again.',
  'link.clock': 'Go to the clock',
  'link.invalid.title': 'This link cannot be used',
  'link.invalid.body':
    'It is unknown, was already used or has expired. Run {{command}} in Slack again to get a new link.',
  'link.none.title': 'Link a Slack account',
  'link.none.body':
    'This page confirms a Slack account as yours. When your Slack e-mail address is not the one you sign in to Punchcard with, the {{command}} command answers with a one-time link to this page. Run {{command}} in Slack to get one.',
};

const ja: Catalogue<typeof en> = {
  'title.integrations': '連携',
  'title.link': 'Slackアカウントの連携',

  'page.noWorkspace': '他のアプリと連携するには、ワークスペースを作成するか参加してください。',
  'page.notAllowed':
    'Slackと連携できるのは、このワークスペースの設定の管理を許可された人だけです。{{workspace}} のオーナーに依頼してください。',
  'page.loading': 'Slack連携を読み込んでいます…',
  'page.loadFailed': 'Slack連携を読み込めませんでした。',
  retry: '再試行',
  'plan.needs': '連携は {{plan}} プラン以上で利用できます。',
  'plan.see': 'プランを見る',
  'plan.FREE': 'フリー',
  'plan.LITE': 'ライト',
  'plan.BASIC': 'ベーシック',
  'plan.BUSINESS': 'ビジネス',

  'slack.heading': 'Slack連携',
  'slack.description':
    '{{workspace}} のメンバーがSlackの {{command}} コマンドで出勤・退勤でき、その内容はすぐにウェブの打刻画面に反映されます。',
  'install.none.title': 'このPunchcardサーバーではSlackが設定されていません',
  'install.none.body':
    'まずサーバーの管理者がマニフェストからSlackアプリを作成し、{{readme}}の「Slack」の節のとおり {{clientIdVariable}}、{{clientSecretVariable}}、{{signingSecretVariable}} を設定してPunchcardを再起動します。手順は下にあります。',
  'connect.none': 'このワークスペースはSlackに接続されていません。',
  'connect.button': 'Slackに接続',
  'connect.hint':
    'Slackでワークスペースを選んでPunchcardアプリを許可すると、このページに戻ります。',

  'return.connecting': 'Slackに接続しています…',
  'return.connected': 'Slackワークスペース {{team}} に接続しました。',
  'return.failed': 'Slackに接続できませんでした。',
  'return.state':
    'このSlackからの応答は、このタブで始めた接続のものではないため無視しました。もう一度「Slackに接続」を選んでください。',
  'return.declined': 'Slackの画面で接続がキャンセルされました。何も変更されていません。',

  'status.connected': '接続済み',
  'status.team': 'Slackワークスペース',
  'status.teamId': 'チームの識別子',
  'status.since': '接続日',
  'toggle.clock': 'Slackから出勤・退勤',
  'toggle.clockHint':
    'メンバーは {{command}} コマンドを使います。オフのときは、Slackからの打刻が無効であるとSlackに表示されます。',
  'toggle.location': '位置情報を記録',
  'toggle.locationHint':
    'メンバー自身の位置情報設定が許す場合、Slackからの打刻に付いてきた位置情報を記録します。Punchcardを呼び出すSlackのワークフローは位置情報を送れますが、{{command}} コマンド自体には位置情報がありません。',
  'toggle.failed': '「{{setting}}」を元に戻しました。',
  'refresh.button': '再読み込み',
  'refresh.done': 'Slackワークスペースの情報を読み込み直しました。',
  'disconnect.button': '接続を解除',
  'disconnect.title': '{{team}} との接続を解除しますか？',
  'disconnect.body':
    'このSlackワークスペースへのPunchcardのアクセスが取り消され、そこでは {{command}} が使えなくなります。打刻済みの時間は残り、いつでも再接続できます。',
  'disconnect.confirm': '接続を解除',
  'disconnect.done': 'Slackとの接続を解除しました。',
  'action.cancel': 'キャンセル',
  'action.close': '閉じる',

  'steps.heading': 'Slackアプリの作成',
  'steps.description':
    'Punchcardサーバーごとに一度、管理者がリポジトリのマニフェスト {{manifest}} からSlackアプリを作成します。',
  'steps.open':
    '{{appsSite}} で「{{createApp}}」、「{{fromManifest}}」の順に選び、Slackワークスペースを選びます。',
  'steps.paste':
    'マニフェストを貼り付け、その中の {{manifestHost}} をこのサーバーのアドレス {{host}} に置き換えます（Slackには{{secureScheme}}が必要です）。Slackはコマンドと認証後の戻り先として下のアドレスを使います。',
  'steps.secrets':
    'アプリを作成し、「{{basicInformation}}」の {{clientId}}、{{clientSecret}}、{{signingSecret}} を {{clientIdVariable}}、{{clientSecretVariable}}、{{signingSecretVariable}} に設定してPunchcardを再起動します。',
  'steps.connect': 'このページに戻り、「Slackに接続」を選びます。',
  'steps.members':
    'SlackのメールアドレスがPunchcardのサインインに使うものと同じメンバーは、すぐに {{command}} を使えます。それ以外のメンバーには、Punchcardのアカウントを確認するための1回限りのリンクが届きます。',
  'steps.commandUrl': 'スラッシュコマンドの送信先アドレス',
  'steps.redirectUrl': 'Slackでの認証後の戻り先アドレス',
  'steps.copy': '{{what}}をコピー',
  'steps.copyShort': 'コピー',
  'steps.copied': 'コピーしました',

  'commands.heading': '{{command}} コマンド',
  'commands.in': '出勤します。',
  'commands.out': '退勤します。',
  'commands.break': '休憩を始めます。',
  'commands.back': '休憩を終えます。',
  'commands.status': '勤務中・休憩中・勤務外のどれか、いつからかを表示します。',
  'commands.who': 'いま勤務中の人を一覧します。',
  'commands.private': '応答はコマンドを入力したメンバーだけに表示されます。',

  'link.heading': 'Slackアカウントを連携',
  'link.loading': 'リンクを読み込んでいます…',
  'link.loadFailed': 'リンクを読み込めませんでした。',
  'link.intro':
    'Slackワークスペース {{team}} のSlackユーザー {{user}} があなたであることを確認してください。以後、{{command}} で {{email}} として出勤・退勤します。',
  'link.expires': 'このリンクは {{time}} まで有効です。',
  'link.confirm': '確認',
  'link.done.title': 'Slackアカウントを連携しました',
  'link.done.body':
    '{{team}} の {{user}} があなたのアカウントに連携されました。Slackでもう一度 {{command}} コマンドを実行してください。',
  'link.clock': '打刻画面へ',
  'link.invalid.title': 'このリンクは使えません',
  'link.invalid.body':
    '不明なリンクか、使用済みか、期限切れです。Slackでもう一度 {{command}} を実行して新しいリンクを受け取ってください。',
  'link.none.title': 'Slackアカウントの連携',
  'link.none.body':
    'このページでは、Slackアカウントがあなたのものであることを確認します。SlackのメールアドレスがPunchcardのサインインに使うものと異なる場合、{{command}} コマンドがこのページへの1回限りのリンクを返します。Slackで {{command}} を実行してリンクを受け取ってください。',
};

export const slack: Namespace<typeof en> = { en, ja };
