import type { Locale, ProjectReportGroup, ProjectTaskTotalKind } from '@punchcard/shared';

/** The words of a project report's PDF, CSV and XLSX, per language. */
export interface ProjectReportTexts {
  title: (project: string) => string;
  workspace: string;
  project: string;
  period: string;
  timeZone: string;
  currency: string;
  groupedBy: string;
  generatedAt: string;
  totalDuration: string;
  totalCost: string;
  groups: Record<ProjectReportGroup, string>;
  /** Task rows without a task's name: no task, or another member's personal task. */
  taskKinds: Record<Exclude<ProjectTaskTotalKind, 'task'>, string>;
  columns: {
    member: string;
    email: string;
    idUser: string;
    group: string;
    rate: string;
    currentRate: string;
    duration: string;
    hours: string;
    cost: string;
    start: string;
    end: string;
  };
  total: string;
  empty: string;
  page: (page: number, pages: number) => string;
}

const TEXTS: Record<Locale, ProjectReportTexts> = {
  en: {
    title: (project) => `Project report: ${project}`,
    workspace: 'Workspace',
    project: 'Project',
    period: 'Period',
    timeZone: 'Time zone',
    currency: 'Currency',
    groupedBy: 'Grouped by',
    generatedAt: 'Generated at',
    totalDuration: 'Total duration',
    totalCost: 'Total cost',
    groups: { member: 'Member', task: 'Task', day: 'Day', week: 'Week', month: 'Month' },
    taskKinds: { no_task: 'No task', hidden: 'Private task' },
    columns: {
      member: 'Member',
      email: 'E-mail',
      idUser: 'Member ID',
      group: 'Group',
      rate: 'Rate',
      currentRate: 'Current rate',
      duration: 'Duration (h:mm)',
      hours: 'Hours',
      cost: 'Cost',
      start: 'First start',
      end: 'Last end',
    },
    total: 'Total',
    empty: 'No time on this project in the period.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  ja: {
    title: (project) => `プロジェクトレポート：${project}`,
    workspace: 'ワークスペース',
    project: 'プロジェクト',
    period: '期間',
    timeZone: 'タイムゾーン',
    currency: '通貨',
    groupedBy: '集計単位',
    generatedAt: '作成日時',
    totalDuration: '合計時間',
    totalCost: '合計金額',
    groups: { member: 'メンバー', task: 'タスク', day: '日', week: '週', month: '月' },
    taskKinds: { no_task: 'タスクなし', hidden: '非公開タスク' },
    columns: {
      member: 'メンバー',
      email: 'メールアドレス',
      idUser: 'メンバーID',
      group: '区分',
      rate: '単価',
      currentRate: '現在の単価',
      duration: '時間 (h:mm)',
      hours: '時間 (10進)',
      cost: '金額',
      start: '最初の開始',
      end: '最後の終了',
    },
    total: '合計',
    empty: 'この期間、このプロジェクトに記録された時間はありません。',
    page: (page, pages) => `${page} / ${pages} ページ`,
  },
};

export const projectReportTexts = (locale: Locale): ProjectReportTexts => TEXTS[locale];
