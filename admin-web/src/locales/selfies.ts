// /kiosk-selfies: the photos kiosks take at each punch, by day and member, beside the punch.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'title.page': 'Kiosk selfies',
  'intro.everyone':
    'The photos kiosks took as people clocked in and out, each beside the punch it proves.',
  'intro.own': 'The photos kiosks took of you as you clocked in and out, each beside the punch.',
  'page.noWorkspace': 'Create or join a workspace to see its kiosk selfies.',

  'filter.heading': 'Which selfies',
  'filter.member': 'Member',
  'filter.everyone': 'Everyone',
  'filter.from': 'From',
  'filter.to': 'To',
  'filter.invalid': 'Enter a date.',
  'filter.reversed': 'The last day comes before the first.',
  'filter.tooLong': 'Choose at most {{days}} days.',
  'filter.earlier': 'Earlier days',
  'filter.later': 'Later days',

  'list.loading': 'Loading selfies',
  'list.empty': 'No kiosk selfies on these days.',
  'list.failed': 'The selfies of {{day}} could not be loaded.',
  'list.retry': 'Try again',
  'list.count_one': '{{count}} selfie',
  'list.count_other': '{{count}} selfies',

  'member.unknown': 'Not matched to a member yet',

  'action.clock_in': 'clock in',
  'action.clock_out': 'clock out',
  'action.break_start': 'break start',
  'action.break_end': 'break end',
  'punch.none': 'No punch refers to this photo yet.',
  'punch.rejected': 'Punch refused',
  'punch.kiosk': 'at {{kiosk}}',

  'alt.punch': 'Selfie of {{name}} at {{time}}, {{action}}',
  'alt.taken': 'Selfie of {{name}} taken at {{time}}',
  'alt.unknownPunch': 'Selfie at {{time}}, {{action}}',
  'alt.unknownTaken': 'Selfie taken at {{time}}',
  'dialog.close': 'Close',
  'dialog.kiosk': 'Kiosk',
  'dialog.punch': 'Punch',
  'dialog.taken': 'Photo taken',
};

const ja: Catalogue<typeof en> = {
  'title.page': 'キオスクの自撮り写真',
  'intro.everyone':
    '出勤・退勤の打刻時にキオスクが撮影した写真です。それぞれの写真を、その打刻と並べて表示します。',
  'intro.own':
    'あなたが出勤・退勤を打刻したときにキオスクが撮影した写真です。それぞれの打刻と並べて表示します。',
  'page.noWorkspace':
    'キオスクの自撮り写真を見るには、ワークスペースを作成するか参加してください。',

  'filter.heading': '表示する写真',
  'filter.member': 'メンバー',
  'filter.everyone': '全員',
  'filter.from': '開始日',
  'filter.to': '終了日',
  'filter.invalid': '日付を入力してください。',
  'filter.reversed': '終了日が開始日より前になっています。',
  'filter.tooLong': '期間は{{days}}日以内で選択してください。',
  'filter.earlier': '前の期間',
  'filter.later': '次の期間',

  'list.loading': '自撮り写真を読み込み中',
  'list.empty': 'この期間のキオスクの自撮り写真はありません。',
  'list.failed': '{{day}}の自撮り写真を読み込めませんでした。',
  'list.retry': '再試行',
  'list.count_one': '{{count}}枚',
  'list.count_other': '{{count}}枚',

  'member.unknown': 'まだメンバーと紐付いていない写真',

  'action.clock_in': '出勤',
  'action.clock_out': '退勤',
  'action.break_start': '休憩開始',
  'action.break_end': '休憩終了',
  'punch.none': 'この写真に対応する打刻はまだありません。',
  'punch.rejected': '拒否された打刻',
  'punch.kiosk': '{{kiosk}}にて',

  'alt.punch': '{{name}}さんの自撮り写真（{{time}}、{{action}}）',
  'alt.taken': '{{name}}さんの自撮り写真（{{time}}に撮影）',
  'alt.unknownPunch': '自撮り写真（{{time}}、{{action}}）',
  'alt.unknownTaken': '自撮り写真（{{time}}に撮影）',
  'dialog.close': '閉じる',
  'dialog.kiosk': 'キオスク',
  'dialog.punch': '打刻',
  'dialog.taken': '撮影時刻',
};

export const selfies: Namespace<typeof en> = { en, ja };
