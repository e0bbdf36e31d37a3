import { type Locale, RequestKind, RequestType } from '@punchcard/shared';

/** One request as a reviewer digest lists it. */
export interface DigestRequest {
  /** The member's display name. */
  member: string;
  kind: RequestKind;
  type: RequestType;
  /** The proposed span: no start for a delete, no end for a running target's edit. */
  start: Date | null;
  end: Date | null;
  reason: string;
}

const WHAT: Record<Locale, Record<RequestKind, Record<RequestType, string>>> = {
  en: {
    [RequestKind.WorkspaceTime]: {
      [RequestType.Add]: 'add workspace time',
      [RequestType.Edit]: 'edit workspace time',
      [RequestType.Delete]: 'delete workspace time',
    },
    [RequestKind.Break]: {
      [RequestType.Add]: 'add a break',
      [RequestType.Edit]: 'edit a break',
      [RequestType.Delete]: 'delete a break',
    },
    [RequestKind.Activity]: {
      [RequestType.Add]: 'add an activity',
      [RequestType.Edit]: 'edit an activity',
      [RequestType.Delete]: 'delete an activity',
    },
  },
  ja: {
    [RequestKind.WorkspaceTime]: {
      [RequestType.Add]: '勤務時間の追加',
      [RequestType.Edit]: '勤務時間の編集',
      [RequestType.Delete]: '勤務時間の削除',
    },
    [RequestKind.Break]: {
      [RequestType.Add]: '休憩の追加',
      [RequestType.Edit]: '休憩の編集',
      [RequestType.Delete]: '休憩の削除',
    },
    [RequestKind.Activity]: {
      [RequestType.Add]: 'アクティビティの追加',
      [RequestType.Edit]: 'アクティビティの編集',
      [RequestType.Delete]: 'アクティビティの削除',
    },
  },
};

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ja: 'ja-JP' };

/** The zone the times are shown in: the workspace's, or UTC when it is not a zone Intl knows. */
export function digestZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "start - end", the end's date left out when it is the start's. */
function span(start: Date, end: Date | null, locale: Locale, timeZone: string): string {
  const zone = digestZone(timeZone);
  const intl = INTL_LOCALE[locale];
  const full = new Intl.DateTimeFormat(intl, {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const day = new Intl.DateTimeFormat(intl, { timeZone: zone, dateStyle: 'medium' });
  const time = new Intl.DateTimeFormat(intl, { timeZone: zone, timeStyle: 'short' });
  const dash = locale === 'ja' ? '～' : ' – ';
  let text: string;
  if (!end) {
    text = locale === 'ja' ? `${full.format(start)}～` : `from ${full.format(start)}`;
  } else {
    const endFormat = day.format(start) === day.format(end) ? time : full;
    text = `${full.format(start)}${dash}${endFormat.format(end)}`;
  }
  // Some ICU versions put narrow no-break spaces before AM/PM: plain text mail reads the same
  // with ordinary ones, and stays identical whichever Node built it.
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** What a request asks ("edit workspace time") and its span, if it proposes one. */
export function describeRequest(
  request: Omit<DigestRequest, 'member' | 'reason'>,
  locale: Locale,
  timeZone: string,
): { what: string; when: string | null } {
  return {
    what: WHAT[locale][request.kind][request.type],
    when: request.start ? span(request.start, request.end, locale, timeZone) : null,
  };
}

/** One bullet per request, in the reader's language and the workspace's time zone. */
export function digestLines(requests: DigestRequest[], locale: Locale, timeZone: string): string[] {
  return requests.map((request) => {
    const { what, when } = describeRequest(request, locale, timeZone);
    const reason = request.reason.trim();
    if (locale === 'ja') {
      return `・${request.member}さん：${what}${when ? `（${when}）` : ''}${reason ? ` 理由：${reason}` : ''}`;
    }
    return `- ${request.member} asks to ${what}${when ? `, ${when}` : ''}.${reason ? ` Reason: ${reason}` : ''}`;
  });
}
