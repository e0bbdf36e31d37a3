import { ErrorKey, Locale, SLACK_COMMANDS } from '@punchcard/shared';

/** Why a command was not carried out, as the member is told. */
export type SlackRefusal =
  | 'already_in'
  | 'not_in'
  | 'break_failed'
  | 'no_break'
  | 'not_connected'
  | 'clock_off'
  | 'plan'
  | 'slack_failed'
  | 'not_allowed'
  | 'not_member'
  | 'failed';

/** What a command did (or why not), before it is put into words. */
export type SlackReply =
  | { kind: 'clocked_in' | 'clocked_out' | 'break_started' | 'break_ended'; at: Date }
  | { kind: 'status'; clockedInAt: Date | null; breakSince: Date | null }
  | { kind: 'who'; names: { name: string; onBreak: boolean }[]; more: boolean }
  | { kind: 'refused'; reason: SlackRefusal }
  | { kind: 'link'; url: string; minutes: number }
  | { kind: 'help' };

/** The refusal a clock error of the web's catalogue reads as in Slack. */
export function refusalOf(errorKey: ErrorKey): SlackRefusal {
  switch (errorKey) {
    case ErrorKey.AlreadyClockedIn:
    case ErrorKey.MemberAlreadyClockedIn:
      return 'already_in';
    case ErrorKey.OpenTimeNotFound:
    case ErrorKey.MemberOpenTimeNotFound:
    case ErrorKey.UpdateConflict:
      return 'not_in';
    case ErrorKey.StartBreakFailed:
    case ErrorKey.MemberStartBreakFailed:
      return 'break_failed';
    case ErrorKey.OpenBreakNotFound:
      return 'no_break';
    case ErrorKey.SlackFailed:
      return 'slack_failed';
    case ErrorKey.Forbidden:
      return 'not_allowed';
    case ErrorKey.MemberNotFound:
      return 'not_member';
    default:
      return 'failed';
  }
}

type Words = {
  clockedIn: (time: string) => string;
  clockedOut: (time: string) => string;
  breakStarted: (time: string) => string;
  breakEnded: (time: string) => string;
  statusOut: string;
  statusIn: (since: string) => string;
  statusBreak: (since: string, breakSince: string) => string;
  whoNone: string;
  whoTitle: string;
  onBreak: string;
  more: string;
  refusals: Record<SlackRefusal, string>;
  link: (url: string, minutes: number) => string;
  help: string;
};

const commands = SLACK_COMMANDS.map((command) => `\`/punch ${command}\``).join(', ');

const WORDS: Record<Locale, Words> = {
  en: {
    clockedIn: (time) => `:white_check_mark: Clocked in at ${time}.`,
    clockedOut: (time) => `:wave: Clocked out at ${time}.`,
    breakStarted: (time) => `:coffee: Break started at ${time}.`,
    breakEnded: (time) => `:arrow_forward: Back from your break at ${time}.`,
    statusOut: 'You are not clocked in.',
    statusIn: (since) => `You are clocked in since ${since}.`,
    statusBreak: (since, breakSince) =>
      `You are clocked in since ${since}, on a break since ${breakSince}.`,
    whoNone: 'Nobody is clocked in right now.',
    whoTitle: 'Clocked in now:',
    onBreak: 'on a break',
    more: '…and more: see Punchcard for everyone.',
    refusals: {
      already_in: 'You are already clocked in.',
      not_in: 'You are not clocked in.',
      break_failed: 'You are not clocked in, or already on a break.',
      no_break: 'You are not on a break.',
      not_connected: 'This Slack workspace is not connected to Punchcard.',
      clock_off: 'Clocking from Slack is turned off for this workspace. Please use Punchcard.',
      plan: "This workspace's Punchcard plan does not include integrations. Please use Punchcard.",
      slack_failed: 'Slack could not be reached just now. Please try again in a moment.',
      not_allowed: 'Sorry, you are not allowed to see that.',
      not_member: 'You are not an active member of this Punchcard workspace.',
      failed: 'Sorry, that did not work. Please try again or use Punchcard.',
    },
    link: (url, minutes) =>
      `I don't know you in Punchcard yet. Open this link within ${String(minutes)} minutes, signed in to Punchcard, to connect your Slack account: ${url}`,
    help: `Use ${commands}.`,
  },
  ja: {
    clockedIn: (time) => `:white_check_mark: ${time} に出勤しました。`,
    clockedOut: (time) => `:wave: ${time} に退勤しました。`,
    breakStarted: (time) => `:coffee: ${time} に休憩を開始しました。`,
    breakEnded: (time) => `:arrow_forward: ${time} に休憩から戻りました。`,
    statusOut: '出勤していません。',
    statusIn: (since) => `${since} から出勤中です。`,
    statusBreak: (since, breakSince) => `${since} から出勤中、${breakSince} から休憩中です。`,
    whoNone: '現在出勤中の人はいません。',
    whoTitle: '現在出勤中:',
    onBreak: '休憩中',
    more: '…ほかにもいます。全員は Punchcard で確認してください。',
    refusals: {
      already_in: 'すでに出勤しています。',
      not_in: '出勤していません。',
      break_failed: '出勤していないか、すでに休憩中です。',
      no_break: '休憩中ではありません。',
      not_connected: 'この Slack ワークスペースは Punchcard に接続されていません。',
      clock_off:
        'このワークスペースでは Slack からの打刻が無効になっています。Punchcard をご利用ください。',
      plan: 'このワークスペースの Punchcard のプランには連携機能が含まれていません。Punchcard をご利用ください。',
      slack_failed: 'Slack に接続できませんでした。しばらくしてからもう一度お試しください。',
      not_allowed: '申し訳ありませんが、その操作は許可されていません。',
      not_member: 'この Punchcard ワークスペースの有効なメンバーではありません。',
      failed: 'うまくいきませんでした。もう一度お試しいただくか、Punchcard をご利用ください。',
    },
    link: (url, minutes) =>
      `Punchcard のアカウントがまだ分かりません。Punchcard にサインインした状態で ${String(minutes)} 分以内にこのリンクを開き、Slack アカウントを接続してください: ${url}`,
    help: `${commands} を使ってください。`,
  },
};

/** Slack reads `&`, `<` and `>` as markup: names are shown as written. */
function escape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A member's language from a stored locale or Slack's tag (`ja-JP`): ja or en. */
export function slackLocale(value: string | null | undefined): Locale {
  return value?.toLowerCase().startsWith('ja') ? Locale.Ja : Locale.En;
}

/** The reply in the member's language, times in the workspace's time zone. */
export function slackText(reply: SlackReply, locale: Locale, timeZone: string): string {
  const words = WORDS[locale];
  const time = (at: Date) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  switch (reply.kind) {
    case 'clocked_in':
      return words.clockedIn(time(reply.at));
    case 'clocked_out':
      return words.clockedOut(time(reply.at));
    case 'break_started':
      return words.breakStarted(time(reply.at));
    case 'break_ended':
      return words.breakEnded(time(reply.at));
    case 'status':
      if (!reply.clockedInAt) return words.statusOut;
      return reply.breakSince
        ? words.statusBreak(time(reply.clockedInAt), time(reply.breakSince))
        : words.statusIn(time(reply.clockedInAt));
    case 'who': {
      if (reply.names.length === 0) return words.whoNone;
      const lines = reply.names.map(
        ({ name, onBreak }) => `• ${escape(name)}${onBreak ? ` (${words.onBreak})` : ''}`,
      );
      return [words.whoTitle, ...lines, ...(reply.more ? [words.more] : [])].join('\n');
    }
    case 'refused':
      return words.refusals[reply.reason];
    case 'link':
      return words.link(reply.url, reply.minutes);
    case 'help':
      return words.help;
  }
}
