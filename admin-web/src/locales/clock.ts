// The member's clock: /clock, /break, the running timers and the activity details fields
// (features/workspace-times).
import type { Catalogue, Namespace } from '@/locales/catalogue';

const en = {
  'clock.title': 'Clock',
  'break.title': 'Break',

  'status.label': 'Status',
  'status.NOT_WORKING': 'Not working',
  'status.WORKING': 'Working',
  'status.BREAK': 'On a break',
  'status.clockedInAt': 'Clocked in at {{time}}',
  'status.breakSince': 'On a break since {{time}}',
  'status.notWorkingHint': 'Clock in when you start work.',
  'status.loading': 'Loading your clock…',
  'status.loadError': 'Your clock could not be loaded.',
  'status.retry': 'Try again',

  'action.clockIn': 'Clock in',
  'action.clockOut': 'Clock out',
  'action.startBreak': 'Take a break',
  'action.endBreak': 'End break',
  'action.startActivity': 'Start activity',
  'action.stopActivity': 'Stop activity',
  'action.openBreak': 'Open the break screen',
  'action.backToClock': 'Back to the clock',

  'clockOut.stopsActivity': 'Clocking out also stops the running activity.',

  'notice.clockedIn': 'Clocked in.',
  'notice.clockedOut': 'Clocked out.',
  'notice.breakStarted': 'Break started.',
  'notice.breakEnded': 'Break ended. Welcome back.',
  'notice.activityStarted': 'Activity started.',
  'notice.activityStopped': 'Activity stopped.',
  'notice.activityDiscarded': 'The activity ran for less than a second, so nothing was recorded.',

  'timer.display': 'Timer display',
  'timer.hidden': 'Hidden',
  'timer.short': 'Short',
  'timer.long': 'Long',
  'timer.workTime': 'Work time',
  'timer.breakTime': 'Break time',
  'timer.activityTime': 'Activity time',

  'activity.heading': 'Activity',
  'activity.lead': 'Record what you are working on.',
  'activity.runningSince': 'Running since {{time}}',
  'activity.untitled': 'No description',
  'activity.timeRequiredTitle': 'Clock in first',
  'activity.timeRequired':
    'This workspace records activities within work time. Clock in, then start your activity.',
  'activity.runsDuringBreak': 'Your activity keeps running during the break.',

  'details.project': 'Project',
  'details.projectPlaceholder': 'No project',
  'details.task': 'Task',
  'details.taskPlaceholder': 'No task',
  'details.taskNoProject': 'Without a project',
  'details.category': 'Category',
  'details.categoryPlaceholder': 'No category',
  'details.tags': 'Tags',
  'details.tagsPlaceholder': 'No tags',
  'details.description': 'Description',
  'details.descriptionPlaceholder': 'What are you working on?',
  'details.loading': 'Loading…',
  'details.nothingFound': 'Nothing found',
  'details.required': '{{field}} is required in this workspace.',

  'today.heading': 'Today',
  'today.worked': 'Worked',
  'today.breaks': 'Breaks',
  'today.tracked': 'On activities',
  'today.loadError': 'Today’s totals could not be loaded.',

  'break.notOnBreakTitle': 'You are not on a break',
  'break.workingBody':
    'You are clocked in. Take a break when you need one: it is recorded until you end it, and your work time pauses meanwhile.',
  'break.notWorkingBody':
    'You are not clocked in, so there is no break to take. Clock in on the clock screen first.',
  'break.interrupts': 'Interrupts your work time since {{time}}',
  'break.openClock': 'Go to the clock',

  'noWorkspace.title': 'No workspace yet',
  'noWorkspace.body':
    'Time is recorded in a workspace. Create one, or accept an invitation from your team, to start.',
  'noWorkspace.action': 'Set up a workspace',
};

const ja: Catalogue<typeof en> = {
  'clock.title': '打刻',
  'break.title': '休憩',

  'status.label': '勤務状況',
  'status.NOT_WORKING': '勤務外',
  'status.WORKING': '勤務中',
  'status.BREAK': '休憩中',
  'status.clockedInAt': '{{time}} に出勤',
  'status.breakSince': '{{time}} から休憩中',
  'status.notWorkingHint': '仕事を始めるときに出勤を打刻してください。',
  'status.loading': '打刻の状況を読み込み中…',
  'status.loadError': '打刻の状況を読み込めませんでした。',
  'status.retry': '再試行',

  'action.clockIn': '出勤',
  'action.clockOut': '退勤',
  'action.startBreak': '休憩する',
  'action.endBreak': '休憩を終了',
  'action.startActivity': '作業を開始',
  'action.stopActivity': '作業を終了',
  'action.openBreak': '休憩画面を開く',
  'action.backToClock': '打刻画面に戻る',

  'clockOut.stopsActivity': '退勤すると、記録中の作業も終了します。',

  'notice.clockedIn': '出勤しました。',
  'notice.clockedOut': '退勤しました。',
  'notice.breakStarted': '休憩を開始しました。',
  'notice.breakEnded': '休憩を終了しました。おかえりなさい。',
  'notice.activityStarted': '作業の記録を開始しました。',
  'notice.activityStopped': '作業の記録を終了しました。',
  'notice.activityDiscarded': '1秒未満で停止したため、この作業は記録されませんでした。',

  'timer.display': 'タイマー表示',
  'timer.hidden': '非表示',
  'timer.short': '短縮',
  'timer.long': '時:分:秒',
  'timer.workTime': '勤務時間',
  'timer.breakTime': '休憩時間',
  'timer.activityTime': '作業時間',

  'activity.heading': '作業',
  'activity.lead': '取り組んでいる作業を記録します。',
  'activity.runningSince': '{{time}} から記録中',
  'activity.untitled': '説明なし',
  'activity.timeRequiredTitle': '先に出勤してください',
  'activity.timeRequired':
    'このワークスペースでは、作業は勤務時間内に記録します。出勤してから作業を開始してください。',
  'activity.runsDuringBreak': '休憩中も作業の記録は続いています。',

  'details.project': 'プロジェクト',
  'details.projectPlaceholder': 'プロジェクトなし',
  'details.task': 'タスク',
  'details.taskPlaceholder': 'タスクなし',
  'details.taskNoProject': 'プロジェクトなし',
  'details.category': 'カテゴリ',
  'details.categoryPlaceholder': 'カテゴリなし',
  'details.tags': 'タグ',
  'details.tagsPlaceholder': 'タグなし',
  'details.description': '説明',
  'details.descriptionPlaceholder': '何の作業をしていますか？',
  'details.loading': '読み込み中…',
  'details.nothingFound': '見つかりません',
  'details.required': 'このワークスペースでは{{field}}の入力が必要です。',

  'today.heading': '今日',
  'today.worked': '勤務',
  'today.breaks': '休憩',
  'today.tracked': '作業',
  'today.loadError': '今日の合計を読み込めませんでした。',

  'break.notOnBreakTitle': '休憩中ではありません',
  'break.workingBody':
    '出勤中です。必要なときに休憩を取ってください。休憩は終了するまで記録され、その間は勤務時間に含まれません。',
  'break.notWorkingBody': '出勤していないため、休憩は取れません。先に打刻画面で出勤してください。',
  'break.interrupts': '{{time}} からの勤務を中断しています',
  'break.openClock': '打刻画面へ',

  'noWorkspace.title': 'ワークスペースがありません',
  'noWorkspace.body':
    '時間はワークスペースごとに記録します。ワークスペースを作成するか、チームからの招待を承認してください。',
  'noWorkspace.action': 'ワークスペースを設定',
};

export const clock: Namespace<typeof en> = { en, ja };
