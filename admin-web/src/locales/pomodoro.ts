// The pomodoro timer on the clock (features/workspace-times/components/pomodoro).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'panel.title': 'Pomodoro',
  'panel.lead':
    'Work in focused rounds with a break after each one. The timer runs while you are clocked in.',
  'panel.switch': 'Use the pomodoro timer',
  'panel.loading': 'Loading your pomodoro settings…',
  'panel.loadError': 'Your pomodoro settings could not be loaded.',
  'panel.retry': 'Try again',

  'phase.idle': 'The first round starts when you clock in.',
  'phase.work': 'Work',
  'phase.short': 'Short break',
  'phase.long': 'Long break',
  'phase.paused':
    'You are on a break of your own, so this round stops here. A new round starts when you are back.',
  'timer.work': 'Time left in this round',
  'timer.break': 'Time left in the break',
  'progress.work': 'Round progress',
  'progress.break': 'Break progress',
  round: 'Round {{round}} of {{rounds}}',
  'rounds.done': '{{done}} of {{rounds}} rounds done',
  'work.next.short': 'Then a short break of {{length}}.',
  'work.next.long': 'Then a long break of {{length}}.',
  'break.backAt': 'Back to work at {{time}}.',

  'due.title.short': 'Round {{round}} done: time for a short break',
  'due.title.long': 'Round {{round}} done: time for a long break',
  'due.body': 'Step away for {{length}}. The break is recorded like any other.',
  'due.start': 'Start break',
  'due.skip': 'Skip break',
  'due.skipped': 'Break skipped. The next round has started.',
  'over.title': 'Your break is over',
  'over.body': 'Ready for the next round? Ending the break starts it.',
  'over.end': 'End break',

  'lengths.summary':
    'Work {{work}}, short break {{shortBreak}}, long break {{longBreak}} after {{rounds}} rounds.',
  'lengths.standard': 'Standard lengths: {{reason}}',
  'lengths.needsPlan': 'setting your own is available on the {{plan}} plan and above.',
  'lengths.notAllowed': 'your workspace administrators have not allowed members to change them.',
  'lengths.change': 'Change lengths',
  'length.minutes': '{{minutes}} min',
  'length.minutesSeconds': '{{minutes}} min {{seconds}} s',

  'settings.title': 'Pomodoro lengths',
  'settings.work': 'Work round',
  'settings.shortBreak': 'Short break',
  'settings.longBreak': 'Long break',
  'settings.rounds': 'Rounds before a long break',
  'settings.minutesHint': 'In minutes, from {{min}} to {{max}}.',
  'settings.roundsHint': 'From {{min}} to {{max}}.',
  'settings.range': 'Enter a whole number from {{min}} to {{max}}.',
  'settings.save': 'Save',
  'settings.cancel': 'Cancel',
  'settings.close': 'Close',
  'settings.saved': 'Pomodoro lengths saved.',
  'settings.failed': 'The lengths were not saved.',
  'settings.forbidden': 'Your workspace no longer allows members to change the pomodoro lengths.',

  'notify.allow': 'Allow browser notifications',
  'notify.allowHint': 'So a break reaches you while this page is in the background.',
  'notify.denied':
    'This browser blocks notifications from Punchcard, so breaks are proposed on this page only.',
  'notify.dueBody': 'Take {{length}} away from the screen.',

  'plan.FREE': 'Free',
  'plan.LITE': 'Lite',
  'plan.BASIC': 'Basic',
  'plan.BUSINESS': 'Business',
};

const ja: Catalogue<typeof en> = {
  'panel.title': 'ポモドーロ',
  'panel.lead': '集中して作業するラウンドごとに休憩を挟みます。タイマーは出勤中に動きます。',
  'panel.switch': 'ポモドーロタイマーを使う',
  'panel.loading': 'ポモドーロの設定を読み込んでいます…',
  'panel.loadError': 'ポモドーロの設定を読み込めませんでした。',
  'panel.retry': '再試行',

  'phase.idle': '出勤すると最初のラウンドが始まります。',
  'phase.work': '作業',
  'phase.short': '短い休憩',
  'phase.long': '長い休憩',
  'phase.paused':
    '自分で休憩を取っているため、このラウンドはここで終わります。戻ると新しいラウンドが始まります。',
  'timer.work': 'このラウンドの残り時間',
  'timer.break': '休憩の残り時間',
  'progress.work': 'ラウンドの進み具合',
  'progress.break': '休憩の進み具合',
  round: 'ラウンド {{round}} / {{rounds}}',
  'rounds.done': '{{rounds}}ラウンド中{{done}}ラウンド完了',
  'work.next.short': 'この後は{{length}}の短い休憩です。',
  'work.next.long': 'この後は{{length}}の長い休憩です。',
  'break.backAt': '{{time}}に作業に戻ります。',

  'due.title.short': 'ラウンド{{round}}完了：短い休憩の時間です',
  'due.title.long': 'ラウンド{{round}}完了：長い休憩の時間です',
  'due.body': '{{length}}間、席を離れましょう。休憩はいつもどおり記録されます。',
  'due.start': '休憩を始める',
  'due.skip': '休憩を飛ばす',
  'due.skipped': '休憩を飛ばしました。次のラウンドが始まりました。',
  'over.title': '休憩が終わりました',
  'over.body': '次のラウンドに進みますか？休憩を終えると始まります。',
  'over.end': '休憩を終える',

  'lengths.summary':
    '作業{{work}}、短い休憩{{shortBreak}}、{{rounds}}ラウンドごとに長い休憩{{longBreak}}。',
  'lengths.standard': '標準の長さです。{{reason}}',
  'lengths.needsPlan': '自分で設定するには{{plan}}プラン以上が必要です。',
  'lengths.notAllowed': 'ワークスペースの管理者がメンバーによる変更を許可していません。',
  'lengths.change': '長さを変更',
  'length.minutes': '{{minutes}}分',
  'length.minutesSeconds': '{{minutes}}分{{seconds}}秒',

  'settings.title': 'ポモドーロの長さ',
  'settings.work': '作業ラウンド',
  'settings.shortBreak': '短い休憩',
  'settings.longBreak': '長い休憩',
  'settings.rounds': '長い休憩までのラウンド数',
  'settings.minutesHint': '分単位で{{min}}〜{{max}}。',
  'settings.roundsHint': '{{min}}〜{{max}}。',
  'settings.range': '{{min}}〜{{max}}の整数を入力してください。',
  'settings.save': '保存',
  'settings.cancel': 'キャンセル',
  'settings.close': '閉じる',
  'settings.saved': 'ポモドーロの長さを保存しました。',
  'settings.failed': '長さを保存できませんでした。',
  'settings.forbidden':
    'このワークスペースでは、メンバーがポモドーロの長さを変更できなくなりました。',

  'notify.allow': 'ブラウザの通知を許可',
  'notify.allowHint': 'このページが裏にあっても休憩の時間をお知らせします。',
  'notify.denied':
    'このブラウザは Punchcard からの通知をブロックしているため、休憩はこのページでのみお知らせします。',
  'notify.dueBody': '{{length}}間、画面から離れましょう。',

  'plan.FREE': 'フリー',
  'plan.LITE': 'ライト',
  'plan.BASIC': 'ベーシック',
  'plan.BUSINESS': 'ビジネス',
};

export const pomodoro: Namespace<typeof en> = { en, ja };
