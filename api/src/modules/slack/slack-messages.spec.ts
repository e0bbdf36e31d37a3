import { ErrorKey } from '@punchcard/shared';
import { refusalOf, type SlackReply, slackLocale, slackText } from './slack-messages.js';

const NINE_TOKYO = new Date('2026-11-26T00:05:00Z');

describe('Slack answers', () => {
  it('words each reply in en and ja, times in the workspace time zone', () => {
    const reply = { kind: 'clocked_in', at: NINE_TOKYO } as const;
    expect(slackText(reply, 'en', 'Asia/Tokyo')).toBe(':white_check_mark: Clocked in at 09:05.');
    expect(slackText(reply, 'ja', 'Asia/Tokyo')).toBe(':white_check_mark: 09:05 に出勤しました。');
    expect(slackText(reply, 'en', 'UTC')).toBe(':white_check_mark: Clocked in at 00:05.');
    const status = { kind: 'status', clockedInAt: NINE_TOKYO, breakSince: null } as const;
    expect(slackText(status, 'en', 'Asia/Tokyo')).toBe('You are clocked in since 09:05.');
  });

  it('shows names as written, never as Slack markup, and says when the list is cut', () => {
    const who: SlackReply = {
      kind: 'who',
      names: [{ name: '<!channel> & co', onBreak: true }],
      more: true,
    };
    expect(slackText(who, 'en', 'UTC')).toBe(
      'Clocked in now:\n• &lt;!channel&gt; &amp; co (on a break)\n…and more: see Punchcard for everyone.',
    );
  });

  it('reads the clock errors as refusals and Slack locales as en or ja', () => {
    expect(refusalOf(ErrorKey.MemberAlreadyClockedIn)).toBe('already_in');
    expect(refusalOf(ErrorKey.OpenBreakNotFound)).toBe('no_break');
    expect(refusalOf(ErrorKey.SlackFailed)).toBe('slack_failed');
    expect(refusalOf(ErrorKey.InternalError)).toBe('failed');
    expect([
      slackLocale('ja-JP'),
      slackLocale('ja'),
      slackLocale('en-GB'),
      slackLocale(null),
    ]).toEqual(['ja', 'ja', 'en', 'en']);
  });
});
