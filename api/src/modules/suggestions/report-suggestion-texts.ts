import type { Locale } from '@punchcard/shared';

/** The sentences of the built-in report suggestions, one typed catalogue per language. */
export interface ReportSuggestionTexts {
  intro(p: { from: string; to: string; clocked: string; days: number; trend: string }): string;
  introEmpty(p: { from: string; to: string }): string;
  trendUp(percent: number): string;
  trendDown(percent: number): string;
  trendFlat: string;
  trendNone: string;
  overtime(p: { total: string; perDay: string }): string;
  shortBreaks(p: { minutes: number; worked: string }): string;
  lateOut(minutes: number): string;
  earlyIn(minutes: number): string;
  lateIn(minutes: number): string;
  drafts(count: number): string;
  coverage(percent: number): string;
  focus(p: { percent: number; project: string }): string;
  spread(count: number): string;
  balanced: string;
  startRecording: string;
  outro: string;
  placeholderIntro: string;
  placeholderOutro: string;
}

const en: ReportSuggestionTexts = {
  intro: ({ from, to, clocked, days, trend }) =>
    `From ${from} to ${to} you were clocked in for ${clocked} on ${days} ${days === 1 ? 'day' : 'days'}${trend}.`,
  introEmpty: ({ from, to }) => `No time was recorded from ${from} to ${to}.`,
  trendUp: (percent) => `, ${percent}% more than the period before`,
  trendDown: (percent) => `, ${percent}% less than the period before`,
  trendFlat: ', about the same as the period before',
  trendNone: '',
  overtime: ({ total, perDay }) =>
    `You worked ${total} beyond your schedule, about ${perDay} a day present. Plan the extra hours with your manager, or move work to quieter days.`,
  shortBreaks: ({ minutes, worked }) =>
    `Your breaks averaged ${minutes} min on days of about ${worked} worked. Take at least 45 minutes on days over 6 hours (60 over 8 hours) and record them as breaks.`,
  lateOut: (minutes) =>
    `You clocked out ${minutes} min after your scheduled end on average. Set a reminder before the end of your day to wrap up on time.`,
  earlyIn: (minutes) =>
    `You clocked in ${minutes} min before your scheduled start on average. If the early start is needed, ask for your schedule to match it.`,
  lateIn: (minutes) =>
    `You clocked in ${minutes} min after your scheduled start on average. Check whether your schedule still fits your day.`,
  drafts: (count) =>
    `You have ${count} draft ${count === 1 ? 'request' : 'requests'} not yet sent. Complete and send ${count === 1 ? 'it' : 'them'} so your time can be reviewed.`,
  coverage: (percent) =>
    `Only ${percent}% of your worked time is recorded as activities. Start an activity when you switch tasks so the report shows where your time goes.`,
  focus: ({ percent, project }) =>
    `${percent}% of your tracked time went to ${project}. Check that your other projects get the time they need.`,
  spread: (count) =>
    `Your time was split across ${count} projects. Grouping similar work into longer blocks reduces switching.`,
  balanced:
    'Your hours, breaks and schedule look balanced. Keep recording your activities to keep the report accurate.',
  startRecording:
    'Clock in when you start working and record your activities, so that this report can show your hours, breaks and projects.',
  outro: 'These suggestions come from the numbers of this report only.',
  placeholderIntro: 'Suggestions are not available right now.',
  placeholderOutro: 'Please try again in a moment.',
};

const ja: ReportSuggestionTexts = {
  intro: ({ from, to, clocked, days, trend }) =>
    `${from}から${to}までの出勤時間は${days}日間で合計${clocked}でした${trend}。`,
  introEmpty: ({ from, to }) => `${from}から${to}までの記録はありません。`,
  trendUp: (percent) => `（前の期間より${percent}%増）`,
  trendDown: (percent) => `（前の期間より${percent}%減）`,
  trendFlat: '（前の期間とほぼ同じ）',
  trendNone: '',
  overtime: ({ total, perDay }) =>
    `予定を超えて${total}働きました（出勤日あたり約${perDay}）。残業は上長と相談して計画するか、余裕のある日に仕事を移しましょう。`,
  shortBreaks: ({ minutes, worked }) =>
    `実働約${worked}の日の休憩は平均${minutes}分でした。6時間を超える日は45分以上（8時間を超える日は60分以上）の休憩を取り、休憩として記録しましょう。`,
  lateOut: (minutes) =>
    `退勤は予定の終了時刻より平均${minutes}分遅くなっています。終業前にリマインダーを設定し、時間どおりに仕事を終えましょう。`,
  earlyIn: (minutes) =>
    `出勤は予定の開始時刻より平均${minutes}分早くなっています。早い開始が必要なら、勤務予定をそれに合わせてもらいましょう。`,
  lateIn: (minutes) =>
    `出勤は予定の開始時刻より平均${minutes}分遅くなっています。勤務予定が今の働き方に合っているか確認しましょう。`,
  drafts: (count) =>
    `未送信の下書き申請が${count}件あります。内容を完成させて送信し、承認を受けましょう。`,
  coverage: (percent) =>
    `実働時間のうちアクティビティとして記録されているのは${percent}%だけです。作業を切り替えるときにアクティビティを開始すると、時間の使い方がレポートに表れます。`,
  focus: ({ percent, project }) =>
    `記録した時間の${percent}%が${project}に使われています。ほかのプロジェクトに必要な時間が取れているか確認しましょう。`,
  spread: (count) =>
    `時間が${count}件のプロジェクトに分散しています。似た作業をまとめて取り組むと切り替えの負担が減ります。`,
  balanced:
    '勤務時間・休憩・勤務予定のバランスは良好です。引き続きアクティビティを記録して、レポートを正確に保ちましょう。',
  startRecording:
    '仕事を始めるときに出勤を記録し、アクティビティも記録しましょう。勤務時間・休憩・プロジェクトがこのレポートに表示されます。',
  outro: 'これらの提案は、このレポートの数値だけをもとにしています。',
  placeholderIntro: '現在、提案を表示できません。',
  placeholderOutro: 'しばらくしてからもう一度お試しください。',
};

export const REPORT_SUGGESTION_TEXTS: Readonly<Record<Locale, ReportSuggestionTexts>> = { en, ja };
