// The period picker and the report tabs (components/period-picker, components/reports-tabs): every
// report screen shows them.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'picker.group': 'Period',
  'picker.unit': 'Period length',
  'picker.unit.day': 'Day',
  'picker.unit.week': 'Week',
  'picker.unit.month': 'Month',
  'picker.unit.custom': 'Custom',
  'picker.previous': 'Previous period',
  'picker.next': 'Next period',
  'picker.today': 'Today',
  'picker.current': 'Showing {{period}}',
  'picker.from': 'From',
  'picker.to': 'To',
  'picker.zone': 'Days in {{zone}}',
  'picker.invalid': 'Enter two real dates.',
  'picker.reversed': 'The end comes before the start.',
  'picker.tooLong': 'At most {{days}} days.',
  'tabs.label': 'Reports',
  'tabs.attendance': 'Attendance',
  'tabs.summary': 'Summary',
};

const ja: Catalogue<typeof en> = {
  'picker.group': '期間',
  'picker.unit': '期間の単位',
  'picker.unit.day': '日',
  'picker.unit.week': '週',
  'picker.unit.month': '月',
  'picker.unit.custom': '指定',
  'picker.previous': '前の期間',
  'picker.next': '次の期間',
  'picker.today': '今日',
  'picker.current': '{{period}}を表示中',
  'picker.from': '開始日',
  'picker.to': '終了日',
  'picker.zone': 'タイムゾーン: {{zone}}',
  'picker.invalid': '正しい日付を2つ入力してください。',
  'picker.reversed': '終了日が開始日より前です。',
  'picker.tooLong': '最長{{days}}日です。',
  'tabs.label': 'レポート',
  'tabs.attendance': '勤怠',
  'tabs.summary': 'サマリー',
};

export const reportPeriods: Namespace<typeof en> = { en, ja };
