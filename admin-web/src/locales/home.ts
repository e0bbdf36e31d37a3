// The home page (/home): a member's day at a glance. Its components are in
// features/workspace-times.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  title: 'Home',
  'greeting.morning': 'Good morning, {{name}}',
  'greeting.afternoon': 'Good afternoon, {{name}}',
  'greeting.evening': 'Good evening, {{name}}',
  'greeting.morningPlain': 'Good morning',
  'greeting.afternoonPlain': 'Good afternoon',
  'greeting.eveningPlain': 'Good evening',
  'greeting.workspace': 'Your time in {{workspace}}',

  'status.heading': 'Right now',
  'status.notWorking': 'You are not clocked in.',
  'status.working': 'Working since {{time}}',
  'status.break': 'On a break since {{time}}',
  'status.elapsed': '{{duration}} so far',
  'status.activity': 'Activity running since {{time}}',
  'status.openClock': 'Go to the clock',
  'status.loading': 'Loading your status…',
  'status.error': 'Your status could not be loaded.',
  'status.retry': 'Try again',

  'totals.today': 'Today',
  'totals.week': 'This week',

  'recent.heading': 'Recent entries',
  'recent.empty': 'Nothing recorded in the last seven days.',
  'recent.all': 'See all timestamps',
  'recent.loading': 'Loading recent entries…',
  'recent.error': 'Recent entries could not be loaded.',
  'recent.breaks': 'Breaks {{duration}}',
};

const ja: Catalogue<typeof en> = {
  title: 'ホーム',
  'greeting.morning': 'おはようございます、{{name}} さん',
  'greeting.afternoon': 'こんにちは、{{name}} さん',
  'greeting.evening': 'こんばんは、{{name}} さん',
  'greeting.morningPlain': 'おはようございます',
  'greeting.afternoonPlain': 'こんにちは',
  'greeting.eveningPlain': 'こんばんは',
  'greeting.workspace': '{{workspace}} での記録',

  'status.heading': '現在の状況',
  'status.notWorking': '出勤していません。',
  'status.working': '{{time}} から勤務中',
  'status.break': '{{time}} から休憩中',
  'status.elapsed': '経過 {{duration}}',
  'status.activity': '{{time}} から作業を記録中',
  'status.openClock': '打刻ページへ',
  'status.loading': '状況を読み込み中…',
  'status.error': '現在の状況を読み込めませんでした。',
  'status.retry': '再試行',

  'totals.today': '今日',
  'totals.week': '今週',

  'recent.heading': '最近の記録',
  'recent.empty': '過去7日間の記録はありません。',
  'recent.all': 'すべての記録を見る',
  'recent.loading': '最近の記録を読み込み中…',
  'recent.error': '最近の記録を読み込めませんでした。',
  'recent.breaks': '休憩 {{duration}}',
};

export const home: Namespace<typeof en> = { en, ja };
