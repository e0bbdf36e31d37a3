// The landing page's words: only a first visit to `/` needs them, so they load with it.
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  title: 'Time tracking for your team',
  lead: 'Clock in and out, take breaks and record what you work on, from a phone, a browser or the kiosk on the wall.',
  features: 'What Punchcard does',
  'clock.title': 'Clock in with one tap',
  'clock.body': 'Your working time and breaks, recorded as they happen.',
  'activities.title': 'Know where time goes',
  'activities.body': 'Track activities against projects, tasks, categories and tags.',
  'requests.title': 'Fix mistakes the right way',
  'requests.body': 'Request a change to past time; a manager approves it.',
};

const ja: Catalogue<typeof en> = {
  title: 'チームのための勤怠・工数管理',
  lead: '出勤・退勤の打刻、休憩、作業時間の記録を、スマートフォンやブラウザ、壁掛けのキオスク端末から行えます。',
  features: 'Punchcard でできること',
  'clock.title': 'ワンタップで打刻',
  'clock.body': '勤務時間と休憩をその場で記録します。',
  'activities.title': '時間の使い方が見える',
  'activities.body': 'プロジェクト・タスク・カテゴリ・タグごとに作業時間を記録できます。',
  'requests.title': '修正は申請と承認で',
  'requests.body': '過去の記録の変更を申請し、管理者が承認します。',
};

export const landing: Namespace<typeof en> = { en, ja };
