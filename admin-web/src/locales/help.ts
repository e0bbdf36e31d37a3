// The help centre's own words (features/help): its pages and layout, the guided tour of the clock
// and why Punchcard. The articles themselves are Markdown files in features/help/articles.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.help': 'Help centre',
  'title.search': 'Search help',
  'title.guide': 'Guided tour',
  'title.why': 'Why Punchcard',

  'header.label': 'Help centre',
  'header.search': 'Search help',

  'footer.learn': 'Learn',
  'footer.legal': 'Legal',
  'footer.guide': 'Guided tour',
  'footer.why': 'Why Punchcard',
  'footer.feedback': 'Send feedback',
  'footer.terms': 'Terms of use',
  'footer.privacy': 'Privacy policy',
  'footer.commercial': 'Commercial transactions',
  'footer.about': 'Punchcard is open-source time tracking that you run on your own server.',

  'load.error': 'The help articles could not be loaded.',
  'load.errorBody': 'Check your connection, then try again.',
  'load.retry': 'Try again',

  'home.lead':
    'Answers about clocking in and out, breaks, activities, requests, approvals, kiosks, projects and your account.',
  'home.topics': 'Browse by topic',
  'home.articleCount_one': '{{count}} article',
  'home.articleCount_other': '{{count}} articles',
  'home.allIn': '{{articles}} about {{category}}',
  'home.newHere': 'New to Punchcard?',
  'home.newHereBody':
    'Try the clock in a two-minute guided tour that records nothing, or read why teams choose Punchcard.',

  'category.getting-started.title': 'Getting started',
  'category.getting-started.description':
    'Create an account, set up or join a workspace, choose your language.',
  'category.clocking.title': 'Clocking in and out',
  'category.clocking.description': 'Start and end your workday, read your timers and timestamps.',
  'category.breaks.title': 'Breaks',
  'category.breaks.description': 'Take a break, end it, and correct breaks recorded wrongly.',
  'category.activities.title': 'Activities',
  'category.activities.description':
    'Record what you work on, with projects, tasks, categories and tags.',
  'category.requests.title': 'Requests',
  'category.requests.description': 'Ask a manager to add, change or delete your recorded time.',
  'category.approvals.title': 'Approvals',
  'category.approvals.description': 'Review your team’s requests and manage their time.',
  'category.kiosk.title': 'Kiosk',
  'category.kiosk.description':
    'Clock in at a shared terminal with a PIN, a QR badge or an NFC card.',
  'category.projects-and-tasks.title': 'Projects and tasks',
  'category.projects-and-tasks.description':
    'Organise work into projects and tasks, for clients, with tags and categories.',
  'category.account.title': 'Account and workspace',
  'category.account.description':
    'Your profile and security, members and roles, workspace settings and plans.',
  'category.legal.title': 'Legal',
  'category.legal.description': 'Terms of use, privacy policy and commercial transactions.',

  'breadcrumb.label': 'You are here',

  'article.toc': 'On this page',
  'article.pager': 'Keep reading',
  'article.previous': 'Previous',
  'article.next': 'Next',
  'article.stuck': 'Did not find your answer?',
  'article.feedback': 'Send feedback',
  'article.table': 'Table, scrolls sideways',

  'search.resultsFor_one': '{{count}} article matches “{{query}}”',
  'search.resultsFor_other': '{{count}} articles match “{{query}}”',
  'search.none': 'No article matches “{{query}}”',
  'search.noneHint': 'Check the spelling, try fewer or other words, or browse the topics.',
  'search.prompt':
    'Type what you are looking for in the search box at the top, such as “break” or “kiosk PIN”.',
  'search.browse': 'Browse all topics',

  'guide.lead':
    'Try the clock on a simulated workday: clock in, record an activity, take a break and clock out. Nothing you do here is recorded.',
  'guide.steps': 'Steps of the tour',
  'guide.stepOf': 'Step {{current}} of {{total}}',
  'guide.stepDone': 'done',
  'guide.announce': 'Step {{current}} of {{total}}: {{title}}',
  'guide.start.title': 'Clock in',
  'guide.start.body':
    'Your workday starts when you clock in. Press Clock in on the practice clock: the work timer starts counting.',
  'guide.start.app':
    'In Punchcard this is the Clock in button on the Clock page, or your PIN, badge or card at your workspace’s kiosk.',
  'guide.activity.title': 'Start an activity',
  'guide.activity.body':
    'While you work, record what you are working on. Describe it, then press Start activity.',
  'guide.activity.app':
    'In the app you can also choose a project, a task, a category and tags for the activity.',
  'guide.break.title': 'Take a break',
  'guide.break.body':
    'Press Take a break when you step away: your work time pauses. Press End break when you are back.',
  'guide.break.app': 'Your activity keeps running during the break, as it does in the app.',
  'guide.session.title': 'End your session',
  'guide.session.body':
    'Clock out when your day is done. Clocking out also stops the running activity.',
  'guide.session.app':
    'Forgot to clock in or out? Correct it from your timestamps, or ask a manager with a request.',
  'guide.practice': 'Practice clock',
  'guide.practiceNote': 'A simulated clock: nothing you do here is recorded.',
  'guide.pass': 'Let 30 minutes pass',
  'guide.passHint': 'The practice clock jumps ahead, so you see the timers count.',
  'guide.done.title': 'You finished the tour',
  'guide.done.summary':
    'Your practice day: worked {{worked}}, breaks {{breaks}}, on the activity {{tracked}}. None of it was recorded.',
  'guide.done.restart': 'Take the tour again',
  'guide.done.toClock': 'Go to the clock',
  'guide.done.readMore': 'Read about clocking in and out',
  'guide.saving': 'Saving that you finished the tour…',
  'guide.saved': 'Saved: your account remembers that you finished the tour.',
  'guide.saveFailed': 'Your account could not note that you finished the tour.',
  'guide.retry': 'Try again',
  'guide.signedOut':
    'You are not signed in, so nothing is saved. Create an account to track your real time.',
  'guide.alreadyDone':
    'You finished this tour before. Take it again any time: nothing you do here is recorded.',

  'why.lead':
    'Time records your team can trust: a kiosk that keeps punching when the network drops, approvals that apply completely or not at all, and a server you run yourself.',
  'why.reasons': 'What sets it apart',
  'why.offline.title': 'A kiosk that works offline',
  'why.offline.body':
    'When the network drops, the wall terminal keeps identifying people by PIN, QR badge or NFC card and keeps every punch in a journal on the device. It sends them, in order, as soon as the server answers.',
  'why.tamper.title': 'Punches nobody can forge',
  'why.tamper.body':
    'Each kiosk signs every punch with its own key and chains it to the one before. An edited, replayed or missing punch is refused and listed for a manager, never applied quietly.',
  'why.atomic.title': 'Approvals without half measures',
  'why.atomic.body':
    'Approving a request checks the change and applies it in one step. If the time changed meanwhile and the request no longer fits, nothing changes and the reviewer sees why.',
  'why.selfHosted.title': 'Yours to run',
  'why.selfHosted.body':
    'Punchcard is open source. One process serves everything, with a built-in database or your PostgreSQL server, so your team’s time stays on your own machines.',
  'why.languages.title': 'English and Japanese throughout',
  'why.languages.body':
    'Every screen, e-mail and help article exists in both languages, and each person chooses their own.',
  'why.roles.title': 'The right view for every role',
  'why.roles.body':
    'Members clock in and file requests, managers review them and see who is working, owners decide the rules and who may do what.',
  'why.compare': 'Questions to ask of any time tracker',
  'why.question': 'Question',
  'why.answer': 'Punchcard',
  'why.q.offline': 'Can people clock in while the internet is down?',
  'why.a.offline':
    'Yes. The kiosk saves each punch and sends it later; the server checks each one.',
  'why.q.tamper': 'Can a punch be altered on the device?',
  'why.a.tamper': 'No. Punches are signed and chained, so any change is detected and refused.',
  'why.q.identify': 'How do people identify at the terminal?',
  'why.a.identify': 'PIN, QR badge or NFC card, with a selfie at every punch if you wish.',
  'why.q.past': 'Who may change time already recorded?',
  'why.a.past': 'You decide: members directly, only some changes, or everything through approval.',
  'why.q.data': 'Where is the data kept?',
  'why.a.data': 'On your own server, in the built-in database or in PostgreSQL.',
  'why.q.cost': 'What does it cost?',
  'why.a.cost':
    'The software is free and open source; run on your own server, every feature is on.',
  'why.try': 'See for yourself',
  'why.tryBody': 'Take the guided tour without an account, or read how each part works.',
  'why.signUp': 'Create an account',
  'why.openApp': 'Open Punchcard',
  'why.guide': 'Take the guided tour',
  'why.help': 'Read the help centre',
};

const ja: Catalogue<typeof en> = {
  'title.help': 'ヘルプセンター',
  'title.search': 'ヘルプを検索',
  'title.guide': 'ガイドツアー',
  'title.why': 'Punchcard が選ばれる理由',

  'header.label': 'ヘルプセンター',
  'header.search': 'ヘルプを検索',

  'footer.learn': '使い方を知る',
  'footer.legal': '規約とポリシー',
  'footer.guide': 'ガイドツアー',
  'footer.why': 'Punchcard が選ばれる理由',
  'footer.feedback': 'フィードバックを送る',
  'footer.terms': '利用規約',
  'footer.privacy': 'プライバシーポリシー',
  'footer.commercial': '特定商取引法に基づく表記',
  'footer.about': 'Punchcard は、自社のサーバーで運用できるオープンソースの勤怠・工数管理です。',

  'load.error': 'ヘルプ記事を読み込めませんでした。',
  'load.errorBody': '接続を確認してから、もう一度お試しください。',
  'load.retry': '再試行',

  'home.lead':
    '出勤・退勤、休憩、作業の記録、申請、承認、キオスク、プロジェクト、アカウントについての回答をまとめています。',
  'home.topics': 'トピックから探す',
  'home.articleCount_one': '{{count}} 件の記事',
  'home.articleCount_other': '{{count}} 件の記事',
  'home.allIn': '{{articles}}（{{category}}）',
  'home.newHere': 'Punchcard を初めてお使いですか？',
  'home.newHereBody':
    '何も記録されない約2分のガイドツアーで打刻を試すか、Punchcard が選ばれる理由をご覧ください。',

  'category.getting-started.title': 'はじめに',
  'category.getting-started.description':
    'アカウントの作成、ワークスペースの設定や参加、表示言語の選択。',
  'category.clocking.title': '打刻',
  'category.clocking.description': '勤務の開始と終了、タイマーと記録一覧の見方。',
  'category.breaks.title': '休憩',
  'category.breaks.description': '休憩の開始と終了、誤って記録された休憩の修正。',
  'category.activities.title': '作業の記録',
  'category.activities.description':
    'プロジェクト、タスク、カテゴリ、タグを付けて、取り組んだ作業を記録します。',
  'category.requests.title': '申請',
  'category.requests.description': '記録した時間の追加・変更・削除を管理者に依頼します。',
  'category.approvals.title': '承認',
  'category.approvals.description': 'チームの申請の確認と、メンバーの時間の管理。',
  'category.kiosk.title': 'キオスク',
  'category.kiosk.description': '共用の端末で、PIN、QRバッジ、NFCカードを使って打刻します。',
  'category.projects-and-tasks.title': 'プロジェクトとタスク',
  'category.projects-and-tasks.description':
    'クライアントごとのプロジェクトとタスクに、タグとカテゴリを付けて作業を整理します。',
  'category.account.title': 'アカウントとワークスペース',
  'category.account.description':
    'プロフィールとセキュリティ、メンバーとロール、ワークスペースの設定とプラン。',
  'category.legal.title': '規約とポリシー',
  'category.legal.description': '利用規約、プライバシーポリシー、特定商取引法に基づく表記。',

  'breadcrumb.label': '現在の位置',

  'article.toc': 'このページの内容',
  'article.pager': '続けて読む',
  'article.previous': '前の記事',
  'article.next': '次の記事',
  'article.stuck': '答えが見つかりませんでしたか？',
  'article.feedback': 'フィードバックを送る',
  'article.table': '表（横にスクロールできます）',

  'search.resultsFor_one': '「{{query}}」に一致する記事：{{count}} 件',
  'search.resultsFor_other': '「{{query}}」に一致する記事：{{count}} 件',
  'search.none': '「{{query}}」に一致する記事はありません',
  'search.noneHint':
    '表記を確認するか、言葉を減らしたり変えたりして検索するか、トピックから探してください。',
  'search.prompt':
    '上部の検索欄に、「休憩」や「キオスク PIN」など探している内容を入力してください。',
  'search.browse': 'すべてのトピックを見る',

  'guide.lead':
    '模擬の勤務日で打刻を試してみましょう。出勤し、作業を記録し、休憩を取って退勤します。ここでの操作は何も記録されません。',
  'guide.steps': 'ツアーの手順',
  'guide.stepOf': '手順 {{current}}／{{total}}',
  'guide.stepDone': '完了',
  'guide.announce': '手順 {{current}}／{{total}}：{{title}}',
  'guide.start.title': '出勤する',
  'guide.start.body':
    '勤務は出勤の打刻から始まります。練習用の打刻画面で「出勤」を押すと、勤務時間のタイマーが動き始めます。',
  'guide.start.app':
    '実際の Punchcard では、打刻画面の「出勤」ボタンか、ワークスペースのキオスクで PIN、バッジ、カードを使います。',
  'guide.activity.title': '作業を開始する',
  'guide.activity.body':
    '仕事中は、取り組んでいる作業を記録します。内容を入力して「作業を開始」を押してください。',
  'guide.activity.app':
    '実際のアプリでは、作業にプロジェクト、タスク、カテゴリ、タグも設定できます。',
  'guide.break.title': '休憩する',
  'guide.break.body':
    '席を離れるときは「休憩する」を押します。その間は勤務時間に含まれません。戻ったら「休憩を終了」を押してください。',
  'guide.break.app': 'アプリと同じく、休憩中も作業の記録は続きます。',
  'guide.session.title': '勤務を終える',
  'guide.session.body': '仕事が終わったら退勤を打刻します。退勤すると、記録中の作業も終了します。',
  'guide.session.app':
    '出勤や退勤の打刻を忘れたときは、記録一覧から修正するか、申請で管理者に依頼します。',
  'guide.practice': '練習用の打刻画面',
  'guide.practiceNote': '模擬の打刻画面です。ここでの操作は何も記録されません。',
  'guide.pass': '30分進める',
  'guide.passHint': '練習用の時計を先に進めて、タイマーが進む様子を確認できます。',
  'guide.done.title': 'ツアーが完了しました',
  'guide.done.summary':
    '練習の1日：勤務 {{worked}}、休憩 {{breaks}}、作業 {{tracked}}。どれも記録されていません。',
  'guide.done.restart': 'もう一度ツアーを試す',
  'guide.done.toClock': '打刻画面へ',
  'guide.done.readMore': '出勤と退勤について読む',
  'guide.saving': 'ツアーの完了を保存しています…',
  'guide.saved': '保存しました。ツアーを完了したことがアカウントに記録されました。',
  'guide.saveFailed': 'ツアーの完了をアカウントに保存できませんでした。',
  'guide.retry': '再試行',
  'guide.signedOut':
    'ログインしていないため、何も保存されません。実際の時間を記録するには、アカウントを作成してください。',
  'guide.alreadyDone':
    'このツアーは完了済みです。ここでの操作は何も記録されないので、何度でもお試しいただけます。',

  'why.lead':
    'チームが信頼できる勤怠記録を。ネットワークが切れても打刻を続けるキオスク、すべて反映されるか何も変わらないかのどちらかになる承認、そして自社で運用するサーバー。',
  'why.reasons': 'Punchcard の特長',
  'why.offline.title': 'オフラインでも動くキオスク',
  'why.offline.body':
    'ネットワークが切れても、壁掛けの端末は PIN、QRバッジ、NFCカードで本人確認を続け、すべての打刻を端末内の記録に保存します。サーバーに接続でき次第、順番どおりに送信します。',
  'why.tamper.title': '改ざんできない打刻',
  'why.tamper.body':
    '各キオスクは打刻ごとに固有の鍵で署名し、直前の打刻とつなげます。書き換えや再送、欠落のある打刻は拒否されて管理者向けに一覧表示され、黙って反映されることはありません。',
  'why.atomic.title': '中途半端にならない承認',
  'why.atomic.body':
    '申請を承認すると、変更内容を確認したうえで一度に反映します。その間に時間が変わって申請が合わなくなっていれば何も変更されず、確認者にその理由が示されます。',
  'why.selfHosted.title': '自社で運用できる',
  'why.selfHosted.body':
    'Punchcard はオープンソースです。1つのプロセスですべてを提供し、内蔵のデータベースか自社のデータベースサーバーを使うので、チームの時間の記録は自社の機器に保管されます。',
  'why.languages.title': '英語と日本語に完全対応',
  'why.languages.body':
    'すべての画面、メール、ヘルプ記事が両方の言語で用意されており、一人ひとりが自分の言語を選べます。',
  'why.roles.title': 'ロールごとに必要な画面',
  'why.roles.body':
    'メンバーは打刻と申請を、管理者は申請の確認と勤務状況の把握を、オーナーはルールと権限の設定を行います。',
  'why.compare': '勤怠管理ツールを選ぶときに確かめたいこと',
  'why.question': '確かめたいこと',
  'why.answer': 'Punchcard の場合',
  'why.q.offline': 'インターネットが切れているときも打刻できますか？',
  'why.a.offline': 'はい。キオスクが打刻を保存してあとで送信し、サーバーが1件ずつ確認します。',
  'why.q.tamper': '端末上で打刻を書き換えられますか？',
  'why.a.tamper': 'いいえ。打刻は署名されてつながっているため、変更は検出されて拒否されます。',
  'why.q.identify': '端末ではどうやって本人確認しますか？',
  'why.a.identify': 'PIN、QRバッジ、NFCカードを使います。打刻ごとに自撮り写真も撮影できます。',
  'why.q.past': '記録済みの時間は誰が変更できますか？',
  'why.a.past':
    'ワークスペースで決められます。メンバーが直接変更する、一部だけ変更できる、すべて承認を通す、から選べます。',
  'why.q.data': 'データはどこに保管されますか？',
  'why.a.data':
    '自社のサーバー上の、内蔵データベースまたは自社のデータベースサーバーに保管されます。',
  'why.q.cost': '費用はかかりますか？',
  'why.a.cost':
    'ソフトウェアは無料のオープンソースです。自社のサーバーで運用すれば、すべての機能を使えます。',
  'why.try': '実際に試してみる',
  'why.tryBody': 'アカウントなしでガイドツアーを試すか、各機能の使い方をお読みください。',
  'why.signUp': 'アカウントを作成',
  'why.openApp': 'Punchcard を開く',
  'why.guide': 'ガイドツアーを試す',
  'why.help': 'ヘルプセンターを読む',
};

export const help: Namespace<typeof en> = { en, ja };
