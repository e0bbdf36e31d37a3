import { act, render, screen } from '@testing-library/react';

import { IdleScreen } from '@/features/idle/components/idle-screen';
import { PresenceBoard } from '@/features/idle/components/presence-board';
import { speakEnglish } from '@/testing/test-helpers';

beforeAll(speakEnglish);
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-11-24T00:41:58.400Z'));
});
afterEach(() => {
  jest.useRealTimers();
});

const workspace = { name: 'Acme Bakery', avatar: null, time_zone: 'America/New_York' };

function renderIdle(methods: ('pin' | 'qr' | 'nfc')[], presence: React.ReactNode = null) {
  return render(
    <IdleScreen
      workspace={workspace}
      methods={methods}
      pinPad={<p>the pad</p>}
      badgeScanner={<p>the camera</p>}
      sync={<p>sync</p>}
      presence={presence}
      notice={null}
    />,
  );
}

describe('IdleScreen', () => {
  it('names the workspace and ticks a clock in its time zone, on the second', () => {
    const { unmount } = renderIdle(['pin']);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Bakery' })).toBeInTheDocument();
    const clock = screen.getByRole('region', { name: 'Current time' });
    // 00:41:58 UTC is 19:41:58 the day before in New York.
    expect(clock).toHaveTextContent('19:41:58');
    expect(clock).toHaveTextContent('Monday, November 23, 2026');

    act(() => {
      jest.advanceTimersByTime(599);
    });
    expect(clock).toHaveTextContent('19:41:58');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(clock).toHaveTextContent('19:41:59');

    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows the methods that are on, and only those', () => {
    renderIdle(['qr', 'nfc']);
    expect(screen.queryByText('the pad')).not.toBeInTheDocument();
    expect(screen.getByText('Show your badge')).toBeInTheDocument();
    expect(screen.getByText('the camera')).toBeInTheDocument();
    expect(screen.getByText('Tap your card')).toBeInTheDocument();
  });

  it('says so when no method is on', () => {
    renderIdle([]);
    expect(screen.getByText(/No way to identify is turned on/)).toBeInTheDocument();
  });

  it('shows who is in, working or on a break since when, in the workspace’s zone', () => {
    const since = Date.parse('2026-11-23T13:00:00Z') / 1000;
    renderIdle(
      ['pin'],
      <PresenceBoard
        timeZone="America/New_York"
        members={[
          {
            id_user: 'u-2',
            name: 'Ken Mori',
            avatar: null,
            status: 'on_break',
            since,
            break_since: since + 3600,
          },
          {
            id_user: 'u-1',
            name: 'Ava Stone',
            avatar: null,
            status: 'working',
            since,
            break_since: null,
          },
        ]}
      />,
    );
    const board = screen.getByRole('region', { name: "Who's in" });
    const items = board.querySelectorAll('li');
    expect(items[0]).toHaveTextContent('Ava StoneWorking since 08:00');
    expect(items[1]).toHaveTextContent('Ken MoriOn a break since 09:00');
  });
});
